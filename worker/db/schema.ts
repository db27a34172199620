import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SUBSCRIPTION_STATUSES } from "../contracts/billing";
import type { CandidateSourceStatus } from "../contracts/create";
import { type ReportChange, type ReportInterest, WATCH_EVERY } from "../contracts/report";
import type { Coverage } from "../contracts/report-events";
import { BAD_REASONS, SOURCES, type Source } from "../contracts/sources";
import { REPORT_STATUSES } from "../domain/report-lifecycle";

/**
 * What can be bought; prices in USD, `reports` is the quota per period. A `plan` is listed on
 * /plans and renews; an `offer` is bought only through its offer (`offers`) and runs one period.
 * Stripe price ids are configuration (STRIPE_PRICE_IDS), not data: they differ per Stripe account.
 */
export const plans = sqliteTable("plans", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  price: real("price").notNull(),
  reports: integer("reports").notNull(),
  period: text("period", { enum: ["week", "month"] }).notNull(),
  position: integer("position").notNull(),
  kind: text("kind", { enum: ["plan", "offer"] })
    .notNull()
    .default("plan"),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/**
 * Introductory offers; `code` is what `/offer/{hash}` looks up, `first-week` is the default one.
 * Its price and quota are its plan's; it is visible for `durationHours` from a visitor's first view.
 */
export const offers = sqliteTable("offers", {
  code: text("code").primaryKey(),
  planId: text("plan_id")
    .notNull()
    .references(() => plans.id),
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

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Lower-cased; unique. */
  email: text("email").notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; null for accounts made with Google only. */
  passwordHash: text("password_hash"),
  emailConfirmed: integer("email_confirmed", { mode: "boolean" }).notNull().default(false),
  googleSub: text("google_sub").unique(),
  /** Marketing emails opt-in. */
  receive: integer("receive", { mode: "boolean" }).notNull().default(true),
  /** When the last confirmation email went out, for the resend delay. */
  confirmSentAt: integer("confirm_sent_at", { mode: "timestamp_ms" }),
  /** The account's one billing customer (Stripe's, or the local stand-in's), made at its first checkout. */
  stripeCustomerId: text("stripe_customer_id").unique(),
  /** When the first-week offer was first shown to this account: its window runs from here, once. */
  offerShownAt: integer("offer_shown_at", { mode: "timestamp_ms" }),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
    expires: integer("expires", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Single-use links: email confirmation, password recovery, email change. Only hashes are stored. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["confirm", "recovery", "email_change"] }).notNull(),
    /** The address an email change moves to. */
    newEmail: text("new_email"),
    expires: integer("expires", { mode: "timestamp_ms" }).notNull(),
    used: integer("used", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_tokens_user").on(t.userId, t.kind)],
);

/** Fixed-window counters for rate limits, keyed by action and subject (IP or account). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  count: integer("count").notNull(),
});

/** Emails sent outside production, readable at GET /api/v1/dev/outbox. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("outbox_to").on(t.to, t.created)],
);

/**
 * The account's subscription as the billing webhook last saw it: the one truth for its status,
 * its paid period and its quota. `quotaPeriodStart` is the paid period `reportsUsed` counts in:
 * a later paid period resets the count.
 */
export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id")
    .notNull()
    .references(() => plans.id),
  status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
  reportsUsed: integer("reports_used").notNull().default(0),
  quotaPeriodStart: integer("quota_period_start", { mode: "timestamp_ms" }).notNull().default(sql`0`),
  periodEnd: integer("period_end", { mode: "timestamp_ms" }).notNull(),
  stripeSubscriptionId: text("stripe_subscription_id"),
});

/** Checkout sessions started by `POST /subscription/start`: one open session per account at a time. */
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    url: text("url").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    promotionCode: text("promotion_code"),
    status: text("status", { enum: ["open", "complete", "expired"] }).notNull(),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
    expires: integer("expires", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("checkout_sessions_user").on(t.userId, t.status)],
);

/** Billing webhook events already applied, by event id: a redelivered event changes nothing. */
export const processedEvents = sqliteTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The local billing stand-in's subscriptions (no STRIPE_SECRET_KEY, never in production): what
 * Stripe would hold, so the webhook reads them back exactly as it reads Stripe's.
 */
export const localBillingSubscriptions = sqliteTable("local_billing_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  userId: text("user_id").notNull(),
  planId: text("plan_id").notNull(),
  status: text("status", { enum: ["active", "canceled"] }).notNull(),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull(),
  periodStart: integer("period_start", { mode: "timestamp_ms" }).notNull(),
  periodEnd: integer("period_end", { mode: "timestamp_ms" }).notNull(),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A report: owned by an account, or by a visitor's browser (visitor cookie) until they sign up.
 * Bulk data (followings, posts, evidence) lives in the report's Durable Object.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id"),
    name: text("name"),
    age: integer("age"),
    state: text("state"),
    status: text("status", {
      enum: REPORT_STATUSES,
    }).notNull(),
    sources: text("sources", { mode: "json" }).$type<Source[]>().notNull(),
    image: text("image"),
    public: integer("public", { mode: "boolean" }).notNull().default(false),
    shareHash: text("share_hash"),
    summary: text("summary"),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
    tracked: integer("tracked", { mode: "timestamp_ms" }),
    /** When retention removed the raw scraped lists from the report's room (results stay). */
    rawPurgedAt: integer("raw_purged_at", { mode: "timestamp_ms" }),
    /** When its owner last refreshed the report (at most once a day). */
    refreshedAt: integer("refreshed_at", { mode: "timestamp_ms" }),
    /** What the latest version found new since the one before; null when nothing changed. */
    lastChange: text("last_change", { mode: "json" }).$type<ReportChange>(),
    /** How each source's candidate search went (the create page shows a failed one as such). */
    searchStatus: text("search_status", { mode: "json" })
      .$type<Partial<Record<Source, CandidateSourceStatus>>>()
      .notNull()
      .default({}),
  },
  (t) => [
    index("reports_user").on(t.userId, t.created),
    index("reports_visitor").on(t.visitorId),
    index("reports_retention").on(t.status, t.tracked),
  ],
);

/**
 * A report's profiles: every candidate its searches found, and the ones the owner selected
 * (`selected`). `image` is our R2 copy (`sig/<hash>`); `remoteImage` the network's address, kept
 * so a failed copy can be retried, never sent to a browser.
 */
export const reportProfiles = sqliteTable(
  "report_profiles",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    source: text("source", { enum: SOURCES }).notNull(),
    profileId: text("profile_id").notNull(),
    username: text("username").notNull(),
    fullname: text("fullname").notNull(),
    image: text("image"),
    remoteImage: text("remote_image"),
    imageNotLoaded: integer("image_not_loaded", { mode: "boolean" }).notNull().default(false),
    link: text("link").notNull(),
    count: integer("count"),
    badReason: text("bad_reason", { enum: BAD_REASONS }),
    badReasonConfirmed: integer("bad_reason_confirmed", { mode: "boolean" }).notNull().default(false),
    confidence: real("confidence").notNull(),
    band: text("band", { enum: ["high", "medium", "low"] }).notNull(),
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull(),
    selected: integer("selected", { mode: "boolean" }).notNull().default(false),
    /** After generation: what was analysed of the profile ("212 followed accounts ... analysed"). */
    coverage: text("coverage"),
    /** List order within the source: ranked search results from 0, later additions before them. */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.source, t.profileId] }),
    index("report_profiles_order").on(t.reportId, t.source, t.position),
  ],
);

/**
 * A generated report's results per network, for the dashboard and the locked teaser: interest
 * titles and counts, the friends count and the coverage. At most one row per network, so D1 stays
 * flat however big the report; the evidence and lists live in the report's room.
 */
export const reportSources = sqliteTable(
  "report_sources",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    source: text("source", { enum: SOURCES }).notNull(),
    interests: text("interests", { mode: "json" }).$type<ReportInterest[]>().notNull(),
    friends: integer("friends").notNull(),
    coverage: text("coverage", { mode: "json" }).$type<Coverage>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.source] })],
);

/**
 * Reports a subscriber has opened in full: each consumed one report of the quota, once. `token`
 * tells the request that won the insert (API.md "Blur variants and quota").
 */
export const reportUnlocks = sqliteTable("report_unlocks", {
  reportId: text("report_id")
    .primaryKey()
    .references(() => reports.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});

/** Opt-out requests (POST /optout); the attachment, if any, is in R2 under `fileKey`. */
export const optOuts = sqliteTable("opt_outs", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  reason: text("reason"),
  fileKey: text("file_key"),
  created: integer("created", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Profiles nobody may search or fetch again; usernames lower-cased as the link parser gives them.
 * `profileId` is the network's stable id (lower-cased, as the opt-out guard compares), resolved
 * when the opt-out was filed, so a renamed profile stays out; null until it could be resolved.
 */
export const optedOutProfiles = sqliteTable(
  "opted_out_profiles",
  {
    source: text("source", { enum: SOURCES }).notNull(),
    username: text("username").notNull(),
    profileId: text("profile_id"),
    optOutId: text("opt_out_id")
      .notNull()
      .references(() => optOuts.id, { onDelete: "cascade" }),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.username] }),
    index("opted_out_profiles_id").on(t.source, t.profileId),
  ],
);

/**
 * Reports their owner watches (issue 22, docs/generation.md "Monitoring"): re-screened every
 * `every` by the cron (worker/monitoring). `nextCheck` is when it is due (claimed by moving it on);
 * `lastChange` when a re-screen last found something; `alertedVersion` the last version an alert
 * went out for, so each change is told once.
 */
export const watches = sqliteTable(
  "watches",
  {
    reportId: text("report_id")
      .primaryKey()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    every: text("every", { enum: WATCH_EVERY }).notNull(),
    nextCheck: integer("next_check", { mode: "timestamp_ms" }).notNull(),
    lastChange: integer("last_change", { mode: "timestamp_ms" }),
    alertedVersion: integer("alerted_version").notNull().default(0),
    /** The app's origin as the owner watched from it: alerts link there when APP_ORIGIN is unset (single-host mode). */
    origin: text("origin").notNull(),
    created: integer("created", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("watches_due").on(t.nextCheck), index("watches_user").on(t.userId)],
);

/**
 * Development only: how far the source simulator's clock was moved on (`POST /dev/clock`), sent to
 * it with every request and added to the hand-run cron's "now". One row; production never writes it.
 */
export const devClock = sqliteTable("dev_clock", {
  id: integer("id").primaryKey(),
  advanceMs: integer("advance_ms").notNull(),
});
