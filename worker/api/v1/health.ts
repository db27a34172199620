import type { HealthAnswer } from "../../contracts/site";
import { pingDb } from "../../db/health";
import { createRouter } from "../../lib/hono";

/**
 * D1 reachable, and outside production the seed data ready: the example reports in use (the
 * simulator's, locally) are generated on the first checks (through the real pipeline), and until
 * they are complete the check answers 503, so tools and tests wait for a seeded app. Production
 * generates its examples with `npm run examples` (README).
 */
export const health = createRouter().get("/", async (c) => {
  try {
    await pingDb(c.var.db);
  } catch (error) {
    console.error("healthcheck: D1 unreachable", error);
    return c.json({ status: "error", db: "error" } satisfies HealthAnswer, 503);
  }
  if (c.var.config.ENVIRONMENT !== "production" && !(await c.var.examples.ready())) {
    c.executionCtx.waitUntil(c.var.examples.ensure());
    return c.json({ status: "seeding", db: "ok" } satisfies HealthAnswer, 503);
  }
  return c.json({ status: "ok", db: "ok" } satisfies HealthAnswer);
});
