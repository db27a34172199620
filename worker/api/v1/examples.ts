import { redZoneFor } from "../../analysis/taxonomy";
import { timingSafeEqual } from "../../auth/crypto";
import type { ExampleReport, RedZoneResponse } from "../../contracts/report";
import { redzoneParam } from "../../contracts/report-schema";
import { examplesInUse } from "../../domain/examples";
import { ensureExamples, listExamples } from "../../generation/examples";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** The public example reports and the red-zone vocabulary: no account needed. */
export const examples = createRouter()
  .get("/examples", async (c) =>
    c.json((await listExamples(c.var.db, examplesInUse(c.var.config))) satisfies ExampleReport[]),
  )
  .get("/interests/:source/redzone", validate("param", redzoneParam), (c) =>
    c.json(redZoneFor(c.req.valid("param").source) satisfies RedZoneResponse),
  )
  /**
   * Production's way to (re)generate the examples of `EXAMPLE_PROFILES` (`npm run examples`):
   * answers how many there are and those complete so far, once all are started. Needs the
   * ADMIN_TOKEN secret as a bearer token; without one configured it does not exist.
   */
  .post("/examples/generate", async (c) => {
    const token = c.var.config.ADMIN_TOKEN;
    if (!token) throw new ApiError("not_found");
    const given = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
    if (!(await timingSafeEqual(given, token))) throw new ApiError("unauthorized");
    const list = examplesInUse(c.var.config);
    await ensureExamples({ env: c.env, db: c.var.db, transport: c.var.sources, examples: list });
    return c.json({ examples: list.length, completed: await listExamples(c.var.db, list) }, 202);
  });
