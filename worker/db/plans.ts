import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { offers, plans } from "./schema";

/** What a plan is to its buyer: the columns every answer about a plan shows. */
export const planSummary = {
  id: plans.id,
  title: plans.title,
  price: plans.price,
  reports: plans.reports,
  period: plans.period,
};
const planColumns = { ...planSummary, kind: plans.kind };

/** The plans listed on /plans (offers are bought through their offer only). */
export function listActivePlans(db: Db) {
  return db
    .select(planSummary)
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.kind, "plan")))
    .orderBy(asc(plans.position));
}

/** Any plan on sale, listed or an offer's. */
export async function findActivePlan(db: Db, id: string) {
  const [row] = await db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
  return row;
}
export type PlanRecord = NonNullable<Awaited<ReturnType<typeof findActivePlan>>>;

/** A running offer with what it sells: an inactive offer, or one whose plan is off sale, is none. */
export async function findActiveOffer(db: Db, code: string) {
  const [row] = await db
    .select({
      code: offers.code,
      planId: plans.id,
      price: plans.price,
      reports: plans.reports,
      period: plans.period,
      durationHours: offers.durationHours,
    })
    .from(offers)
    .innerJoin(plans, eq(plans.id, offers.planId))
    .where(and(eq(offers.code, code), eq(offers.active, true), eq(plans.active, true)))
    .limit(1);
  return row;
}

/** The running offers that sell this plan. */
export function listActiveOffersOf(db: Db, planId: string) {
  return db
    .select({ code: offers.code, durationHours: offers.durationHours })
    .from(offers)
    .where(and(eq(offers.planId, planId), eq(offers.active, true)));
}
