import { sql } from "drizzle-orm";
import { createRouter } from "../../lib/hono";

export const health = createRouter().get("/healthcheck", async (c) => {
  try {
    await c.var.db.run(sql`select 1`);
    return c.json({ status: "ok", db: "ok" });
  } catch (error) {
    console.error("healthcheck: D1 unreachable", error);
    return c.json({ status: "error", db: "error" }, 503);
  }
});
