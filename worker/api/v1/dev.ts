import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** Development-only endpoints: they answer 404 in production, as if they did not exist. */
export const dev = createRouter()
  .use(async (c, next) => {
    if (c.var.config.ENVIRONMENT === "production") throw new ApiError("not_found");
    await next();
  })

  .get(
    "/outbox",
    validate("query", z.object({ to: z.string().trim().toLowerCase().optional() })),
    async (c) => {
      const { to } = c.req.valid("query");
      const rows = await c.var.db
        .select({
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          links: outbox.links,
          created: outbox.created,
        })
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.created), desc(outbox.id))
        .limit(100);
      return c.json(rows.map((row) => ({ ...row, created: row.created.toISOString() })));
    },
  );
