import type { LocalCheckoutAnswer } from "../../contracts/billing";
import type { ClockAnswer, CronAnswer, OutboxAnswer, ProbeAnswer } from "../../contracts/dev";
import { checkoutBody, checkoutParam, clockBody, outboxQuery, probeParam } from "../../contracts/dev-schema";
import { readSimAdvance, saveSimAdvance } from "../../db/dev-clock";
import { listOutbox } from "../../db/outbox";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { usesLocalBilling } from "../../payments/provider";
import { roomOf } from "../../reports/room";
import { runMonitoring } from "../../scheduled";
import { requireUser } from "./middleware/require-user";

const probeRoom = (env: Env, name: string) => roomOf(env, `probe:${name}`);

const DAY_MS = 86_400_000;

const clockAnswer = (advanceMs: number): ClockAnswer => ({
  advanceMs,
  now: new Date(Date.now() + advanceMs).toISOString(),
});

/** Development-only endpoints (`devEndpointsOpen`): anywhere else they answer 404, as if they did not exist. */
export const dev = createRouter()
  .use(async (c, next) => {
    if (!c.var.devOpen) throw new ApiError("not_found");
    await next();
  })

  .get("/outbox", validate("query", outboxQuery), async (c) => {
    const rows = await listOutbox(c.var.db, c.req.valid("query").to);
    return c.json(rows.map((row) => ({ ...row, created: row.created.toISOString() })) satisfies OutboxAnswer);
  })
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
    validate("param", checkoutParam),
    validate("json", checkoutBody),
    async (c) => {
      const answer = await c.var.subscriptions.completeCheckout({
        userId: c.var.user.id,
        sessionId: c.req.valid("param").sessionId,
        result: c.req.valid("json").result,
      });
      return c.json(answer satisfies LocalCheckoutAnswer);
    },
  )
  /** The simulated clock (docs/generation.md "Monitoring"): the simulator's personas post on it. */
  .get("/clock", async (c) => c.json(clockAnswer(await readSimAdvance(c.var.db)) satisfies ClockAnswer))
  .post("/clock", validate("json", clockBody), async (c) => {
    const body = c.req.valid("json");
    const advanceMs = "days" in body ? (await readSimAdvance(c.var.db)) + Math.round(body.days * DAY_MS) : 0;
    await saveSimAdvance(c.var.db, advanceMs);
    return c.json(clockAnswer(advanceMs) satisfies ClockAnswer);
  })
  /** The hourly monitoring cron, run now by hand, as of the simulated clock's "now". */
  .post("/cron", async (c) => {
    const now = new Date(Date.now() + (await readSimAdvance(c.var.db)));
    const run = await runMonitoring(c.env, now);
    return c.json({ now: now.toISOString(), ...run } satisfies CronAnswer);
  })
  /** The SSE bench: subscribe to a probe room, and publish a timestamped probe to its subscribers. */
  .get("/sse/:name", validate("param", probeParam), (c) =>
    probeRoom(c.env, c.req.valid("param").name).fetch(
      new Request("http://room/sse", { signal: c.req.raw.signal }),
    ),
  )
  .post("/sse/:name/probe", validate("param", probeParam), async (c) =>
    c.json({ subscribers: await probeRoom(c.env, c.req.valid("param").name).probe() } satisfies ProbeAnswer),
  );
