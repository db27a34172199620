import { requireViewer } from "../../worker/auth/viewer";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { OneTimeLinkCard } from "../components/layout/one-time-link-card";
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

  return (
    <OneTimeLinkCard
      state={state}
      pendingTitle="Confirming your new email"
      invalidText="This link is unknown, already used, expired, or belongs to another account. You can ask for a new one in your settings."
      failedLead="We could not change your email. Please try again from your settings."
      doneTitle="Email changed"
      doneLead={(result) => (
        <>
          You now sign in with <strong>{result.email}</strong>.
        </>
      )}
      action={
        <a className="button" href={url(pagePath("/settings"))}>
          Go to settings
        </a>
      }
    />
  );
}
