import { sql } from "drizzle-orm";
import { examplesInUse } from "../../domain/examples";
import { ensureExamples, examplesReady } from "../../generation/examples";
import { createRouter } from "../../lib/hono";

/**
 * D1 reachable, and outside production the seed data ready: the example reports in use (the
 * simulator's, locally) are generated on the first checks (through the real pipeline), and until
 * they are complete the check answers 503, so tools and tests wait for a seeded app. Production
 * generates its examples with `npm run examples` (README).
 */
export const health = createRouter().get("/healthcheck", async (c) => {
  try {
    await c.var.db.run(sql`select 1`);
  } catch (error) {
    console.error("healthcheck: D1 unreachable", error);
    return c.json({ status: "error", db: "error" }, 503);
  }
  const examples = examplesInUse(c.var.config);
  if (c.var.config.ENVIRONMENT !== "production" && !(await examplesReady(c.var.db, examples))) {
    c.executionCtx.waitUntil(
      ensureExamples({ env: c.env, db: c.var.db, transport: c.var.sources, examples }),
    );
    return c.json({ status: "seeding", db: "ok" }, 503);
  }
  return c.json({ status: "ok", db: "ok" });
});
