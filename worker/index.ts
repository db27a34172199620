import { api } from "./api/v1";
import { handleImage } from "./images/serve";
import { handlePage } from "./pages";
import { handleScrapeBatch } from "./queues/scrape";

export { ReportRoom } from "./durable/report-room";

/** Composition root: the API, the image optimiser, every page of both hosts, and the scrape queue. */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) return api.fetch(request, env, ctx);
    if (pathname === "/img") return handleImage(request, env.IMAGES_BUCKET);
    return handlePage(request, env, ctx);
  },
  queue(batch, env) {
    return handleScrapeBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
