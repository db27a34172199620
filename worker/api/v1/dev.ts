import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { CHECKOUT_SESSION_ID_PATTERN, type LocalCheckoutAnswer } from "../../contracts/billing";
import { outbox } from "../../db/schema";
import type { Config } from "../../env";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { requireUser } from "../../lib/require-user";
import { validate } from "../../lib/validate";
import { usesLocalBilling } from "../../payments/billing";
import { completeLocalCheckout } from "../../payments/local-checkout";
import { requestBilling } from "../../payments/request-billing";

/** A room of the SSE bench: no report behind it, only the fan-out. */
const probeParam = z.object({ name: z.string().regex(/^[\w-]{1,64}$/) });
const probeRoom = (env: Env, name: string) => env.REPORT_ROOM.getByName(`probe:${name}`);

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The dev endpoints (the outbox holds password reset links) need two signals: a development or
 * test configuration, and a request to a local host (loopback, `*.localhost`) or a `.test` one
 * (RFC 6761 names: no public DNS name resolves there).
 */
export function devEndpointsOpen(environment: Config["ENVIRONMENT"], hostname: string): boolean {
  if (environment !== "development" && environment !== "test") return false;
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return LOOPBACK.has(host) || host.endsWith(".localhost") || host.endsWith(".test");
}

/** Development-only endpoints: anywhere else they answer 404, as if they did not exist. */
export const dev = createRouter()
  .use(async (c, next) => {
    if (!devEndpointsOpen(c.var.config.ENVIRONMENT, c.var.url.hostname)) throw new ApiError("not_found");
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
  )
  /**
   * The local checkout page's Pay and Cancel (no Stripe keys; with them there is no such page):
   * the signed-in user's own session only. The events go to the webhook's handler.
   */
  .post(
    "/checkout/:sessionId/complete",
    async (c, next) => {
      if (!usesLocalBilling(c.var.config)) throw new ApiError("not_found");
      await next();
    },
    requireUser,
    validate(
      "param",
      z.object({ sessionId: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, "Checkout session not found") }),
    ),
    validate("json", z.object({ result: z.enum(["success", "fail"]) })),
    async (c) => {
      const answer = await completeLocalCheckout(requestBilling(c), {
        userId: c.var.user.id,
        sessionId: c.req.valid("param").sessionId,
        result: c.req.valid("json").result,
      });
      return c.json(answer satisfies LocalCheckoutAnswer);
    },
  )
  /** The SSE bench: subscribe to a probe room, and publish a timestamped probe to its subscribers. */
  .get("/sse/:name", validate("param", probeParam), (c) =>
    probeRoom(c.env, c.req.valid("param").name).fetch(
      new Request("http://room/sse", { signal: c.req.raw.signal }),
    ),
  )
  .post("/sse/:name/probe", validate("param", probeParam), async (c) =>
    c.json({ subscribers: await probeRoom(c.env, c.req.valid("param").name).probe() }),
  );
