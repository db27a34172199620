import { z } from "zod";
import { ANALYTICS_EVENTS, recordEvent } from "../../lib/analytics";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

const eventBody = z.object({ name: z.enum(ANALYTICS_EVENTS), label: z.string().max(200).default("") });

export const events = createRouter().post("/events", validate("json", eventBody), (c) => {
  const { name, label } = c.req.valid("json");
  recordEvent(c.env.ANALYTICS, { name, label, host: c.var.url.hostname });
  return c.body(null, 204);
});
