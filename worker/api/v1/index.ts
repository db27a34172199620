import type { RouteTemplate } from "../../lib/analytics";
import { createRouter } from "../../lib/hono";
import { auth } from "./auth";
import { check } from "./check";
import { cookies } from "./cookies";
import { create } from "./create";
import { dashboard } from "./dashboard";
import { dev } from "./dev";
import { answerError, unknownRoute } from "./errors";
import { eventsRouter } from "./events";
import { examples } from "./examples";
import { generate } from "./generate";
import { health } from "./health";
import { interests } from "./interests";
import { bodyLimit } from "./middleware/body-limit";
import { maintenance } from "./middleware/maintenance";
import { originCheck } from "./middleware/origin-check";
import { securityHeaders } from "./middleware/security-headers";
import { services } from "./middleware/services";
import { offer } from "./offer";
import { apiReference } from "./openapi";
import { optout } from "./optout";
import { payments } from "./payments";
import { plans } from "./plans";
import { report } from "./report";
import { settings } from "./settings";
import { snoop } from "./snoop";
import { sse } from "./sse";
import { states } from "./states";
import { subscription } from "./subscription";
import { watch } from "./watch";

const API_BASE = "/api/v1";

/** The API (API.md): its middleware, then each area at its own prefix. */
export const api = createRouter()
  .basePath(API_BASE)
  .use(securityHeaders)
  .use(services)
  .use(originCheck)
  .use(maintenance)
  .use(bodyLimit)
  .route("/healthcheck", health)
  .route("/states", states)
  .route("/plans", plans)
  .route("/cookies", cookies)
  .route("/offer", offer)
  .route(
    "/events",
    eventsRouter((): readonly RouteTemplate[] => api.routes, API_BASE),
  )
  .route("/auth", auth)
  .route("/settings", settings)
  .route("/subscription", subscription)
  .route("/payments", payments)
  .route("/dashboard", dashboard)
  .route("/create", create)
  .route("/generate", generate)
  // API.md: `GET /generate/{id}` is `GET /check/{id}` under its other name.
  .route("/generate", check)
  .route("/check", check)
  .route("/sse", sse)
  .route("/report", report)
  .route("/snoop", snoop)
  .route("/examples", examples)
  .route("/interests", interests)
  .route("/optout", optout)
  .route("/watch", watch)
  .route("/dev", dev)
  .route("/", apiReference(API_BASE))
  .notFound(unknownRoute)
  .onError(answerError);
