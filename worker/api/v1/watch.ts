import type { WatchStopResponse } from "../../contracts/report";
import { watchStopBody } from "../../contracts/report-schema";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** An alert's "stop watching" link, signed out (monitoring/stop-link.ts): the page's button posts its token here. */
export const watch = createRouter().post("/stop", validate("json", watchStopBody), async (c) =>
  c.json((await c.var.watches.stopByToken(c.req.valid("json").token)) satisfies WatchStopResponse),
);
