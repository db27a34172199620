import { href } from "react-router";
import { InvalidLinkCard, NarrowCard } from "../components/layout/narrow-card";
import { confirmEmail } from "../features/email-confirmation/api/confirm-email";
import { useOneTimeLink } from "../hooks/use-one-time-link";
import { pageMeta } from "../lib/meta";
import { usePageUrl, useSite } from "../lib/site";
import type { Route } from "./+types/confirm-email";

export const meta = () => pageMeta("Confirm your email", "Confirm the email of your Lookwise account.");

/** The link from the confirmation email; it is used up in the browser, not by the server render. */
export default function ConfirmEmail({ params }: Route.ComponentProps) {
  const url = usePageUrl();
  const signedIn = Boolean(useSite()?.viewer);
  const state = useOneTimeLink(() => confirmEmail(params.hash));
  const onward = signedIn ? (
    <a className="button" href={url(href("/dashboard"))}>
      Go to your dashboard
    </a>
  ) : (
    <a className="button" href={url("/login?state=logIn")}>
      Log in
    </a>
  );

  if (state.status === "pending")
    return (
      <NarrowCard title="Confirming your email">
        <p role="status" className="narrow__lead">
          <span className="spinner" aria-hidden="true" /> One moment…
        </p>
      </NarrowCard>
    );
  if (state.status === "invalid")
    return (
      <InvalidLinkCard
        text="This confirmation link is unknown, already used or expired. You can send a new one from your settings."
        action={
          <a className="button" href={url(href("/settings"))}>
            Go to settings
          </a>
        }
      />
    );
  if (state.status === "failed")
    return (
      <NarrowCard title="Something went wrong" lead="We could not check this link. Please refresh the page.">
        <div className="narrow__actions">{onward}</div>
      </NarrowCard>
    );
  return (
    <NarrowCard
      title="Email confirmed"
      lead="Thank you! Your email is confirmed and your reports are unlocked."
    >
      <div className="narrow__actions">{onward}</div>
    </NarrowCard>
  );
}
