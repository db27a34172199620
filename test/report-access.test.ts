import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../worker/api/v1/index";
import type { BlurVariant, FriendsResponse, ReportResponse } from "../worker/contracts/report";
import { plans, reports, subscriptions } from "../worker/db/schema";
import { Client, db, signUp } from "./accounts";
import { call, readPage } from "./http";
import { EMILY, generatedReport, shareReport } from "./reports";

/**
 * The paywall, from outside: every route that can reveal a report, against every kind of reader
 * (API.md "Blur variants and quota"). A route of the report's areas without a row here fails the
 * first test, so a new route cannot skip the rule.
 */

type Reader =
  | "ownerUnlocked"
  | "unregistered"
  | "unconfirmed"
  | "unsubscribed"
  | "needupgrade"
  | "shareUnlocked"
  | "shareLocked"
  | "otherUser"
  | "visitor";

const LOCKED_OWNERS = ["unregistered", "unconfirmed", "unsubscribed", "needupgrade"] as const;
const READERS: Reader[] = [
  "shareUnlocked",
  "shareLocked",
  "otherUser",
  "visitor",
  ...LOCKED_OWNERS,
  // Last: on the routes that change a report, the owner's call is the one that changes it.
  "ownerUnlocked",
];

/** Who calls, on which report, with which share hash. */
type Caller = { client: Client; reportId: string; hash: string | null; userId: string | null };

type Expected = { status: number; withheld?: boolean };
type Row = {
  method: "GET" | "POST";
  /** The route as the API's route table spells it. */
  route: string;
  body?: (c: Caller) => unknown;
  expect: Record<Reader, Expected>;
};

/** The route's path for this caller: the report's id, its first Instagram interest and friend. */
let interestId = "";
let friendId = "";
let summary = "";
function pathOf(route: string, c: Caller): string {
  const path = route
    .replace(":id", c.reportId)
    .replace(":source", "ig")
    .replace(":interestId", interestId)
    .replace(":friendId", friendId);
  return c.hash === null ? path : `${path}?h=${c.hash}`;
}

const all = (expected: Expected, overrides: Partial<Record<Reader, Expected>> = {}) =>
  Object.fromEntries(READERS.map((r) => [r, overrides[r] ?? expected])) as Record<Reader, Expected>;
const OPEN = { status: 200 };
const MISSING = { status: 404 };
const SIGNED_OUT = { status: 401 };
const LOCKED_402 = { status: 402 };
const lockedOwners = (expected: Expected) => Object.fromEntries(LOCKED_OWNERS.map((r) => [r, expected]));

/** The detail endpoints: open to whoever sees the report in full, 402 to a locked owner, else 404. */
const DETAIL = all(MISSING, { ownerUnlocked: OPEN, shareUnlocked: OPEN, ...lockedOwners(LOCKED_402) });
/** The report itself and its stream: a locked owner gets the teaser (content withheld). */
const TEASER = all(MISSING, {
  ownerUnlocked: OPEN,
  shareUnlocked: OPEN,
  ...lockedOwners({ status: 200, withheld: true }),
});
/** Generation status only: whoever may know the report. */
const STATUS = all(MISSING, { ownerUnlocked: OPEN, shareUnlocked: OPEN, ...lockedOwners(OPEN) });
/** The owner's changes to a report they see in full. */
const OWNER_WRITE = (ok: Expected) => all(MISSING, { ownerUnlocked: ok, ...lockedOwners(LOCKED_402) });
/** The dashboard's: signed-in accounts only, each on its own reports. */
const DASHBOARD = (ok: Expected, locked: Expected) =>
  all(SIGNED_OUT, {
    ownerUnlocked: ok,
    unconfirmed: locked,
    unsubscribed: locked,
    needupgrade: locked,
    otherUser: MISSING,
  });

const ROWS: Row[] = [
  { method: "GET", route: "/api/v1/report/:id", expect: TEASER },
  { method: "GET", route: "/api/v1/sse/:id", expect: TEASER },
  { method: "GET", route: "/api/v1/generate/:id", expect: STATUS },
  { method: "GET", route: "/api/v1/check/:id", expect: STATUS },
  { method: "GET", route: "/api/v1/report/:id/summary", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/history", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/:source", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/:source/friends", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/:source/common/:friendId", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/:source/:interestId", expect: DETAIL },
  { method: "GET", route: "/api/v1/report/:id/:source/:interestId/profiles", expect: DETAIL },
  { method: "GET", route: "/api/v1/snoop/:id", expect: all(MISSING, { shareUnlocked: OPEN }) },
  {
    method: "POST",
    route: "/api/v1/snoop/img",
    body: (c) => ({ id: c.reportId, h: c.hash ?? undefined }),
    expect: all(MISSING, { shareUnlocked: OPEN }),
  },
  {
    method: "POST",
    route: "/api/v1/report/:id/:source/:interestId/issue",
    body: () => ({ profiles: ["not-evidence"] }),
    // The owner who sees it is heard (and told these items are not evidence).
    expect: OWNER_WRITE({ status: 400 }),
  },
  { method: "POST", route: "/api/v1/dashboard/share/:id", expect: DASHBOARD(OPEN, LOCKED_402) },
  { method: "POST", route: "/api/v1/dashboard/unshare/:id", expect: DASHBOARD(OPEN, OPEN) },
  { method: "POST", route: "/api/v1/report/:id/refresh", expect: OWNER_WRITE({ status: 202 }) },
  {
    method: "POST",
    route: "/api/v1/report/:id/watch",
    body: () => ({ watching: true }),
    expect: OWNER_WRITE({ status: 200 }),
  },
];

/** Routes of the report's areas that reveal nothing of a report, and why. */
const REVEAL_NOTHING: Record<string, string> = {
  "POST /api/v1/generate":
    "starts a generation; answers its status (owner only, covered in generate.test.ts)",
  "POST /api/v1/dashboard/delete/:id": "deletes; owner only (test/authorization.test.ts)",
  "GET /api/v1/dashboard/reports": "the caller's own list (test/authorization.test.ts)",
};

const REPORT_AREAS = /^\/api\/v1\/(report|sse|snoop|generate|check|dashboard)(\/|$)/;

const callers = new Map<Reader, Caller>();
const usedBefore = new Map<string, number>();

async function reportsUsed(userId: string | null): Promise<number> {
  if (!userId) return 0;
  const row = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  return row?.reportsUsed ?? 0;
}

async function exhaustQuota(userId: string) {
  const [row] = await db()
    .select({ reports: plans.reports })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId));
  await db()
    .update(subscriptions)
    .set({ reportsUsed: row?.reports ?? 0 })
    .where(eq(subscriptions.userId, userId));
}

beforeAll(async () => {
  const owner = await signUp({ subscribed: true });
  const unlocked = await generatedReport(owner.client, EMILY);
  const opened = (await (await owner.client.get(`/api/v1/report/${unlocked}`)).json()) as ReportResponse;
  summary = opened.summary ?? "";
  interestId = opened.sources.ig?.interests[0]?.id ?? "";
  const friends = (await (
    await owner.client.get(`/api/v1/report/${unlocked}/ig/friends`)
  ).json()) as FriendsResponse;
  friendId = friends.items[0]?.id ?? "";
  const hash = await shareReport(owner.client, unlocked);
  callers.set("ownerUnlocked", { client: owner.client, reportId: unlocked, hash: null, userId: owner.id });
  callers.set("shareUnlocked", { client: new Client(), reportId: unlocked, hash, userId: null });
  const other = await signUp({ subscribed: true });
  callers.set("otherUser", { client: other.client, reportId: unlocked, hash: null, userId: other.id });
  callers.set("visitor", { client: new Client(), reportId: unlocked, hash: null, userId: null });

  const visitorOwner = new Client();
  callers.set("unregistered", {
    client: visitorOwner,
    reportId: await generatedReport(visitorOwner, EMILY),
    hash: null,
    userId: null,
  });
  for (const [reader, options] of [
    ["unconfirmed", {}],
    ["unsubscribed", { confirmed: true }],
    ["needupgrade", { subscribed: true }],
  ] as const) {
    const account = await signUp(options);
    const reportId = await generatedReport(account.client, EMILY);
    if (reader === "needupgrade") await exhaustQuota(account.id);
    callers.set(reader, { client: account.client, reportId, hash: null, userId: account.id });
  }
  // A link made before sharing needed an unlock: public, with a hash, on a locked report.
  const locked = callers.get("unsubscribed")?.reportId ?? "";
  await db()
    .update(reports)
    .set({ public: true, shareHash: "legacy-share-hash" })
    .where(eq(reports.id, locked));
  callers.set("shareLocked", {
    client: new Client(),
    reportId: locked,
    hash: "legacy-share-hash",
    userId: null,
  });
  for (const [, c] of callers) if (c.userId) usedBefore.set(c.userId, await reportsUsed(c.userId));
  expect([summary.length > 20, interestId !== "", friendId !== ""]).toEqual([true, true, true]);
}, 120_000);

const caller = (reader: Reader): Caller => {
  const c = callers.get(reader);
  if (!c) throw new Error(`no caller ${reader}`);
  return c;
};

const VARIANT: Partial<Record<Reader, BlurVariant>> = {
  unregistered: "unregistered",
  unconfirmed: "unconfirmed",
  unsubscribed: "unsubscribed",
  needupgrade: "needupgrade",
};

describe("one access rule for every path to a report", () => {
  it("has a row for every route of the report's areas", () => {
    const routes = new Set(
      api.routes
        .filter((r) => r.method !== "ALL" && REPORT_AREAS.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set([...ROWS.map((r) => `${r.method} ${r.route}`), ...Object.keys(REVEAL_NOTHING)]);
    expect([...routes].sort()).toEqual([...covered].sort());
  });

  it("the report page shows the same: the report, the teaser, or nothing", async () => {
    for (const reader of READERS) {
      const c = caller(reader);
      const query = c.hash === null ? "" : `?h=${c.hash}`;
      const cookie = [...c.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await call(`/report/${c.reportId}${query}`, { headers: cookie ? { Cookie: cookie } : {} });
      if (reader === "shareLocked" || reader === "otherUser" || reader === "visitor") {
        expect(`${reader}: ${res.status}`).toBe(`${reader}: 302`);
        expect(res.headers.get("location")).toBe(`/report/${c.reportId}/create`);
        continue;
      }
      expect(`${reader}: ${res.status}`).toBe(`${reader}: 200`);
      const page = await readPage(res);
      const shown = reader === "ownerUnlocked" || reader === "shareUnlocked";
      expect(`${reader}: ${page.includes(summary.slice(0, 40))}`).toBe(`${reader}: ${shown}`);
    }
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.route}`, async () => {
      for (const reader of READERS) {
        const c = caller(reader);
        const expected = row.expect[reader];
        const path = row.route.includes(":id") ? pathOf(row.route, c) : row.route;
        const res = await c.client.request(
          row.method,
          path,
          row.body?.(c) ?? (row.method === "POST" ? {} : undefined),
        );
        const text = await res.text();
        expect(`${reader}: ${res.status}`).toBe(`${reader}: ${expected.status}`);
        // Nothing of the report's findings in a refusal, and no summary where it is withheld.
        if (expected.status >= 400) expect(Object.keys(JSON.parse(text)).sort()).toEqual(["code", "message"]);
        if (expected.status >= 400 || expected.withheld) expect(text).not.toContain(summary.slice(0, 40));
        if (row.route === "/api/v1/report/:id" && expected.status === 200) {
          const view = JSON.parse(text) as ReportResponse;
          expect(view.blured).toBe(VARIANT[reader] ?? null);
          expect(view.summary === null).toBe(expected.withheld === true);
        }
        if (row.route === "/api/v1/sse/:id" && expected.status === 200)
          expect(text.includes("event: summary")).toBe(expected.withheld !== true);
      }
    });
  }

  it("took no reader's quota", async () => {
    for (const [, c] of callers) {
      if (c.userId) expect(await reportsUsed(c.userId)).toBe(usedBefore.get(c.userId));
    }
  });
});
