/**
 * Plans, the offer, subscriptions and checkout (API.md "Endpoints": /plans, /offer,
 * /subscription/*, /settings/manage, the development checkout), zod-free so the browser can
 * import them. Handlers `satisfies` these types.
 */

export type PlanPeriod = "week" | "month";

/** `GET /plans`: one listed plan. */
export type PlanAnswer = {
  id: string;
  title: string;
  price: number;
  reports: number;
  savePerReport: number;
  period: PlanPeriod;
};

/** The offer `GET /offer` (and /plans without `?offer=`) shows: the first-week offer. */
export const DEFAULT_OFFER = "first-week";

/** `GET /offer`, `GET /offer/{hash}`: the first-week offer; `planId` is what `/subscription/start` buys. */
export type OfferAnswer = {
  price: number;
  reports: number;
  durationHours: number;
  expiresAt: string;
  planId: string;
};

export const SUBSCRIPTION_STATUSES = ["active", "canceled", "inactive"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `GET /subscription/info`, `POST /subscription/cancel`. */
export type SubscriptionInfo = {
  plan: { id: string; title: string; price: number; reports: number; period: PlanPeriod } | null;
  status: SubscriptionStatus;
  reportsLeft: number;
  periodEnd: string | null;
};

/** `POST /subscription/start/{planId}`: go to Checkout, or it is done (a plan change, a resume). */
export type StartSubscriptionAnswer = { checkout_url: string } | { status: "success" | "error" };

/** `GET /settings/manage`. */
export type BillingPortalAnswer = { url: string };

/** A checkout session id as Checkout and the local checkout write it (Stripe's run up to 255 characters). */
export const CHECKOUT_SESSION_ID_PATTERN = /^[\w-]{1,255}$/;

/** Development only: what the local checkout page shows of a session. */
export type LocalCheckoutView = {
  id: string;
  status: "open" | "complete" | "expired";
  plan: { id: string; title: string; price: number; reports: number; period: PlanPeriod };
  email: string;
  promotionCode: string | null;
};

/** `POST /api/v1/dev/checkout/{sessionId}/complete`: where the local checkout page sends the browser. */
export type LocalCheckoutAnswer = { redirect: string };

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
