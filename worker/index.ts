import { api } from "./api/v1";
import { handlePage } from "./pages";
import { handleScrapeBatch } from "./queues/scrape";

export { ReportRoom } from "./durable/report-room";

/** Composition root: the API, every page of both hosts, and the scrape queue. */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) return api.fetch(request, env, ctx);
    return handlePage(request, env, ctx);
  },
  queue(batch, env) {
    return handleScrapeBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
