import { and, eq, lte } from "drizzle-orm";
import Stripe from "stripe";
import { randomId } from "../auth/crypto";
import type { CheckoutResult, LocalCheckoutAnswer, LocalCheckoutView } from "../contracts/billing";
import type { Db } from "../db/client";
import { findActivePlan, planSummary } from "../db/plans";
import { checkoutSessions, localBillingSubscriptions, plans, users } from "../db/schema";
import { closeCheckoutSession, findCheckoutSession } from "../db/subscriptions";
import { findUserById } from "../db/users";
import { periodEnd } from "../domain/subscription-state";
import { ApiError } from "../lib/errors";
import type { LocalSubscriptionRow } from "./local-billing";
import { type BillingDeps, receiveWebhook } from "./webhook";

/** A checkout session as its own user's local checkout page shows it; null for anyone else's. */
export async function localCheckoutView(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<LocalCheckoutView | null> {
  const [row] = await db
    .select({
      id: checkoutSessions.id,
      status: checkoutSessions.status,
      expires: checkoutSessions.expires,
      promotionCode: checkoutSessions.promotionCode,
      email: users.email,
      plan: planSummary,
    })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { expires, ...view } = row;
  return { ...view, status: view.status === "open" && expires <= new Date() ? "expired" : view.status };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The subscription as Stripe's API shows it (the fields the webhook and its readers use). */
function subscriptionObject(row: LocalSubscriptionRow) {
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? seconds(row.periodEnd) : null,
    created: seconds(row.created),
    metadata: { user_id: row.userId, plan_id: row.planId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${row.id}`,
          object: "subscription_item",
          current_period_start: seconds(row.periodStart),
          current_period_end: seconds(row.periodEnd),
          price: { id: `price_local_${row.planId}`, object: "price", product: `prod_local_${row.planId}` },
        },
      ],
    },
  };
}

function invoiceObject(row: LocalSubscriptionRow, reason: "subscription_create" | "subscription_cycle") {
  return {
    id: randomId("in_local"),
    object: "invoice",
    customer: row.customerId,
    status: "paid",
    billing_reason: reason,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: row.id, metadata: { user_id: row.userId, plan_id: row.planId } },
    },
    lines: {
      object: "list",
      data: [{ period: { start: seconds(row.periodStart), end: seconds(row.periodEnd) } }],
    },
  };
}

/** Sends one Stripe-format event, signed with the webhook secret, to the webhook's own handler. */
async function sendEvent(deps: BillingDeps, type: string, object: object, now: Date) {
  const payload = JSON.stringify({
    id: randomId("evt_local"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    livemode: false,
    type,
    data: { object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: deps.billing.webhookSecret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  await receiveWebhook(deps, payload, signature);
}

/**
 * The local checkout page's Pay or Cancel (`POST /dev/checkout/{id}/complete`): pays at once and
 * sends what Stripe sends (the session completed, the subscription created, the invoice paid),
 * or expires the session; answers where the browser goes next, as Stripe would redirect it.
 * Only the account that started the session may complete it (anyone else's is not found).
 */
export type LocalCheckoutRequest = { userId: string; sessionId: string; result: CheckoutResult };

export async function completeLocalCheckout(
  deps: BillingDeps,
  request: LocalCheckoutRequest,
  now = new Date(),
): Promise<LocalCheckoutAnswer> {
  const { result } = request;
  const session = await findCheckoutSession(deps.db, request.sessionId);
  if (session?.userId !== request.userId) throw new ApiError("not_found", "Checkout session not found");
  // One answer per session, however often the button is pressed: the first press closes it.
  const closed =
    session.expires > now &&
    (await closeCheckoutSession(deps.db, session.id, result === "success" ? "complete" : "expired"));
  if (!closed) throw new ApiError("conflict", "This checkout session is no longer open");
  if (result === "fail") {
    await sendEvent(
      deps,
      "checkout.session.expired",
      { id: session.id, object: "checkout.session", status: "expired" },
      now,
    );
    return { redirect: session.cancelUrl };
  }
  const plan = await findActivePlan(deps.db, session.planId);
  const user = await findUserById(deps.db, session.userId);
  if (!plan || !user?.stripeCustomerId)
    throw new ApiError("conflict", "This checkout session is no longer open");
  const row: LocalSubscriptionRow = {
    id: randomId("sub_local"),
    customerId: user.stripeCustomerId,
    userId: user.id,
    planId: plan.id,
    status: "active",
    // An offer is told not to renew when the webhook syncs it, as at Stripe.
    cancelAtPeriodEnd: false,
    periodStart: now,
    periodEnd: periodEnd(now, plan.period),
    created: now,
  };
  await deps.db.insert(localBillingSubscriptions).values(row);
  const subscription = subscriptionObject(row);
  await sendEvent(
    deps,
    "checkout.session.completed",
    {
      id: session.id,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      customer: row.customerId,
      client_reference_id: user.id,
      subscription: row.id,
      metadata: { user_id: user.id, plan_id: plan.id },
    },
    now,
  );
  await sendEvent(deps, "customer.subscription.created", subscription, now);
  await sendEvent(deps, "invoice.paid", invoiceObject(row, "subscription_create"), now);
  return { redirect: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) };
}

/**
 * What Stripe does at the end of a period, for the local stand-in (the daily job runs it): a
 * renewing subscription is paid for its next period; one cancelled at period end ends.
 */
export async function advanceLocalSubscriptions(deps: BillingDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(localBillingSubscriptions)
    .where(
      and(eq(localBillingSubscriptions.status, "active"), lte(localBillingSubscriptions.periodEnd, now)),
    );
  for (const row of due) {
    const plan = await findActivePlan(deps.db, row.planId);
    const next: LocalSubscriptionRow =
      row.cancelAtPeriodEnd || !plan
        ? { ...row, status: "canceled" }
        : { ...row, periodStart: row.periodEnd, periodEnd: periodEnd(row.periodEnd, plan.period) };
    await deps.db.update(localBillingSubscriptions).set(next).where(eq(localBillingSubscriptions.id, row.id));
    if (next.status === "canceled") {
      await sendEvent(deps, "customer.subscription.deleted", subscriptionObject(next), now);
    } else {
      await sendEvent(deps, "invoice.paid", invoiceObject(next, "subscription_cycle"), now);
      await sendEvent(deps, "customer.subscription.updated", subscriptionObject(next), now);
    }
  }
  return due.length;
}
