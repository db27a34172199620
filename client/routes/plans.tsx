import { parse as parseCookies, serialize as serializeCookie } from "hono/utils/cookie";
import { data, href } from "react-router";
import { loadUser } from "../../worker/auth/viewer";
import { DEFAULT_OFFER } from "../../worker/contracts/billing";
import { listActivePlans } from "../../worker/db/plans";
import { parseFirstSeen } from "../../worker/domain/offer";
import { withSavings } from "../../worker/domain/plans";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../worker/lib/cookies";
import { pageContext } from "../../worker/lib/page-context";
import { offerForViewer, subscriptionInfo } from "../../worker/payments/subscriptions";
import { PlansPage } from "../features/billing/components/plans-page";
import billingCss from "../features/billing/styles/billing.css?url";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/plans";

export const meta = () =>
  pageMeta(
    "Plans and pricing",
    "Lookwise plans start at $0.99 per week or month, each with a monthly report quota.",
  );

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: billingCss }];

/** An offer code from a link (`?offer=`), when it could be one. */
function offerCodeOf(url: URL): string | null {
  const code = url.searchParams.get("offer");
  return code && /^[\w-]{1,64}$/.test(code) ? code : null;
}

/**
 * The plans, the viewer's subscription (to mark the current plan) and the offer as this viewer may
 * buy it (`offerForViewer`, the rule the purchase applies too): whoever has had a subscription is
 * offered nothing, and an offer whose window is over is no offer. A signed-in account's window is
 * kept on the server, started the first time it is shown; a visitor's countdown runs from the
 * `offer_start` cookie, set here the first time an offer is shown (as `GET /offer` does).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const url = new URL(request.url);
  const user = await loadUser(request, page);
  const [plans, subscription] = await Promise.all([
    listActivePlans(page.db),
    user ? subscriptionInfo(page.db, user.id) : null,
  ]);
  const offerCode = offerCodeOf(url);
  const now = Date.now();
  const cookie = parseCookies(request.headers.get("Cookie") ?? "", COOKIE.offerStart)[COOKIE.offerStart];
  const firstSeen = parseFirstSeen(cookie, now);
  const offer = await offerForViewer(page.db, {
    code: offerCode ?? DEFAULT_OFFER,
    userId: user?.id ?? null,
    firstSeen,
    now,
  });
  const headers = new Headers();
  // A visitor's countdown starts at the first offer shown; React Router passes a loader's cookies on.
  if (offer && !user && firstSeen === null) {
    headers.append(
      "Set-Cookie",
      serializeCookie(COOKIE.offerStart, String(now), cookieOptions(page.config, url, ONE_YEAR_SECONDS)),
    );
  }
  return data(
    { plans: withSavings(plans), subscription, offer, offerCode, signedIn: user !== null },
    { headers },
  );
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  const { offerCode, signedIn, ...page } = loaderData;
  // Signing in (or up) comes back to these plans, the offer's link included.
  const back = offerCode ? `${href("/plans")}?offer=${encodeURIComponent(offerCode)}` : href("/plans");
  const login = (state: "signUp" | "logIn") =>
    url(`${href("/login")}?state=${state}&redirectTo=${encodeURIComponent(back)}`);
  return <PlansPage {...page} signUpUrl={signedIn ? null : login("signUp")} logInUrl={login("logIn")} />;
}
