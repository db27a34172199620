import { getCookie } from "hono/cookie";
import type { StartSubscriptionAnswer, SubscriptionInfo } from "../../contracts/billing";
import { COOKIE, promoCode } from "../../lib/cookies";
import { createRouter } from "../../lib/hono";
import { requireUser } from "./middleware/require-user";

export const subscription = createRouter()
  .use(requireUser)

  // Any plan id that is not on sale, however it looks, is an unknown plan: 404.
  .post("/start/:planId", async (c) => {
    const answer = await c.var.subscriptions.start({
      user: c.var.user,
      planId: c.req.param("planId"),
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
