import { and, eq } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { db, signUp } from "../../test/accounts";
import { reportsLeft } from "../domain/subscription-state";
import { hasQuotaLeft, unlockStatements } from "./report-unlocks";
import { plans, subscriptions } from "./schema";

const NOW = new Date("2026-03-01T12:00:00Z");
const DAY_MS = 86_400_000;

describe("the quota unlock", () => {
  it("makes its unlock row only under the quota rule", () => {
    const [unlock] = unlockStatements(db(), "rep_1", "usr_1", "token", NOW);
    const rule = new SQLiteAsyncDialect().sqlToQuery(hasQuotaLeft(NOW));
    const statement = unlock.toSQL();
    // drizzle fills the insert's columns in the table's order, so the select must list them so.
    expect(statement.sql).toMatch(
      /^insert into "report_unlocks" \("report_id", "user_id", "token", "created"\) select .* as "report_id", "subscriptions"\."user_id", .* as "token", .* as "created" from /,
    );
    expect(statement.sql).toContain(`where ("subscriptions"."user_id" = ? and ${rule.sql})`);
    expect(statement.sql).toMatch(/on conflict \(.*"report_id"\) do nothing$/);
    expect(statement.params).toEqual(expect.arrayContaining(rule.params));
  });

  it.each([
    ["active", DAY_MS, 0, "a period's first report"],
    ["active", DAY_MS, 9, "its last report"],
    ["active", DAY_MS, 10, "no report left"],
    ["canceled", DAY_MS, 3, "cancelled, until the period ends"],
    ["inactive", DAY_MS, 0, "inactive"],
    ["active", -DAY_MS, 0, "a period over"],
    ["active", 0, 0, "a period ending now"],
  ] as const)(
    "agrees with reportsLeft: %s, ends in %d ms, %d used (%s)",
    async (status, endsIn, used, _case) => {
      const { id } = await signUp({ confirmed: true });
      const row = { status, periodEnd: new Date(NOW.getTime() + endsIn), reportsUsed: used };
      await db()
        .insert(subscriptions)
        .values({ userId: id, planId: "standard", ...row });
      const [plan] = await db()
        .select({ reports: plans.reports })
        .from(plans)
        .where(eq(plans.id, "standard"));
      const selected = await db()
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.userId, id), hasQuotaLeft(NOW)));
      expect(selected.length === 1).toBe(reportsLeft(row, plan?.reports ?? 0, NOW) > 0);
    },
  );
});
