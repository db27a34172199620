import { CHECKOUT_PARAMS, type StartSubscriptionAnswer, type SubscriptionInfo } from "../contracts/billing";
import type { Db } from "../db/client";
import { findActivePlan, listActiveOffersOf, type PlanRecord } from "../db/plans";
import {
  closeCheckoutSession,
  countCheckouts,
  findSubscription,
  findSubscriptionState,
  insertCheckoutSession,
  keepCustomerId,
  listOpenCheckouts,
} from "../db/subscriptions";
import type { User } from "../db/users";
import { offerRunning } from "../domain/offer";
import { pagePath, withQuery } from "../domain/page-path";
import { isUsable, reportsLeft } from "../domain/subscription-state";
import { ApiError } from "../lib/errors";
import type { Billing } from "./billing";
import { mayBuyOffer } from "./catalog";
import { completeLocalCheckout, type LocalCheckoutRequest, localCheckoutView } from "./local-checkout";
import { type BillingDeps, syncSubscription } from "./webhook";

/** How long a checkout session stays payable (Stripe accepts 30 minutes to 24 hours). */
const CHECKOUT_TTL_MS = 60 * 60_000;

export const BILLING_MESSAGES = {
  planNotFound: "Plan not found",
  alreadySubscribed: "You are already subscribed to this plan",
  offerEnded: "This offer has ended",
  offerForNewSubscribers: "This offer is for new subscribers only",
  noSubscription: "No active subscription",
  nothingToManage: "No subscription to manage",
} as const;

/** `GET /subscription/info`: no subscription, or one past its period, is inactive with nothing left. */
export async function subscriptionInfo(db: Db, userId: string, now = new Date()): Promise<SubscriptionInfo> {
  const row = await findSubscription(db, userId);
  if (!row || !isUsable(row, now)) return { plan: null, status: "inactive", reportsLeft: 0, periodEnd: null };
  return {
    plan: row.plan,
    status: row.status,
    reportsLeft: reportsLeft(row, row.plan.reports, now),
    periodEnd: row.periodEnd.toISOString(),
  };
}

export type StartRequest = {
  user: Pick<User, "id" | "email" | "stripeCustomerId" | "offerShownAt">;
  planId: string;
  /** Where Checkout sends the browser back to (the landing host's /plans). */
  returnOrigin: string;
  /** The promocode cookie, applied as a promotion code. */
  promotionCode: string | null;
  now?: Date;
};

/** The success and cancel addresses; `{CHECKOUT_SESSION_ID}` is filled in by Checkout. */
function returnUrls(origin: string, plan: PlanRecord) {
  const discount = plan.kind === "offer" ? 1 : undefined;
  const plans = withQuery(pagePath("/plans"), {
    [CHECKOUT_PARAMS.planId]: plan.id,
    [CHECKOUT_PARAMS.fromDiscount]: discount,
  });
  // Checkout fills in `{CHECKOUT_SESSION_ID}` itself, so that one stays unencoded.
  const base = `${origin}${plans}`;
  return {
    successUrl: `${base}&${CHECKOUT_PARAMS.result}=success&${CHECKOUT_PARAMS.sessionId}={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}&${CHECKOUT_PARAMS.result}=fail`,
  };
}

/** An offer is sold to a new subscriber within the account's own window (never started: none). */
async function assertOfferOpen(db: Db, plan: PlanRecord, user: StartRequest["user"], now: Date) {
  if (!(await mayBuyOffer(db, user.id)))
    throw new ApiError("conflict", BILLING_MESSAGES.offerForNewSubscribers);
  const shown = user.offerShownAt?.getTime() ?? null;
  const offers = await listActiveOffersOf(db, plan.id);
  if (!offers.some((o) => offerRunning(o.durationHours, shown, now.getTime())))
    throw new ApiError("conflict", BILLING_MESSAGES.offerEnded);
}

async function customerOf(db: Db, billing: Billing, user: StartRequest["user"]): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const made = await billing.createCustomer(user);
  return (await keepCustomerId(db, user.id, made)) ?? made;
}

/**
 * `POST /subscription/start/{planId}`. A subscriber changing plan pays the difference at once (no
 * redirect) and keeps the period's count of reports used; the same plan, cancelled, is resumed.
 * Anyone else goes to Checkout, one open session per account: starting the same plan again answers
 * the same session, another plan replaces it.
 */
export async function startSubscription(
  deps: BillingDeps,
  request: StartRequest,
): Promise<StartSubscriptionAnswer> {
  const { db, billing } = deps;
  const now = request.now ?? new Date();
  const plan = await findActivePlan(db, request.planId);
  if (!plan) throw new ApiError("not_found", BILLING_MESSAGES.planNotFound);
  const state = await findSubscriptionState(db, request.user.id);

  if (state && isUsable(state, now)) {
    if (plan.kind === "offer") throw new ApiError("conflict", BILLING_MESSAGES.offerForNewSubscribers);
    if (state.planId === plan.id) {
      if (state.status === "active") throw new ApiError("conflict", BILLING_MESSAGES.alreadySubscribed);
      await billing.setCancelAtPeriodEnd(state.subscriptionId, false);
      await syncSubscription(deps, state.subscriptionId);
      return { status: "success" };
    }
    const changed = await billing.changePlan(state.subscriptionId, plan);
    if (changed === "success") await syncSubscription(deps, state.subscriptionId);
    return { status: changed };
  }

  // Before an open session is answered again: an offer's window may have ended since.
  if (plan.kind === "offer") await assertOfferOpen(db, plan, request.user, now);
  const [open] = await listOpenCheckouts(db, request.user.id, now);
  if (open?.planId === plan.id) return { checkout_url: open.url };

  const customerId = await customerOf(db, billing, request.user);
  const urls = returnUrls(request.returnOrigin, plan);
  const expires = new Date(now.getTime() + CHECKOUT_TTL_MS);
  // Parallel starts share the key, so they share one session.
  const sessionKey = `checkout-${request.user.id}-${await countCheckouts(db, request.user.id)}-${plan.id}`;
  const session = await billing.createCheckout({
    sessionKey,
    user: request.user,
    customerId,
    plan,
    ...urls,
    promotionCode: request.promotionCode,
    expires,
  });
  await insertCheckoutSession(db, {
    id: session.id,
    userId: request.user.id,
    planId: plan.id,
    url: session.url,
    ...urls,
    promotionCode: request.promotionCode,
    status: "open",
    created: now,
    expires,
  });
  const others = (await listOpenCheckouts(db, request.user.id, now)).filter((open) => open.id !== session.id);
  for (const other of others) {
    await billing.expireCheckout(other.id);
    await closeCheckoutSession(db, other.id, "expired");
  }
  return { checkout_url: session.url };
}

/** `POST /subscription/cancel`: at the period's end; the quota stays usable until then. */
export async function cancelSubscription(deps: BillingDeps, userId: string, now = new Date()) {
  const state = await findSubscriptionState(deps.db, userId);
  if (!state || !isUsable(state, now)) throw new ApiError("not_found", BILLING_MESSAGES.noSubscription);
  if (state.status === "active") {
    await deps.billing.setCancelAtPeriodEnd(state.subscriptionId, true);
    await syncSubscription(deps, state.subscriptionId);
  }
  return subscriptionInfo(deps.db, userId, now);
}

/**
 * Before an account is deleted: its subscription ends now and its open checkouts expire, so
 * nothing is billed again. `billing` is asked for only when there is something to stop.
 */
export async function stopBilling(db: Db, billing: () => Billing, userId: string, now = new Date()) {
  const state = await findSubscriptionState(db, userId);
  const live = state && isUsable(state, now);
  const open = await listOpenCheckouts(db, userId, now);
  if (!live && open.length === 0) return;
  const provider = billing();
  if (live) await provider.cancelNow(state.subscriptionId);
  for (const session of open) await provider.expireCheckout(session.id);
}

/**
 * The per-request subscriptions (services.ts): the API's `/subscription` and `/dev/checkout`
 * areas and the /plans, /dev/billing and /dev/checkout loaders. The provider is asked for on
 * first use only: reading a subscription needs none.
 */
export function subscriptionService(db: Db, billing: () => Billing) {
  const deps = (): BillingDeps => ({ db, billing: billing() });
  return {
    info: (userId: string) => subscriptionInfo(db, userId),
    start: (request: StartRequest) => startSubscription(deps(), request),
    cancel: (userId: string) => cancelSubscription(deps(), userId),
    checkoutView: (sessionId: string, userId: string) => localCheckoutView(db, sessionId, userId),
    completeCheckout: (request: LocalCheckoutRequest) => completeLocalCheckout(deps(), request),
  };
}
