import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, db, signUp, type TestUser } from "../../../test/accounts";
import { waitUntilSeeded } from "../../../test/http";
import {
  confirmedReport,
  EMILY,
  generatedReport,
  JAKE,
  shareReport,
  waitForReport,
} from "../../../test/reports";
import type { CreateReportResponse } from "../../contracts/create";
import type {
  BlurVariant,
  CommonInterestsResponse,
  EvidenceResponse,
  FriendsResponse,
  GenerateResponse,
  HistoryResponse,
  InterestProfilesResponse,
  IssueResponse,
  ReportInterest,
  ReportResponse,
  SourceInterestsResponse,
  SummaryResponse,
} from "../../contracts/report";
import { plans, reports, reportUnlocks, subscriptions } from "../../db/schema";
import { SIMULATOR_EXAMPLES } from "../../domain/examples";
import { MAX_EXCLUSIONS_PER_REPORT } from "../../durable/report-room";
import { addExclusions, countExclusions, readState, writeState } from "../../durable/room-store";

const reportPath = (id: string, rest = "") => `/api/v1/report/${id}${rest}`;

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** An error as API.md shapes it: the status, a stable code and a message. */
async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const error = await body<{ code: unknown; message: unknown }>(res);
  expect(error).toMatchObject({ code });
  expect(typeof error.message).toBe("string");
}

async function reportsUsed(userId: string): Promise<number> {
  const row = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  return row?.reportsUsed ?? -1;
}

/** Leaves `left` reports of the subscriber's quota (the plan's reports minus those used). */
async function setReportsLeft(userId: string, left: number) {
  const [row] = await db()
    .select({ reports: plans.reports })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId));
  if (!row) throw new Error("no subscription");
  await db()
    .update(subscriptions)
    .set({ reportsUsed: row.reports - left })
    .where(eq(subscriptions.userId, userId));
}

async function isUnlocked(reportId: string): Promise<boolean> {
  const row = await db().query.reportUnlocks.findFirst({ where: eq(reportUnlocks.reportId, reportId) });
  return row !== undefined;
}

/** Every detail endpoint of a report (API.md: 402 while locked), with `?h=` when given. */
function detailPaths(id: string, interestId: string, friendId: string, hash?: string): string[] {
  const query = hash === undefined ? "" : `?h=${hash}`;
  return [
    "/summary",
    "/ig",
    `/ig/${interestId}`,
    `/ig/${interestId}/profiles`,
    "/ig/friends",
    `/ig/common/${friendId}`,
  ].map((rest) => reportPath(id, `${rest}${query}`));
}

/** The first everyday interest and the first friend of the report's Instagram, as its owner sees them. */
async function firstDetails(client: Client, id: string, query = "") {
  const view = await body<ReportResponse>(await client.get(reportPath(id, query)));
  const interest = view.sources.ig?.interests[0];
  const friends = await body<FriendsResponse>(await client.get(reportPath(id, `/ig/friends${query}`)));
  const friend = friends.items[0];
  if (!interest || !friend) throw new Error(`report ${id} has no Instagram interest or friend`);
  return { interestId: interest.id, friendId: friend.id };
}

const REPORT_FIELDS = [
  "id",
  "title",
  "status",
  "created",
  "image",
  "profiles",
  "sources",
  "summary",
  "public",
  "blured",
  "tracked",
];

/** A locked report: the teaser (every field, titles and counts) and no summary. */
function expectTeaser(view: ReportResponse, variant: BlurVariant) {
  expect(Object.keys(view).sort()).toEqual(expect.arrayContaining(REPORT_FIELDS));
  expect(view).toMatchObject({ status: "completed", blured: variant, summary: null, public: false });
  expect(view.profiles.map((p) => p.source).sort()).toEqual(["ig", "tt"]);
  for (const source of ["ig", "tt"] as const) {
    const interests = view.sources[source]?.interests ?? [];
    expect(interests.length).toBeGreaterThan(0);
    for (const interest of interests) {
      expect(interest.title).not.toBe("");
      expect(interest.count).toBeGreaterThan(0);
    }
  }
}

describe("GET /report/{id}: blur variants", () => {
  const locked: { variant: BlurVariant; owner: () => Promise<{ client: Client; id?: string }> }[] = [
    { variant: "unregistered", owner: async () => ({ client: new Client() }) },
    { variant: "unconfirmed", owner: () => signUp() },
    { variant: "unsubscribed", owner: () => signUp({ confirmed: true }) },
    {
      variant: "needupgrade",
      owner: async () => {
        const user = await signUp({ subscribed: true });
        await setReportsLeft(user.id, 0);
        return user;
      },
    },
  ];

  for (const { variant, owner } of locked) {
    it(`locks the owner's report as ${variant}: the teaser, and 402 on every detail`, async () => {
      const { client, id: userId } = await owner();
      const id = await generatedReport(client, EMILY);
      const res = await client.get(reportPath(id));
      expect(res.status).toBe(200);
      const view = await body<ReportResponse>(res);
      expectTeaser(view, variant);
      const interestId = view.sources.ig?.interests[0]?.id ?? "hobbies";
      for (const path of detailPaths(id, interestId, "someone")) {
        await expectError(await client.get(path), 402, "payment_required");
      }
      expect(await isUnlocked(id)).toBe(false);
      if (userId && variant === "needupgrade") expect(await reportsUsed(userId)).toBe(10);
    });
  }

  it("opens the full report for a subscriber with quota", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const id = await generatedReport(client, EMILY);
    const view = await body<ReportResponse>(await client.get(reportPath(id)));
    expect(view).toMatchObject({ id, status: "completed", blured: null });
    expect(typeof view.summary).toBe("string");
    expect(view.summary).toContain("Emily");
    const { interestId, friendId } = await firstDetails(client, id);
    for (const path of detailPaths(id, interestId, friendId)) {
      expect((await client.get(path)).status, path).toBe(200);
    }
    const summary = await body<SummaryResponse>(await client.get(reportPath(id, "/summary")));
    expect(summary.result).toBe(view.summary);
    expect(await reportsUsed(userId)).toBe(1);
  });

  it("opens a shared report for a stranger with its hash, and for nobody without it", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const { interestId, friendId } = await firstDetails(owner.client, id);
    const hash = await shareReport(owner.client, id);
    const strangers = [new Client(), (await signUp()).client, (await signUp({ confirmed: true })).client];
    for (const stranger of strangers) {
      const view = await body<ReportResponse>(await stranger.get(reportPath(id, `?h=${hash}`)));
      expect(view).toMatchObject({ id, blured: null, public: true });
      expect(view.summary).not.toBeNull();
      for (const path of detailPaths(id, interestId, friendId, hash)) {
        expect((await stranger.get(path)).status, path).toBe(200);
      }
      for (const query of [
        "",
        "?h=",
        `?h=${hash.slice(0, -1)}${hash.endsWith("x") ? "y" : "x"}`,
        `?h=${hash}0`,
        `?h=${"a".repeat(300)}`,
      ]) {
        await expectError(await stranger.get(reportPath(id, query)), 404, "not_found");
        await expectError(await stranger.get(reportPath(id, `/summary${query}`)), 404, "not_found");
      }
    }
  });

  it("answers 404 to anyone but the owner for a private report, and takes nobody's quota", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const stranger = await signUp({ subscribed: true });
    const callers = [new Client(), (await signUp()).client, (await signUp({ confirmed: true })).client];
    for (const caller of [...callers, stranger.client]) {
      await expectError(await caller.get(reportPath(id)), 404, "not_found");
      for (const path of detailPaths(id, "hobbies", "someone")) {
        await expectError(await caller.get(path), 404, "not_found");
      }
      await expectError(await caller.get(reportPath(id, "/history")), 404, "not_found");
      await expectError(await caller.post(reportPath(id, "/refresh")), 404, "not_found");
      await expectError(
        await caller.post(reportPath(id, "/ig/hobbies/issue"), { profiles: ["x"] }),
        404,
        "not_found",
      );
    }
    expect(await reportsUsed(owner.id)).toBe(0);
    expect(await reportsUsed(stranger.id)).toBe(0);
    expect(await isUnlocked(id)).toBe(false);
  });

  it("answers 400 while the report is not completed, 404 to others", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await confirmedReport(owner.client, EMILY);
    await expectError(await owner.client.get(reportPath(id)), 400, "bad_request");
    for (const path of detailPaths(id, "hobbies", "someone")) {
      await expectError(await owner.client.get(path), 400, "bad_request");
    }
    await expectError(await new Client().get(reportPath(id)), 404, "not_found");
    expect(await reportsUsed(owner.id)).toBe(0);
  });

  it("answers 404 for a report that does not exist", async () => {
    const { client } = await signUp({ subscribed: true });
    await expectError(await client.get(reportPath("rep_doesnotexist")), 404, "not_found");
    await expectError(await client.get(reportPath("rep_doesnotexist", "/summary")), 404, "not_found");
  });

  it("opens every example report in full for anyone, without taking quota", async () => {
    await waitUntilSeeded();
    const subscriber = await signUp({ subscribed: true });
    const id = SIMULATOR_EXAMPLES[0]?.id ?? "";
    for (const caller of [new Client(), (await signUp()).client, subscriber.client]) {
      const view = await body<ReportResponse>(await caller.get(reportPath(id)));
      expect(view).toMatchObject({ id, status: "completed", blured: null });
      expect(view.summary).not.toBeNull();
      const { interestId, friendId } = await firstDetails(caller, id);
      for (const path of detailPaths(id, interestId, friendId)) {
        expect((await caller.get(path)).status, path).toBe(200);
      }
      await expectError(await caller.post(reportPath(id, "/refresh")), 404, "not_found");
      await expectError(
        await caller.post(reportPath(id, `/ig/${interestId}/issue`), { profiles: ["x"] }),
        404,
        "not_found",
      );
    }
    expect(await reportsUsed(subscriber.id)).toBe(0);
  }, 120_000);
});

describe("quota", () => {
  it("takes one report on the first full view, none on reopening", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const id = await generatedReport(client, EMILY);
    expect(await reportsUsed(userId)).toBe(0);
    expect(await body<ReportResponse>(await client.get(reportPath(id)))).toMatchObject({ blured: null });
    expect(await reportsUsed(userId)).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect(await body<ReportResponse>(await client.get(reportPath(id)))).toMatchObject({ blured: null });
    }
    expect((await client.get(reportPath(id, "/summary"))).status).toBe(200);
    expect((await client.get(reportPath(id, "/ig/friends"))).status).toBe(200);
    expect(await reportsUsed(userId)).toBe(1);
  });

  it("takes one report when the first view is a detail", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const id = await generatedReport(client, EMILY);
    expect((await client.get(reportPath(id, "/summary"))).status).toBe(200);
    expect(await body<ReportResponse>(await client.get(reportPath(id)))).toMatchObject({ blured: null });
    expect(await reportsUsed(userId)).toBe(1);
  });

  it("takes one report for ten first views at once", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const id = await generatedReport(client, EMILY);
    const views = await Promise.all(Array.from({ length: 10 }, () => client.get(reportPath(id))));
    for (const res of views) expect(await body<ReportResponse>(res)).toMatchObject({ blured: null });
    expect(await reportsUsed(userId)).toBe(1);
  });

  it("unlocks exactly one of two reports opened at once with one report left", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const first = await generatedReport(client, EMILY);
    const second = await generatedReport(client, JAKE);
    await setReportsLeft(userId, 1);
    const views = await Promise.all(
      [first, second, first, second].map(async (id) =>
        body<ReportResponse>(await client.get(reportPath(id))),
      ),
    );
    const unlocked = [first, second].filter((id) => views.some((v) => v.id === id && v.blured === null));
    expect(unlocked).toHaveLength(1);
    const [open] = unlocked;
    const closed = open === first ? second : first;
    expect(views.filter((v) => v.id === closed).map((v) => v.blured)).toEqual(["needupgrade", "needupgrade"]);
    expect(await reportsUsed(userId)).toBe(10);
    expect(await body<ReportResponse>(await client.get(reportPath(closed)))).toMatchObject({
      blured: "needupgrade",
    });
    expect(await body<ReportResponse>(await client.get(reportPath(open ?? "")))).toMatchObject({
      blured: null,
    });
    await expectError(await client.get(reportPath(closed, "/summary")), 402, "payment_required");
  });
});

describe("paging and bad input", () => {
  let owner: TestUser;
  let jake = "";
  let emily = "";

  beforeAll(async () => {
    owner = await signUp({ subscribed: true });
    [jake, emily] = await Promise.all([
      generatedReport(owner.client, JAKE),
      generatedReport(owner.client, EMILY),
    ]);
  });

  it("pages evidence: 20 by default, at most 100, with hasMore", async () => {
    const interest = "daily-life";
    const all = await body<EvidenceResponse>(
      await owner.client.get(reportPath(jake, `/ig/${interest}?limit=500`)),
    );
    expect(all.interest.count).toBeGreaterThan(20);
    expect(all.items.length).toBe(Math.min(all.interest.count, 100));
    expect(all.hasMore).toBe(all.interest.count > 100);

    const first = await body<EvidenceResponse>(await owner.client.get(reportPath(jake, `/ig/${interest}`)));
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.items).toEqual(all.items.slice(0, 20));

    const offset = all.items.length - 3;
    const last = await body<EvidenceResponse>(
      await owner.client.get(reportPath(jake, `/ig/${interest}?offset=${offset}&limit=20`)),
    );
    expect(last.items).toEqual(all.items.slice(offset));
    expect(last.hasMore).toBe(false);

    const profiles = await body<InterestProfilesResponse>(
      await owner.client.get(reportPath(jake, `/ig/${interest}/profiles?limit=2`)),
    );
    expect(profiles.items).toHaveLength(2);
    expect(profiles.hasMore).toBe(true);
    for (const item of profiles.items) expect(item.kind).toBe("account");
  });

  it("pages interests and friends", async () => {
    const view = await body<ReportResponse>(await owner.client.get(reportPath(emily, "?limit=2")));
    expect(view.sources.ig?.interests).toHaveLength(2);
    expect(view.sources.tt?.interests).toHaveLength(2);

    const ig = await body<SourceInterestsResponse>(await owner.client.get(reportPath(emily, "/ig?limit=3")));
    expect(ig.items).toHaveLength(3);
    expect(ig.hasMore).toBe(true);
    const everything = await body<SourceInterestsResponse>(
      await owner.client.get(reportPath(emily, "/ig?limit=500")),
    );
    expect(everything.hasMore).toBe(false);
    expect(everything.items.slice(0, 3)).toEqual(ig.items);

    const friends = await body<FriendsResponse>(
      await owner.client.get(reportPath(emily, "/ig/friends?limit=500")),
    );
    expect(friends.items.length).toBeGreaterThan(2);
    expect(friends.hasMore).toBe(false);
    const page = await body<FriendsResponse>(
      await owner.client.get(reportPath(emily, "/ig/friends?limit=2")),
    );
    expect(page).toEqual({ items: friends.items.slice(0, 2), hasMore: true });
    const rest = await body<FriendsResponse>(
      await owner.client.get(reportPath(emily, `/ig/friends?offset=2&limit=100`)),
    );
    expect(rest).toEqual({ items: friends.items.slice(2), hasMore: false });
  });

  it("answers bad input with 400 or 404 and an error body, never 5xx, and takes no quota", async () => {
    const fresh = await signUp({ subscribed: true });
    const id = await generatedReport(fresh.client, EMILY);
    const paths = [
      reportPath(id, "?limit=-1"),
      reportPath(id, "?limit=abc"),
      reportPath(id, "?limit=0"),
      reportPath(id, "?limit=1e400"),
      reportPath(id, "/ig/friends?offset=-3"),
      reportPath(id, "/ig/friends?offset=abc"),
      reportPath(id, "/ig/hobbies?limit=-1"),
      reportPath(id, "/ig/hobbies/profiles?offset=-3"),
      reportPath("a".repeat(3000)),
      reportPath("a".repeat(3000), "/summary"),
      reportPath("%E0%A4%A"),
      reportPath("%E0%A4%A", "/ig/friends"),
      reportPath(id, "/zz"),
      reportPath(id, "/zz/hobbies"),
      reportPath(id, "/zz/friends"),
      reportPath(id, "/fb"),
      reportPath(id, "/li/friends"),
      reportPath(id, "/ig/not-a-topic"),
      reportPath(id, "/ig/extremism"),
      reportPath(id, "/ig/extremism/profiles"),
      reportPath(id, "/ig/%E0%A4%A"),
      reportPath(id, `/ig/${"x".repeat(3000)}`),
      reportPath(id, "/ig/common/nobody-at-all"),
      reportPath(id, "/ig/common/%E0%A4%A"),
      reportPath(id, `/ig/common/${"x".repeat(3000)}`),
    ];
    for (const path of paths) {
      const res = await fresh.client.get(path);
      expect([400, 404], path).toContain(res.status);
      const error = await body<{ code: unknown; message: unknown }>(res);
      expect(typeof error.code, path).toBe("string");
      expect(typeof error.message, path).toBe("string");
    }
    expect(await reportsUsed(fresh.id)).toBe(0);
    expect(await isUnlocked(id)).toBe(false);
  });
});

describe("evidence", () => {
  let owner: TestUser;
  let jake = "";
  let emily = "";
  let jakeView: ReportResponse;
  let emilyView: ReportResponse;

  beforeAll(async () => {
    owner = await signUp({ subscribed: true });
    [jake, emily] = await Promise.all([
      generatedReport(owner.client, JAKE),
      generatedReport(owner.client, EMILY),
    ]);
    jakeView = await body<ReportResponse>(await owner.client.get(reportPath(jake, "?limit=100")));
    emilyView = await body<ReportResponse>(await owner.client.get(reportPath(emily, "?limit=100")));
  });

  const redFlags = (interests: ReportInterest[] = []) => interests.filter((i) => i.redzone).map((i) => i.id);

  it("finds Jake's gambling, weapons and drugs as red flags, with the posts that show them", async () => {
    const flagged = new Set([
      ...redFlags(jakeView.sources.ig?.interests),
      ...redFlags(jakeView.sources.tw?.interests),
    ]);
    expect([...flagged]).toEqual(expect.arrayContaining(["gambling", "weapons", "drugs"]));
    for (const source of ["ig", "tw"] as const) {
      for (const interestId of redFlags(jakeView.sources[source]?.interests)) {
        const res = await owner.client.get(reportPath(jake, `/${source}/${interestId}?limit=100`));
        expect(res.status).toBe(200);
        const evidence = await body<EvidenceResponse>(res);
        expect(evidence.interest).toMatchObject({ id: interestId, redzone: true });
        expect(evidence.items.length).toBe(evidence.interest.count);
        if (["gambling", "weapons", "drugs"].includes(interestId)) {
          const posts = evidence.items.flatMap((item) => (item.kind === "post" ? [item] : []));
          expect(posts.length, `${source} ${interestId}`).toBeGreaterThan(0);
          for (const post of posts) {
            expect(post.text.length).toBeGreaterThan(0);
            // The words that triggered the flag, for the page to mark.
            expect(post.spans?.length, post.text).toBeGreaterThan(0);
            for (const [start = 0, end = 0] of post.spans ?? []) {
              expect(end).toBeGreaterThan(start);
              expect(post.text.slice(start, end).trim()).not.toBe("");
            }
          }
        }
      }
    }
  });

  it("finds Emily's interests and friends, and no red flag", async () => {
    for (const source of ["ig", "tt"] as const) {
      const interests = emilyView.sources[source]?.interests ?? [];
      expect(interests.length).toBeGreaterThan(1);
      expect(redFlags(interests)).toEqual([]);
    }
    const friends = await body<FriendsResponse>(await owner.client.get(reportPath(emily, "/ig/friends")));
    expect(friends.items.length).toBeGreaterThan(0);
    expect(emilyView.sources.ig?.friends).toBe(friends.items.length);
    for (const friend of friends.items) {
      expect(friend).toMatchObject({ id: expect.any(String), username: expect.any(String) });
      expect(friend.common).toBeGreaterThanOrEqual(0);
    }
    const commons = friends.items.map((f) => f.common);
    expect(commons).toEqual([...commons].sort((a, b) => b - a));
  });

  it("lists the interests shared with a friend; 404 for someone who is not one", async () => {
    const friends = await body<FriendsResponse>(await owner.client.get(reportPath(emily, "/ig/friends")));
    const ids = new Set(emilyView.sources.ig?.interests.map((i) => i.id));
    for (const friend of friends.items) {
      const res = await owner.client.get(reportPath(emily, `/ig/common/${friend.id}`));
      expect(res.status).toBe(200);
      const common = await body<CommonInterestsResponse>(res);
      expect(common.friend).toEqual(friend);
      expect(common.items).toHaveLength(friend.common);
      for (const item of common.items) expect(ids.has(item.id)).toBe(true);
    }
    await expectError(
      await owner.client.get(reportPath(emily, "/ig/common/nobody-at-all")),
      404,
      "not_found",
    );
    const ttFriend = await body<FriendsResponse>(
      await owner.client.get(reportPath(emily, "/tt/friends?limit=1")),
    );
    const other = ttFriend.items[0]?.id ?? "none";
    await expectError(await owner.client.get(reportPath(emily, `/ig/common/${other}`)), 404, "not_found");
  });

  it("shows everyday interests with two items or more, and daily life never first", async () => {
    for (const view of [jakeView, emilyView]) {
      for (const source of Object.values(view.sources)) {
        const interests = source?.interests ?? [];
        for (const interest of interests.filter((i) => !i.redzone)) {
          expect(interest.count, interest.id).toBeGreaterThanOrEqual(2);
        }
        if (interests.length > 1) expect(interests[0]?.id).not.toBe("daily-life");
      }
    }
  });
});

describe("POST /report/{id}/{source}/{interestId}/issue", () => {
  it("drops the items from the interest, its evidence and the report's count", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, JAKE);
    const before = await body<EvidenceResponse>(
      await owner.client.get(reportPath(id, "/ig/gambling?limit=100")),
    );
    expect(before.interest.count).toBeGreaterThan(2);
    const wrong = before.items.slice(0, 2).map((item) => item.id);

    const res = await owner.client.post(reportPath(id, "/ig/gambling/issue"), { profiles: wrong });
    expect(res.status).toBe(200);
    const { interest } = await body<IssueResponse>(res);
    expect(interest).toMatchObject({ id: "gambling", count: before.interest.count - 2 });

    const after = await body<EvidenceResponse>(
      await owner.client.get(reportPath(id, "/ig/gambling?limit=100")),
    );
    expect(after.interest.count).toBe(before.interest.count - 2);
    expect(after.items.map((item) => item.id)).toEqual(before.items.slice(2).map((item) => item.id));
    const view = await body<ReportResponse>(await owner.client.get(reportPath(id, "?limit=100")));
    expect(view.sources.ig?.interests.find((i) => i.id === "gambling")?.count).toBe(
      before.interest.count - 2,
    );
    const tw = await body<EvidenceResponse>(await owner.client.get(reportPath(id, "/tw/gambling?limit=100")));
    expect(tw.interest.count).toBe(
      (
        await body<ReportResponse>(await owner.client.get(reportPath(id, "?limit=100")))
      ).sources.tw?.interests.find((i) => i.id === "gambling")?.count,
    );
  });

  it("removes an interest once none of its items is left", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, JAKE);
    const drugs = await body<EvidenceResponse>(await owner.client.get(reportPath(id, "/ig/drugs?limit=100")));
    const res = await owner.client.post(reportPath(id, "/ig/drugs/issue"), {
      profiles: drugs.items.map((item) => item.id),
    });
    expect(await body<IssueResponse>(res)).toEqual({ interest: null });
    const view = await body<ReportResponse>(await owner.client.get(reportPath(id, "?limit=100")));
    expect(view.sources.ig?.interests.map((i) => i.id)).not.toContain("drugs");
    await expectError(await owner.client.get(reportPath(id, "/ig/drugs")), 404, "not_found");
  });

  it("is the owner's only; 404 for an interest the report lacks; 402 while locked", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const before = await body<ReportResponse>(await owner.client.get(reportPath(id)));
    const hash = await shareReport(owner.client, id);
    const stranger = (await signUp({ subscribed: true })).client;
    const interest = before.sources.ig?.interests[0];
    if (!interest) throw new Error("no interest");
    for (const query of ["", `?h=${hash}`]) {
      await expectError(
        await stranger.post(reportPath(id, `/ig/${interest.id}/issue${query}`), { profiles: ["x"] }),
        404,
        "not_found",
      );
    }
    for (const unknown of ["extremism", "not-a-topic"]) {
      await expectError(
        await owner.client.post(reportPath(id, `/ig/${unknown}/issue`), { profiles: ["x"] }),
        404,
        "not_found",
      );
    }
    await expectError(
      await owner.client.post(reportPath(id, "/fb/hobbies/issue"), { profiles: ["x"] }),
      404,
      "not_found",
    );
    await expectError(
      await owner.client.post(reportPath(id, "/ig/hobbies/issue"), { profiles: [] }),
      400,
      "validation",
    );
    const after = await body<ReportResponse>(await owner.client.get(reportPath(id)));
    expect(after.sources).toEqual(before.sources);

    const visitor = new Client();
    const locked = await generatedReport(visitor, EMILY);
    await expectError(
      await visitor.post(reportPath(locked, `/ig/${interest.id}/issue`), { profiles: ["x"] }),
      402,
      "payment_required",
    );
  });
});

describe("POST /report/{id}/{source}/{interestId}/issue: bounds", () => {
  it("takes only evidence of that interest in that report (400 otherwise), and changes nothing", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, JAKE);
    const gambling = await body<EvidenceResponse>(
      await owner.client.get(reportPath(id, "/ig/gambling?limit=100")),
    );
    const drugs = await body<EvidenceResponse>(await owner.client.get(reportPath(id, "/ig/drugs?limit=100")));
    const drugOnly = drugs.items.map((i) => i.id).filter((i) => !gambling.items.some((g) => g.id === i));
    for (const profiles of [["made-up-id"], drugOnly.slice(0, 1)]) {
      const res = await owner.client.post(reportPath(id, "/ig/gambling/issue"), { profiles });
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({
        code: "bad_request",
        message: "The chosen items are not evidence of this interest",
      });
    }
    await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room, state) => {
      expect(countExclusions(state.storage.sql)).toBe(0);
    });
    // Unknown ids beside real ones are left out: only the real ones count.
    const real = gambling.items[0]?.id ?? "";
    const mixed = await owner.client.post(reportPath(id, "/ig/gambling/issue"), {
      profiles: [real, "made-up-id"],
    });
    expect((await body<IssueResponse>(mixed)).interest?.count).toBe(gambling.interest.count - 1);
    await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room, state) => {
      expect(countExclusions(state.storage.sql)).toBe(1);
    });
  });

  it(`stops at ${MAX_EXCLUSIONS_PER_REPORT} corrections per report (400)`, async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, JAKE);
    const gambling = await body<EvidenceResponse>(
      await owner.client.get(reportPath(id, "/ig/gambling?limit=100")),
    );
    await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room, state) => {
      const earlier = Array.from({ length: MAX_EXCLUSIONS_PER_REPORT }, (_, i) => `earlier-${i}`);
      addExclusions(state.storage.sql, "tw", "sports", earlier);
    });
    const res = await owner.client.post(reportPath(id, "/ig/gambling/issue"), {
      profiles: [gambling.items[0]?.id],
    });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      code: "bad_request",
      message: "This report has had too many corrections",
    });
    const after = await body<EvidenceResponse>(
      await owner.client.get(reportPath(id, "/ig/gambling?limit=100")),
    );
    expect(after.interest.count).toBe(gambling.interest.count);
  });
});

describe("POST /report/{id}/refresh and GET /report/{id}/history", () => {
  it("generates the report again and keeps both versions, newest first", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const first = await body<ReportResponse>(await owner.client.get(reportPath(id)));
    const res = await owner.client.post(reportPath(id, "/refresh"));
    expect(res.status).toBe(202);
    expect(await body<GenerateResponse>(res)).toMatchObject({ id });
    expect((await waitForReport(owner.client, id)).status).toBe("completed");

    const again = await body<ReportResponse>(await owner.client.get(reportPath(id)));
    expect(again).toMatchObject({ status: "completed", blured: null });
    expect(again.tracked).toBeGreaterThanOrEqual(first.tracked ?? 0);
    expect(await reportsUsed(owner.id)).toBe(1);

    const history = await body<HistoryResponse>(await owner.client.get(reportPath(id, "/history")));
    expect(history.items.map((v) => v.version)).toEqual([2, 1]);
    for (const version of history.items) {
      expect(Array.isArray(version.added)).toBe(true);
      expect(Array.isArray(version.removed)).toBe(true);
    }
    expect(history.items[0]?.tracked).toBeGreaterThanOrEqual(history.items[1]?.tracked ?? 0);
  });

  it("refuses a report that is not completed (400) and anyone but the owner (404)", async () => {
    const owner = await signUp({ subscribed: true });
    const draft = await confirmedReport(owner.client, EMILY);
    await expectError(await owner.client.post(reportPath(draft, "/refresh")), 400, "bad_request");
    const id = await generatedReport(owner.client, EMILY);
    expect((await owner.client.get(reportPath(id))).status).toBe(200);
    const hash = await shareReport(owner.client, id);
    const stranger = (await signUp({ subscribed: true })).client;
    await expectError(await stranger.post(reportPath(id, "/refresh")), 404, "not_found");
    await expectError(await stranger.post(reportPath(id, `/refresh?h=${hash}`)), 404, "not_found");
    await expectError(await stranger.get(reportPath(id, "/history")), 404, "not_found");
    // The share link shows the report in full, its history included.
    for (const reader of [owner.client, stranger]) {
      const query = reader === owner.client ? "" : `?h=${hash}`;
      const history = await body<HistoryResponse>(await reader.get(reportPath(id, `/history${query}`)));
      expect(history.items.map((v) => v.version)).toEqual([1]);
    }
  });

  it("refuses a report not unlocked for its owner (402), history too, and starts nothing", async () => {
    const visitor = new Client();
    const unconfirmed = await signUp();
    const subscriber = await signUp({ subscribed: true });
    const cases = [
      { client: visitor, id: await generatedReport(visitor, EMILY) },
      { client: unconfirmed.client, id: await generatedReport(unconfirmed.client, EMILY) },
      // Reports left, but not opened yet: refreshing is not a way around opening it.
      { client: subscriber.client, id: await generatedReport(subscriber.client, EMILY) },
    ];
    for (const { client, id } of cases) {
      const res = await client.post(reportPath(id, "/refresh"));
      expect(res.status).toBe(402);
      expect(await body(res)).toEqual({
        code: "payment_required",
        message: "Unlock the report before refreshing it",
      });
      // History is a detail: locked, 402 (a subscriber's first look at it would open the report).
      if (client !== subscriber.client)
        await expectError(await client.get(reportPath(id, "/history")), 402, "payment_required");
      const [row] = await db().select().from(reports).where(eq(reports.id, id));
      expect([row?.status, row?.refreshedAt]).toEqual(["completed", null]);
    }
    expect(await reportsUsed(subscriber.id)).toBe(0);
  });

  it("refreshes once a day: the first at once, the next 429 with the time it opens again", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    expect((await owner.client.get(reportPath(id))).status).toBe(200);
    expect((await owner.client.post(reportPath(id, "/refresh"))).status).toBe(202);
    await waitForReport(owner.client, id);
    const [first] = await db().select().from(reports).where(eq(reports.id, id));
    const refreshedAt = first?.refreshedAt?.getTime() ?? 0;
    expect(refreshedAt).toBeGreaterThan(Date.now() - 60_000);

    const again = await owner.client.post(reportPath(id, "/refresh"));
    expect(again.status).toBe(429);
    const error = await body<{ code: string; message: string; retryAt: string }>(again);
    expect(error).toMatchObject({ code: "rate_limited", message: "This report can be refreshed once a day" });
    expect(Date.parse(error.retryAt)).toBe(refreshedAt + 24 * 60 * 60 * 1000);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(
      (await body<HistoryResponse>(await owner.client.get(reportPath(id, "/history")))).items,
    ).toHaveLength(2);

    // A day later it opens again.
    await db()
      .update(reports)
      .set({ refreshedAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(reports.id, id));
    expect((await owner.client.post(reportPath(id, "/refresh"))).status).toBe(202);
    await waitForReport(owner.client, id);
    expect(
      (await body<HistoryResponse>(await owner.client.get(reportPath(id, "/history")))).items,
    ).toHaveLength(3);
    expect(await reportsUsed(owner.id)).toBe(1);
  });

  it("starts one generation for two refreshes at once", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    expect((await owner.client.get(reportPath(id))).status).toBe(200);
    const statuses = await Promise.all(
      [1, 2].map(async () => (await owner.client.post(reportPath(id, "/refresh"))).status),
    );
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
    await waitForReport(owner.client, id);
    expect(
      (await body<HistoryResponse>(await owner.client.get(reportPath(id, "/history")))).items,
    ).toHaveLength(2);
  });
});

describe("POST /dashboard/delete/{id}", () => {
  async function exists(key: string) {
    return (await env.IMAGES_BUCKET.head(key)) !== null;
  }

  it("deletes the report's room storage and its pictures", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const view = await body<ReportResponse>(await owner.client.get(reportPath(id)));
    const friends = await body<FriendsResponse>(await owner.client.get(reportPath(id, "/ig/friends")));
    const hash = await shareReport(owner.client, id);
    const card = await owner.client.post("/api/v1/snoop/img", { id, h: hash });
    const { image: cardKey } = await body<{ image: string }>(card);
    const keys = [
      ...view.profiles.map((p) => p.image),
      ...friends.items.map((f) => f.image),
      cardKey,
    ].flatMap((key) => (key ? [key] : []));
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      expect(key).toMatch(/^sig\//);
      expect(await exists(key), key).toBe(true);
    }

    const res = await owner.client.post(`/api/v1/dashboard/delete/${id}`);
    expect(res.status).toBe(200);
    for (const key of keys) expect(await exists(key), key).toBe(false);
    await expectError(await owner.client.get(reportPath(id)), 404, "not_found");
    await expectError(await new Client().get(reportPath(id, `?h=${hash}`)), 404, "not_found");
    await runInDurableObject(env.REPORT_ROOM.getByName(id), async (_room, state) => {
      const tables = state.storage.sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
        )
        .toArray();
      const rows = tables.map(
        ({ name }) => state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`).one().n,
      );
      expect(rows.every((n) => n === 0)).toBe(true);
    });
  });

  it("keeps the pictures other reports share with it", async () => {
    const first = await signUp({ subscribed: true });
    const second = await signUp({ subscribed: true });
    const [mine, theirs] = await Promise.all([
      confirmedReport(first.client, EMILY),
      confirmedReport(second.client, EMILY),
    ]);
    const draft = await body<CreateReportResponse>(
      await second.client.get(`/api/v1/create/${theirs}?limit=100`),
    );
    const pictures = Object.values(draft.sources)
      .flatMap((list) => list.items.map((c) => c.image))
      .flatMap((key) => (key ? [key] : []));
    expect(pictures.length).toBeGreaterThan(0);
    for (const key of pictures) expect(await exists(key), key).toBe(true);

    expect((await first.client.post(`/api/v1/dashboard/delete/${mine}`)).status).toBe(200);
    for (const key of pictures) expect(await exists(key), key).toBe(true);
  });

  it("deletes a search-time picture no other report uses", async () => {
    const owner = await signUp({ subscribed: true });
    // Susan Hunter is in no example and no other test: her candidate picture is this report's alone.
    const id = await confirmedReport(owner.client, [{ source: "ig", username: "shunter" }]);
    const draft = await body<CreateReportResponse>(await owner.client.get(`/api/v1/create/${id}?limit=100`));
    const key = draft.sources.ig.items[0]?.image;
    if (!key) throw new Error("no picture copied");
    expect(await exists(key)).toBe(true);
    expect((await owner.client.post(`/api/v1/dashboard/delete/${id}`)).status).toBe(200);
    expect(await exists(key)).toBe(false);
  });

  it("is the owner's only", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    const stranger = (await signUp({ subscribed: true })).client;
    await expectError(await stranger.post(`/api/v1/dashboard/delete/${id}`), 404, "not_found");
    expect((await owner.client.get(reportPath(id))).status).toBe(200);
  });
});

describe("POST /report/{id}/refresh of a failed report", () => {
  it("tries a failed report again", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    await db().update(reports).set({ status: "failed" }).where(eq(reports.id, id));
    await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room, state) => {
      const stored = readState(state.storage.sql);
      if (stored) writeState(state.storage.sql, { ...stored, status: "failed" });
    });
    const res = await owner.client.post(reportPath(id, "/refresh"));
    expect(res.status).toBe(202);
    await waitForReport(owner.client, id);
    expect((await body<ReportResponse>(await owner.client.get(reportPath(id)))).status).toBe("completed");
  });
});
