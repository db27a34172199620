import * as z from "zod/mini";

/**
 * Plans, the offer, subscriptions and checkout (API.md "Endpoints": /plans, /offer,
 * /subscription/*, /settings/manage, the development checkout). Handlers `satisfies` these
 * types; the client parses with the schemas.
 */

const planPeriodSchema = z.enum(["week", "month"]);
export type PlanPeriod = z.infer<typeof planPeriodSchema>;

/** `GET /plans`: one listed plan. */
export const planAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  reports: z.number(),
  savePerReport: z.number(),
  period: planPeriodSchema,
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;
export const plansAnswerSchema = z.array(planAnswerSchema);
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

/** The offer `GET /offer` (and /plans without `?offer=`) shows: the first-week offer. */
export const DEFAULT_OFFER = "first-week";

/** `GET /offer`, `GET /offer/{hash}`: the first-week offer; `planId` is what `/subscription/start` buys. */
export const offerAnswerSchema = z.object({
  price: z.number(),
  reports: z.number(),
  durationHours: z.number(),
  expiresAt: z.string(),
  planId: z.string(),
});
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

export const SUBSCRIPTION_STATUSES = ["active", "canceled", "inactive"] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A plan as a subscription names it. */
const subscribedPlanSchema = z.omit(planAnswerSchema, { savePerReport: true });

/** `GET /subscription/info`, `POST /subscription/cancel`. */
export const subscriptionInfoSchema = z.object({
  plan: z.nullable(subscribedPlanSchema),
  status: subscriptionStatusSchema,
  reportsLeft: z.number(),
  periodEnd: z.nullable(z.string()),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** `POST /subscription/start/{planId}`: go to Checkout, or it is done (a plan change, a resume). */
export const startSubscriptionAnswerSchema = z.union([
  z.object({ checkout_url: z.string() }),
  z.object({ status: z.enum(["success", "error"]) }),
]);
export type StartSubscriptionAnswer = z.infer<typeof startSubscriptionAnswerSchema>;

/** `GET /settings/manage`. */
export const billingPortalAnswerSchema = z.object({ url: z.string() });
export type BillingPortalAnswer = z.infer<typeof billingPortalAnswerSchema>;

/** A checkout session id as Checkout and the local checkout write it (Stripe's run up to 255 characters). */
export const CHECKOUT_SESSION_ID_PATTERN = /^[\w-]{1,255}$/;

/** Development only: what the local checkout page shows of a session. */
const localCheckoutViewSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  plan: subscribedPlanSchema,
  email: z.string(),
  promotionCode: z.nullable(z.string()),
});
export type LocalCheckoutView = z.infer<typeof localCheckoutViewSchema>;

/** `POST /api/v1/dev/checkout/{sessionId}/complete`: where the local checkout page sends the browser. */
export const localCheckoutAnswerSchema = z.object({ redirect: z.string() });
export type LocalCheckoutAnswer = z.infer<typeof localCheckoutAnswerSchema>;

/** `POST /payments/webhook`: the event was taken (`duplicate`: an event id already processed). */
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

/** The query parameters Checkout comes back with (the spec's "Query parameters handled"). */
export const CHECKOUT_PARAMS = {
  result: "subscription_result",
  planId: "pid",
  sessionId: "csi",
  fromDiscount: "from_discount",
} as const;
export type CheckoutResult = "success" | "fail";

/** The spec's payment toasts. */
export const PAYMENT_TOASTS = {
  success: { title: "Payment Successful!" },
  fail: { title: "Payment Failed", message: "Your payment was canceled!" },
} as const;

/**
 * The report a locked report's subscribe or upgrade button was pressed on, run (opened) again
 * after a successful payment: a cookie of 600 seconds (the spec's friend-search cookie).
 */
export const FRIEND_SEARCH_COOKIE = { name: "friend_search", maxAgeSeconds: 600 } as const;

/** The discount offer flag in session storage: valid 10 minutes after the redirect to Checkout. */
export const DISCOUNT_FLAG = { key: "lookwise:discount", validMs: 10 * 60_000 } as const;

/** After a successful payment: user info read at once, then every 3 s until the plan matches; a reload after 30 s. */
export const PLAN_POLL = { everyMs: 3_000, reloadAfterMs: 30_000 } as const;
