import { requestReader } from "../../auth/owner";
import type { CheckResponse } from "../../contracts/report";
import { reportIdParam, shareQuery } from "../../contracts/report-schema";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** `GET /check/{id}` (and `GET /generate/{id}`): how far the report's generation is; only looking takes no quota. */
export const check = createRouter().get(
  "/:id",
  validate("param", reportIdParam),
  validate("query", shareQuery),
  async (c) => {
    const reader = requestReader(c, c.req.valid("query").h);
    const { report } = await c.var.reports.readable(c.req.valid("param").id, reader, { consume: false });
    return c.json((await c.var.reports.check(report)) satisfies CheckResponse);
  },
);
