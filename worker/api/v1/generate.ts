import { requestOwner } from "../../auth/owner";
import type { GenerateResponse } from "../../contracts/report";
import { generateBody } from "../../contracts/report-schema";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** `POST /generate`: the owner's confirmed report handed to its room (generation/start.ts). */
export const generate = createRouter().post("/", validate("json", generateBody), async (c) => {
  const { report } = await c.var.reports.own(c.req.valid("json").id, requestOwner(c));
  return c.json((await c.var.reports.start(report)) satisfies GenerateResponse, 202);
});
