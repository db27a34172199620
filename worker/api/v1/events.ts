import { analyticsEventSchema } from "../../contracts/analytics";
import { clientErrorLabel, type RouteTemplate, recordEvent } from "../../lib/analytics";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/**
 * `POST /events`: one analytics event. A failed call's label is stored as its route's template,
 * so no token of a path or query reaches analytics; `routes` lists the API's routes (read late,
 * as the API that mounts this router is built after it).
 */
export const eventsRouter = (routes: () => readonly RouteTemplate[], base: string) =>
  createRouter().post("/", validate("json", analyticsEventSchema), (c) => {
    const event = c.req.valid("json");
    const label = event.name === "client_error" ? clientErrorLabel(event.label, routes(), base) : event.label;
    recordEvent(c.env.ANALYTICS, { name: event.name, label, host: c.var.url.hostname });
    return c.body(null, 204);
  });
