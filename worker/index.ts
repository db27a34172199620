import { api } from "./api/v1";
import { ConfigError, readConfig } from "./env";
import { handleImage } from "./images/serve";
import { withErrorReporting } from "./lib/error-reporting";
import { ApiError } from "./lib/errors";
import { drainBody } from "./lib/request";
import { withSecurityHeaders } from "./lib/security-headers";
import { handlePage } from "./pages";
import { handleMailBatch, MAIL_DLQ, MAIL_QUEUE } from "./queues/mail";
import { handleScrapeBatch } from "./queues/scrape";
import { runScheduled } from "./scheduled";

export { ReportRoom } from "./durable/report-room";

/**
 * A deployment whose configuration `readConfig` refuses (production without its secrets, say)
 * serves nothing: every request answers 500 and the log says why, every time.
 */
function refusedConfiguration(env: Env, url: URL): Response | null {
  try {
    readConfig(env);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`configuration refused: ${error.message}`);
    const response = url.pathname.startsWith("/api/")
      ? Response.json(new ApiError("internal").toBody(), { status: 500 })
      : new Response("Lookwise is not configured correctly.", {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
    return withSecurityHeaders(response, url.protocol === "https:");
  }
}

/** One request, to the part that serves its path. */
async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const refused = refusedConfiguration(env, url);
  if (refused) return refused;
  if (url.pathname === "/api/v1" || url.pathname.startsWith("/api/v1/")) return api.fetch(request, env, ctx);
  if (url.pathname === "/img") {
    // The image's own sandboxing CSP is kept; the rest of the headers every response carries.
    return withSecurityHeaders(await handleImage(request, env.IMAGES_BUCKET), url.protocol === "https:");
  }
  return handlePage(request, env, ctx);
}

/**
 * Composition root: the API, the image optimiser, every page of both hosts, the queues and the
 * cron, reported to Sentry where SENTRY_DSN is set (worker/lib/error-reporting.ts).
 */
export default withErrorReporting({
  async fetch(request, env, ctx) {
    const response = await route(request, env, ctx);
    // An early answer (a 401, a 404, a body too large) leaves the body unread, which the local
    // servers' proxy cannot take (docs/foundation.md); Cloudflare's edge can, so production skips it.
    if (env.ENVIRONMENT !== "production") await drainBody(request);
    return response;
  },
  queue(batch, env) {
    if (batch.queue === MAIL_QUEUE || batch.queue === MAIL_DLQ) return handleMailBatch(batch, env);
    return handleScrapeBatch(batch, env);
  },
  async scheduled(controller, env) {
    await runScheduled(env, controller.cron);
  },
});
