import { timingSafeEqual } from "../../auth/crypto";
import type { ExampleReport, ExamplesGenerateAnswer } from "../../contracts/report";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";

/** The public example reports: no account needed to list or open them. */
export const examples = createRouter()
  .get("/", async (c) => c.json((await c.var.examples.list()) satisfies ExampleReport[]))
  /**
   * Production's way to (re)generate the examples of `EXAMPLE_PROFILES` (`npm run examples`):
   * answers how many there are and those complete so far, once all are started. Needs the
   * ADMIN_TOKEN secret as a bearer token; without one configured it does not exist.
   */
  .post("/generate", async (c) => {
    const token = c.var.config.ADMIN_TOKEN;
    if (!token) throw new ApiError("not_found");
    const given = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
    if (!(await timingSafeEqual(given, token))) throw new ApiError("unauthorized");
    await c.var.examples.ensure();
    const answer = { examples: c.var.examples.inUse.length, completed: await c.var.examples.list() };
    return c.json(answer satisfies ExamplesGenerateAnswer, 202);
  });
