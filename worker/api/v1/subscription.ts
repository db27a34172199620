import { getCookie } from "hono/cookie";
import type { StartSubscriptionAnswer, SubscriptionInfo } from "../../contracts/billing";
import { planParam } from "../../contracts/billing-schema";
import { COOKIE, promoCode } from "../../lib/cookies";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { requireUser } from "./middleware/require-user";

export const subscription = createRouter()
  .use(requireUser)

  .post("/start/:planId", validate("param", planParam), async (c) => {
    const answer = await c.var.subscriptions.start({
      user: c.var.user,
      planId: c.req.valid("param").planId,
      returnOrigin: c.var.origins.landing,
      promotionCode: promoCode(getCookie(c, COOKIE.promocode)),
    });
    return c.json(answer satisfies StartSubscriptionAnswer);
  })

  .post("/cancel", async (c) =>
    c.json((await c.var.subscriptions.cancel(c.var.user.id)) satisfies SubscriptionInfo),
  )

  .get("/info", async (c) =>
    c.json((await c.var.subscriptions.info(c.var.user.id)) satisfies SubscriptionInfo),
  );
