import Stripe from "stripe";
import type { WebhookAnswer } from "../contracts/billing";
import type { Db } from "../db/client";
import { findActivePlan } from "../db/plans";
import {
  claimEvent,
  closeCheckoutSession,
  findSubscriptionState,
  findUserIdByCustomer,
  releaseEvent,
  saveSubscriptionState,
} from "../db/subscriptions";
import { findUserById } from "../db/users";
import { nextSubscriptionState, renewsAnOffer } from "../domain/subscription-state";
import { ApiError } from "../lib/errors";
import type { Billing } from "./billing";

export type BillingDeps = { db: Db; billing: Billing };

/** Retries of the compare-and-set write when a report unlock (or another event) got in between. */
const SAVE_ATTEMPTS = 5;

/**
 * Brings the account's row up to the provider's current view of a subscription. The provider is
 * read, not the event's copy, so events in any order (and retried ones) end in the same row.
 * `paidPeriodStart`: the start of a new period an invoice has just paid for (the count resets).
 */
export async function syncSubscription(
  { db, billing }: BillingDeps,
  subscriptionId: string,
  paidPeriodStart: Date | null = null,
): Promise<void> {
  const read = await billing.retrieveSubscription(subscriptionId);
  if (!read) return;
  const userId = read.userId ?? (await findUserIdByCustomer(db, read.customerId));
  const plan = read.planId ? await findActivePlan(db, read.planId) : undefined;
  if (!userId || !plan) {
    console.error("billing: a subscription of no account or plan of ours", {
      subscriptionId,
      userId,
      plan: read.planId,
    });
    return;
  }
  let current = { ...read, planId: plan.id };
  // An offer must not renew (Stripe renews what Checkout made): asked once, as later reads show it ending.
  if (renewsAnOffer(plan.kind, current)) {
    await billing.setCancelAtPeriodEnd(current.id, true);
    current = { ...current, cancelAtPeriodEnd: true };
  }
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const seen = await findSubscriptionState(db, userId);
    // A deleted account stays deleted: its late events make no row (a row's account exists).
    if (!seen && !(await findUserById(db, userId))) return;
    const next = nextSubscriptionState(seen, current, paidPeriodStart);
    if (!next || (await saveSubscriptionState(db, userId, seen, next))) return;
  }
  throw new Error(`billing: the subscription row of ${userId} kept changing`);
}

/** Invoices that pay for a new billing period: the first one and each renewal (a plan change's does not). */
const NEW_PERIOD_REASONS: ReadonlySet<string> = new Set(["subscription_create", "subscription_cycle"]);

/**
 * The start of the new period a paid invoice paid for, or null when it paid for none. The event's
 * copy is enough here: a paid invoice's reason and periods never change afterwards. A renewal's
 * lines may carry earlier prorations: its own period is the latest.
 */
function newPeriodPaid(invoice: Stripe.Invoice): Date | null {
  if (!invoice.billing_reason || !NEW_PERIOD_REASONS.has(invoice.billing_reason)) return null;
  const lines = Array.isArray(invoice.lines?.data) ? invoice.lines.data : [];
  const starts = lines.flatMap((line) => (typeof line.period?.start === "number" ? [line.period.start] : []));
  return starts.length > 0 ? new Date(Math.max(...starts) * 1000) : null;
}

/** An object's id as Stripe gives it (a string, or expanded), or null when the field is not there. */
const idOf = (value: string | { id?: unknown } | null | undefined): string | null => {
  const id = typeof value === "string" ? value : value?.id;
  return typeof id === "string" && id !== "" ? id : null;
};

/** What an event changes: the subscriptions it names are read back; checkout sessions close. */
async function applyEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (typeof session.id === "string") await closeCheckoutSession(deps.db, session.id, "complete");
      const subscription = idOf(session.subscription);
      if (subscription) await syncSubscription(deps, subscription);
      return;
    }
    case "checkout.session.expired": {
      const session = idOf(event.data.object);
      if (session) await closeCheckoutSession(deps.db, session, "expired");
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed": {
      const subscription = idOf(event.data.object);
      if (subscription) await syncSubscription(deps, subscription);
      return;
    }
    case "invoice.paid":
    case "invoice.payment_succeeded": {
      const invoice = event.data.object;
      const subscription = idOf(invoice.parent?.subscription_details?.subscription);
      if (subscription) await syncSubscription(deps, subscription, newPeriodPaid(invoice));
      return;
    }
    case "invoice.payment_failed": {
      const subscription = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (subscription) await syncSubscription(deps, subscription);
      return;
    }
    default:
      // Not an event the product acts on: acknowledged so Stripe stops sending it.
      return;
  }
}

/** Reads a signed event: 400 unless the signature is there, right and recent (Stripe's 5 minutes). */
async function verifiedEvent(billing: Billing, payload: string, signature: string | undefined) {
  if (!signature) throw new ApiError("bad_request", "Missing Stripe signature");
  try {
    return await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      billing.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    throw new ApiError("bad_request", "Invalid Stripe signature");
  }
}

/**
 * One webhook delivery: verified, then applied once per event id. A failure gives the id back and
 * answers 5xx, so the provider delivers the event again; nothing is half-applied.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  payload: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const event = await verifiedEvent(deps.billing, payload, signature);
  if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data?.object) {
    throw new ApiError("bad_request", "Not a Stripe event");
  }
  if (!(await claimEvent(deps.db, event.id, event.type))) return { received: true, duplicate: true };
  try {
    await applyEvent(deps, event);
  } catch (error) {
    await releaseEvent(deps.db, event.id);
    throw error;
  }
  return { received: true, duplicate: false };
}
