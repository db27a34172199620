import { asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { offers, plans } from "./schema";

export function listActivePlans(db: Db) {
  return db
    .select({
      id: plans.id,
      title: plans.title,
      price: plans.price,
      reports: plans.reports,
      period: plans.period,
    })
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.position));
}

export async function findActiveOffer(db: Db, code: string) {
  const [row] = await db
    .select({ price: offers.price, reports: offers.reports, durationHours: offers.durationHours })
    .from(offers)
    .where(eq(offers.code, code))
    .limit(1);
  return row;
}
