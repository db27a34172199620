import { href } from "react-router";
import { requireViewer } from "../../worker/auth/viewer";
import { pageContext } from "../../worker/lib/page-context";
import { InvalidLinkCard, NarrowCard } from "../components/layout/narrow-card";
import { confirmEmailChange } from "../features/settings/api/confirm-email-change";
import { useOneTimeLink } from "../hooks/use-one-time-link";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/settings-email-confirm";

export const meta = () =>
  pageMeta("Confirm your new email", "Confirm the new email of your Lookwise account.");

/** Protected: the link only works for the account that asked for the change. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context.get(pageContext));
  return null;
}

export default function SettingsEmailConfirm({ params }: Route.ComponentProps) {
  const url = usePageUrl();
  const state = useOneTimeLink(() => confirmEmailChange(params.hash));
  const toSettings = (
    <a className="button" href={url(href("/settings"))}>
      Go to settings
    </a>
  );

  if (state.status === "pending")
    return (
      <NarrowCard title="Confirming your new email">
        <p role="status" className="narrow__lead">
          <span className="spinner" aria-hidden="true" /> One moment…
        </p>
      </NarrowCard>
    );
  if (state.status === "invalid")
    return (
      <InvalidLinkCard
        text="This link is unknown, already used, expired, or belongs to another account. You can ask for a new one in your settings."
        action={toSettings}
      />
    );
  if (state.status === "failed")
    return (
      <NarrowCard
        title="Something went wrong"
        lead="We could not change your email. Please try again from your settings."
      >
        <div className="narrow__actions">{toSettings}</div>
      </NarrowCard>
    );
  return (
    <NarrowCard
      title="Email changed"
      lead={
        <>
          You now sign in with <strong>{state.result.email}</strong>.
        </>
      }
    >
      <div className="narrow__actions">{toSettings}</div>
    </NarrowCard>
  );
}
