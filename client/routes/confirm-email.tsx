import { pagePath, withQuery } from "../../worker/domain/page-path";
import { OneTimeLinkCard } from "../components/layout/one-time-link-card";
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

  return (
    <OneTimeLinkCard
      state={state}
      pendingTitle="Confirming your email"
      invalidText="This confirmation link is unknown, already used or expired. You can send a new one from your settings."
      invalidAction={
        <a className="button" href={url(pagePath("/settings"))}>
          Go to settings
        </a>
      }
      failedLead="We could not check this link. Please refresh the page."
      doneTitle="Email confirmed"
      doneLead={() => "Thank you! Your email is confirmed and your reports are unlocked."}
      action={
        signedIn ? (
          <a className="button" href={url(pagePath("/dashboard"))}>
            Go to your dashboard
          </a>
        ) : (
          <a className="button" href={url(withQuery(pagePath("/login"), { state: "logIn" }))}>
            Log in
          </a>
        )
      }
    />
  );
}
