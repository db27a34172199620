import { api } from "./api/v1";
import { handleImage } from "./images/serve";
import { withSecurityHeaders } from "./lib/security-headers";
import { handlePage } from "./pages";
import { handleScrapeBatch } from "./queues/scrape";
import { runScheduled } from "./scheduled";

export { ReportRoom } from "./durable/report-room";

/** Composition root: the API, the image optimiser, every page of both hosts, the scrape queue and the cron. */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/api/v1" || url.pathname.startsWith("/api/v1/"))
      return api.fetch(request, env, ctx);
    if (url.pathname === "/img") {
      // The image's own sandboxing CSP is kept; the rest of the headers every response carries.
      return withSecurityHeaders(await handleImage(request, env.IMAGES_BUCKET), url.protocol === "https:");
    }
    return handlePage(request, env, ctx);
  },
  queue(batch, env) {
    return handleScrapeBatch(batch, env);
  },
  scheduled(_controller, env) {
    return runScheduled(env);
  },
} satisfies ExportedHandler<Env>;
