import { serialize as serializeCookie } from "hono/utils/cookie";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { resolveOrigins, wrongHostRedirect } from "./domain/hosts";
import { readConfig } from "./env";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS, promoCode } from "./lib/cookies";
import { randomNonce } from "./lib/nonce";
import { pageContext } from "./lib/page-context";
import { hasMalformedPath } from "./lib/request";
import { pageCsp, withSecurityHeaders } from "./lib/security-headers";
import { cachedPage } from "./page-cache";
import { createServices, type Services } from "./services";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** Where a malformed address is rendered: no route but the catch-all (the not-found page) matches it. */
const NOT_FOUND_PATH = "/404";

/** The request for the not-found page in place of `url` (a data request stays one); its body stays unread. */
function notFoundRequest(request: Request, url: URL): Request {
  const path = url.pathname.endsWith(".data") ? `${NOT_FOUND_PATH}.data` : NOT_FOUND_PATH;
  return new Request(new URL(`${path}${url.search}`, url), {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
}

/**
 * Every non-API request: host checks, then the page from the page cache (worker/page-cache.ts) or
 * the SSR render with its nonce and the promo code cookie.
 */
export async function handlePage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const config = readConfig(env);
  const url = new URL(request.url);
  const https = url.protocol === "https:";

  // A malformed percent-escape in the path (`/report/%`): no route can read it, so whichever host
  // it reached answers the not-found page (404), rendered for a path only the catch-all matches.
  const malformed = hasMalformedPath(url);
  const redirect = malformed ? null : wrongHostRedirect(url, resolveOrigins(config, url));
  if (redirect)
    return withSecurityHeaders(new Response(null, { status: 301, headers: { Location: redirect } }), https);

  // The services are made only for a page that is rendered (a cached one needs none).
  return cachedPage(request, config, ctx, () =>
    renderPage(request, env, ctx, createServices(env, config, url), malformed),
  );
}

/** The SSR render of `request` with a fresh nonce, its security headers and the promo code cookie. */
async function renderPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  services: Services,
  malformed: boolean,
): Promise<Response> {
  const { config } = services;
  const url = new URL(request.url);
  const https = url.protocol === "https:";
  // Vite's dev server injects inline modules of its own, so dev runs without nonces (a relaxed policy).
  const nonce = import.meta.env.MODE === "development" ? undefined : randomNonce();
  // Google's sign-in appears only on /login, and only when a client id is set.
  const googleButton = config.GOOGLE_CLIENT_ID !== "" && url.pathname === "/login";
  const context = new RouterContextProvider();
  context.set(pageContext, { ...services, env, ctx, nonce });
  const response = withSecurityHeaders(
    await handleDocument(malformed ? notFoundRequest(request, url) : request, context),
    https,
    pageCsp(nonce, {
      // Google's script may load only where its button appears.
      google: googleButton,
      errorReports: config.SENTRY_DSN && new URL(config.SENTRY_DSN).origin,
    }),
    // Google's sign-in popup reports back to its opener: its page must not cut it off (COOP).
    { popups: googleButton },
  );

  // A promo code in any landing link is kept for a year, until checkout uses it.
  const promocode = promoCode(url.searchParams.get("promocode"));
  if (promocode) {
    response.headers.append(
      "Set-Cookie",
      serializeCookie(COOKIE.promocode, promocode, cookieOptions(config, url, ONE_YEAR_SECONDS)),
    );
  }
  return response;
}
