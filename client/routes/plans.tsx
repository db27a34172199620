import { serialize as serializeCookie } from "hono/utils/cookie";
import { data } from "react-router";
import { loadUser } from "../../worker/auth/viewer";
import { DEFAULT_OFFER } from "../../worker/contracts/billing";
import { pagePath, withQuery } from "../../worker/domain/page-path";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS, requestCookie } from "../../worker/lib/cookies";
import { pageContext } from "../../worker/lib/page-context";
import { PlansPage } from "../features/billing/components/plans-page";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/plans";

export const meta = () =>
  pageMeta(
    "Plans and pricing",
    "Lookwise plans start at $0.99 per week or month, each with a monthly report quota.",
  );

/** An offer code from a link (`?offer=`), when it could be one. */
function offerCodeOf(url: URL): string | null {
  const code = url.searchParams.get("offer");
  return code && /^[\w-]{1,64}$/.test(code) ? code : null;
}

/**
 * The plans, the viewer's subscription (to mark the current plan) and the offer as this viewer may
 * buy it (payments/catalog.ts `offerForViewer`, the rule the purchase applies too). A visitor's
 * countdown runs from the `offer_start` cookie, set here the first time an offer is shown (as
 * `GET /offer` does).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const url = new URL(request.url);
  const user = await loadUser(request, page);
  const [plans, subscription] = await Promise.all([
    page.catalog.plans(),
    user ? page.subscriptions.info(user.id) : null,
  ]);
  const offerCode = offerCodeOf(url);
  const offerStart = requestCookie(request, COOKIE.offerStart);
  const shown = await page.catalog.offerForViewer(offerCode ?? DEFAULT_OFFER, user?.id ?? null, offerStart);
  const headers = new Headers();
  // React Router passes a loader's cookies on.
  const remember = shown?.remember ?? null;
  if (remember !== null) {
    const options = cookieOptions(page.config, url, ONE_YEAR_SECONDS);
    headers.append("Set-Cookie", serializeCookie(COOKIE.offerStart, String(remember), options));
  }
  return data(
    { plans, subscription, offer: shown?.offer ?? null, offerCode, signedIn: user !== null },
    { headers },
  );
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  const { offerCode, signedIn, ...page } = loaderData;
  // Signing in (or up) comes back to these plans, the offer's link included.
  const back = withQuery(pagePath("/plans"), { offer: offerCode ?? undefined });
  const login = (state: "signUp" | "logIn") =>
    url(withQuery(pagePath("/login"), { state, redirectTo: back }));
  return <PlansPage {...page} signUpUrl={signedIn ? null : login("signUp")} logInUrl={login("logIn")} />;
}
