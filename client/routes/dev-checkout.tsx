import { data } from "react-router";
import { pageOwner } from "../../worker/auth/owner";
import { CHECKOUT_SESSION_ID_PATTERN } from "../../worker/contracts/billing";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { LocalCheckout } from "../features/billing/components/local-checkout";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/dev-checkout";

export const meta = () => [
  ...pageMeta("Checkout", "Local test checkout."),
  { name: "robots", content: "noindex" },
];

/**
 * Development only (API.md "Development-only endpoints"): where `checkout_url` leads without Stripe
 * keys. Anywhere the dev endpoints are closed, and for an unknown session, it is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  if (!page.devOpen) throw data("Not Found", { status: 404 });
  // Like its Pay button, the page is its own user's: anyone else's session is not found.
  const owner = await pageOwner(request, page);
  const checkout =
    owner && "userId" in owner && CHECKOUT_SESSION_ID_PATTERN.test(params.sessionId)
      ? await page.subscriptions.checkoutView(params.sessionId, owner.userId)
      : null;
  if (!checkout) throw data("Not Found", { status: 404 });
  return { checkout };
}

export default function DevCheckout({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  return <LocalCheckout checkout={loaderData.checkout} plansUrl={url(pagePath("/plans"))} />;
}
