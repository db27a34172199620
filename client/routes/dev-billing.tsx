import { data } from "react-router";
import { requireUser } from "../../worker/auth/viewer";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { LocalBillingPortal } from "../features/billing/components/local-billing-portal";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/dev-billing";

export const meta = () => [
  ...pageMeta("Billing", "Local billing portal."),
  { name: "robots", content: "noindex" },
];

/**
 * Development only: the local billing portal `/settings/manage` leads to without Stripe keys
 * (signed in). Anywhere the dev endpoints are closed it is the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  if (!page.devOpen) throw data("Not Found", { status: 404 });
  const user = await requireUser(request, page);
  return { subscription: await page.subscriptions.info(user.id) };
}

export default function DevBilling({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  return (
    <LocalBillingPortal subscription={loaderData.subscription} settingsUrl={url(pagePath("/settings"))} />
  );
}
