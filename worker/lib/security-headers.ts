/**
 * Headers every response carries, whatever produced it. `popups`: the page opens a cross-origin
 * popup that must keep its opener (Google's sign-in on /login), so COOP allows popups there.
 */
function baseHeaders(https: boolean, popups = false): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    // Browsers ignore (and warn about) COOP on plain http, so both go out only over https.
    ...(https
      ? {
          "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
          "Cross-Origin-Opener-Policy": popups ? "same-origin-allow-popups" : "same-origin",
        }
      : {}),
  };
}

/** JSON and other non-HTML answers load nothing, so their policy forbids everything. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** What Google Identity Services needs when Google sign-in is configured (Google's own CSP guidance). */
const GOOGLE_GSI = "https://accounts.google.com/gsi/";

/**
 * The page policy: scripts only from our origin or carrying this response's nonce (no inline
 * scripts otherwise). Without a nonce (Vite's dev server, which injects inline modules and a websocket) it relaxes.
 * With `google`, the sign-in button's script, frame, styles and calls are allowed too; with
 * `errorReports` (the origin of SENTRY_DSN), the browser's error reports may be sent there.
 */
export function pageCsp(
  nonce: string | undefined,
  options: { google?: boolean; errorReports?: string } = {},
): string {
  const script = nonce ? `'self' 'nonce-${nonce}'` : "'self' 'unsafe-inline' 'unsafe-eval'";
  const google = (source: string) => (options.google ? ` ${source}` : "");
  return [
    "default-src 'self'",
    `script-src ${script}${google(`${GOOGLE_GSI}client`)}`,
    `style-src 'self' 'unsafe-inline'${google(`${GOOGLE_GSI}style`)}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${nonce ? "" : " ws: wss:"}${google(GOOGLE_GSI)}${options.errorReports ? ` ${options.errorReports}` : ""}`,
    "form-action 'self' https://checkout.stripe.com",
    `frame-src https://www.youtube-nocookie.com${google(GOOGLE_GSI)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** A copy of the response with the security headers set (responses from fetch can be immutable). */
export function withSecurityHeaders(
  response: Response,
  https: boolean,
  csp: string = API_CSP,
  options: { popups?: boolean } = {},
): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(baseHeaders(https, options.popups)))
    secured.headers.set(name, value);
  if (!secured.headers.has("Content-Security-Policy")) secured.headers.set("Content-Security-Policy", csp);
  return secured;
}

/**
 * API answers are not cached unless their endpoint says otherwise, and an answer to a request
 * carrying credentials (a session cookie or a bearer token) is `no-store` whatever it says: it may
 * hold the viewer's data, which no browser or shared cache may keep.
 */
export function applyApiCaching(response: Response, credentialed: boolean): void {
  const current = response.headers.get("Cache-Control");
  if (!current) response.headers.set("Cache-Control", "no-store");
  else if (credentialed && !/\bno-store\b/i.test(current))
    response.headers.set("Cache-Control", `no-store, ${current}`);
}
