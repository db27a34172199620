import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Subscription plans offered on /plans; prices in USD, `reports` is the quota per period. */
export const plans = sqliteTable("plans", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  price: real("price").notNull(),
  reports: integer("reports").notNull(),
  period: text("period", { enum: ["week", "month"] }).notNull(),
  position: integer("position").notNull(),
  stripePriceId: text("stripe_price_id"),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** Introductory offers; `code` is what `/offer/{hash}` looks up, `first-week` is the default one. */
export const offers = sqliteTable("offers", {
  code: text("code").primaryKey(),
  price: real("price").notNull(),
  reports: integer("reports").notNull(),
  durationHours: integer("duration_hours").notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** Jobs the scrape queue gave up on, kept so no failure is silently lost. */
export const failedJobs = sqliteTable("failed_jobs", {
  id: text("id").primaryKey(),
  queue: text("queue").notNull(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull(),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});
