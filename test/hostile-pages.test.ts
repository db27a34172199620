import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ReportCard } from "../client/features/dashboard/components/report-card";
import { EvidenceItemView } from "../client/features/report/components/evidence-item";
import { FriendItem } from "../client/features/report/components/friend-item";
import { NetworkProfiles } from "../client/features/report/components/network-profiles";
import { reportExport } from "../client/features/report/utils/report-export";
import type {
  EvidenceItem,
  EvidenceResponse,
  FriendsResponse,
  ReportInterest,
  ReportListResponse,
  ReportResponse,
  ShareImageResponse,
} from "../worker/contracts/report";
import type { ScrapedAccount, ScrapedPost } from "../worker/contracts/scraped";
import { reportProfiles } from "../worker/db/schema";
import type { ReportRoom } from "../worker/durable/report-room";
import { type LoadedProfile, loadProfile } from "../worker/generation/load-profile";
import { inProcessTransport } from "../worker/simulator/in-process";
import { createConnector } from "../worker/sources/index";
import { Client, db, insertReport, signUp, type TestUser } from "./accounts";
import { XSS_STRINGS } from "./hostile";
import { APP, LANDING, readPage } from "./http";
import { shareReport } from "./reports";

/**
 * Issue 21.6, XSS: names, usernames, bios and post texts a network sends come out of every page,
 * the print view (the PDF), the JSON export and the share card as text, never as markup.
 *
 * The hostile profile goes in as a network would bring it (API.md's fixture personas are a
 * contract, so no persona is added): candidates' rows in D1 as a search stores them, and the
 * loaded profile delivered to the report's room as a scrape job does; the room analyses it and
 * saves the results as for any report.
 */

const NAME = "<script>alert(1)</script> Emily";
const FULLNAME = '"><img src=x onerror=alert(1)> Emily Carter';
const USERNAME = "emily'><svg/onload=alert(1)>";
const BIO = "</script><script>alert(1)</script> Coffee, marathons and javascript:alert(1)";
/** Links a network could send: React blocks `javascript:`; the page must not make any of them live. */
const LINKS = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", " JaVaScRiPt:alert(1)"];
const PROFILE_ID = "hostile-1";

/** Emily Carter as the simulator serves her (a profile with interests), with every text made hostile. */
async function hostileProfile(): Promise<LoadedProfile> {
  const connector = createConnector("ig", inProcessTransport());
  const found = await connector.findByUsername("emily.carter");
  if (found.kind !== "found") throw new Error("no Emily in the simulator");
  const loaded = await loadProfile(connector, { id: found.profile.id, username: "emily.carter" }, 20);
  if (loaded.kind !== "loaded") throw new Error("Emily did not load");
  const data = loaded.data;
  const payload = (i: number) => XSS_STRINGS[i % XSS_STRINGS.length] ?? "";
  const link = (i: number) => LINKS[i % LINKS.length] ?? "";
  const account = (a: ScrapedAccount, i: number): ScrapedAccount => ({
    ...a,
    username: `${a.username}${payload(i)}`,
    fullname: `${payload(i + 1)} ${a.fullname}`,
    bio: `${payload(i + 2)} ${a.bio}`,
    link: link(i),
  });
  const post = (p: ScrapedPost, i: number): ScrapedPost => ({
    ...p,
    text: `${payload(i)} ${p.text} ${payload(i + 3)}`,
    link: link(i),
  });
  if (!data.profile) throw new Error("Emily has no profile");
  return {
    ...data,
    profile: { ...data.profile, username: USERNAME, fullname: FULLNAME, bio: BIO, link: link(0) },
    followings: { ...data.followings, items: data.followings.items.map(account) },
    followers: { ...data.followers, items: data.followers.items.map(account) },
    posts: { ...data.posts, items: data.posts.items.map(post) },
  };
}

/** A completed report of the hostile profile, owned (and unlocked) by a subscriber. */
async function hostileReport(owner: TestUser): Promise<string> {
  const reportId = await insertReport(
    { userId: owner.id },
    { name: NAME, age: 29, state: "TX", status: "queued", sources: ["ig"] },
  );
  await db()
    .insert(reportProfiles)
    .values({
      reportId,
      source: "ig",
      profileId: PROFILE_ID,
      username: USERNAME,
      fullname: FULLNAME,
      image: 'sig/"><script>alert(1)</script>',
      link: LINKS[0] ?? "",
      count: 1200,
      confidence: 1,
      band: "high",
      reasons: [],
      selected: true,
      position: 0,
    });
  const room: DurableObjectStub<ReportRoom> = env.REPORT_ROOM.getByName(reportId);
  await room.start({
    reportId,
    subject: NAME,
    profiles: [{ source: "ig", profileId: PROFILE_ID, username: USERNAME }],
  });
  await room.deliver({
    version: 1,
    source: "ig",
    profileId: PROFILE_ID,
    image: null,
    pictures: [],
    data: await hostileProfile(),
  });
  for (let i = 0; i < 50; i++) {
    const check = await room.check();
    if (check?.status === "completed") break;
    if (check?.status === "failed") throw new Error("the hostile report failed");
    await runDurableObjectAlarm(room);
  }
  // The subscriber's first full view unlocks it (and takes a report of the quota).
  const res = await owner.client.get(`/api/v1/report/${reportId}`);
  if (res.status !== 200) throw new Error(`report ${res.status} ${await res.text()}`);
  return reportId;
}

/** A draft whose candidates (the create page's list) are the hostile profile. */
async function hostileDraft(owner: TestUser): Promise<string> {
  const reportId = await insertReport({ userId: owner.id }, { name: NAME, status: "draft", sources: ["ig"] });
  await db()
    .insert(reportProfiles)
    .values(
      [0, 1, 2].map((i) => ({
        reportId,
        source: "ig" as const,
        profileId: `${PROFILE_ID}-${i}`,
        username: `${USERNAME}${i}`,
        fullname: `${XSS_STRINGS[i]} ${FULLNAME}`,
        image: null,
        link: LINKS[i] ?? "",
        count: 10 + i,
        confidence: 0.9,
        band: "high" as const,
        reasons: [BIO],
        selected: i === 0,
        position: i,
      })),
    );
  return reportId;
}

const OPEN_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s>]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=]+)(?:=("[^"]*"|'[^']*'|[^\s>]*))?/g;
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "srcset", "poster"]);
const REACT_BLOCKED =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** The entities React and the card write in attribute values. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * Markup that would run script: a tag a payload brought in (an `<img>` of its own, an `<svg>`),
 * an event-handler attribute, a `javascript:`/`data:`/`vbscript:` URL (React's own blocked
 * `javascript:throw` stand-in is inert). Answers the offending pieces; [] when the markup is inert.
 */
function liveMarkup(html: string): string[] {
  const found: string[] = [];
  for (const payload of XSS_STRINGS) if (payload.includes("<") && html.includes(payload)) found.push(payload);
  for (const [tag, , attributes = ""] of html.matchAll(OPEN_TAG)) {
    for (const [, attribute = "", quoted = ""] of attributes.matchAll(ATTRIBUTE)) {
      const key = attribute.toLowerCase();
      const value = decodeEntities(quoted.replace(/^["']|["']$/g, "")).trim();
      if (/^on/.test(key)) found.push(tag);
      if (URL_ATTRIBUTES.has(key) && value !== REACT_BLOCKED && /^(javascript|data|vbscript):/i.test(value))
        found.push(tag);
    }
  }
  // Every inline script is the framework's: none carries a payload's closing tag or raw markup.
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (/<(img|svg|script)\b/i.test(body)) found.push(`script body: ${body.slice(0, 80)}`);
  }
  return found;
}

/** The escaped form React (and the share card) give text: `<` as `&lt;` (or `&#60;`). */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

describe("hostile profile text in the pages, the print view, the export and the share card", () => {
  let owner: TestUser;
  let reportId: string;
  let draftId: string;
  let hash: string;

  beforeAll(async () => {
    owner = await signUp({ subscribed: true });
    reportId = await hostileReport(owner);
    draftId = await hostileDraft(owner);
    hash = await shareReport(owner.client, reportId);
  }, 120_000);

  it("renders the report page (the print view's source) with every name as text, for its owner and a share link", async () => {
    for (const [who, client, path] of [
      ["owner", owner.client, `${LANDING}/report/${reportId}`],
      ["share link", new Client(), `${LANDING}/report/${reportId}?h=${hash}`],
    ] as const) {
      const res = await client.get(path);
      expect(res.status, who).toBe(200);
      const html = await readPage(res);
      expect(liveMarkup(html), who).toEqual([]);
      // Shown, as text: the report's name (title and header), the profile's name and username.
      expect(html, who).toContain(escaped("<script>alert(1)</script>"));
      expect(html, who).toContain(escaped('"><img src=x onerror=alert(1)>').replaceAll('"', "&quot;"));
      expect(html, who).toContain("&lt;svg/onload=alert(1)&gt;");
    }
  });

  it("renders the dashboard (its list, as the browser draws it) and the create page's candidates as text", async () => {
    for (const path of [`${APP}/dashboard`, `${LANDING}/report/${draftId}/create`]) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(200);
      expect(liveMarkup(await readPage(res)), path).toEqual([]);
    }
    // The create page draws its candidates on the server: names, usernames and reasons as text.
    const create = await readPage(await owner.client.get(`${LANDING}/report/${draftId}/create`));
    expect(create).toContain(escaped("<script>alert(1)</script>"));
    expect(create).toContain("&lt;svg/onload=alert(1)&gt;0");
    const list = (await (await owner.client.get("/api/v1/dashboard/reports")).json()) as ReportListResponse;
    const cards = list.items.map((report) =>
      renderToStaticMarkup(
        createElement(ReportCard, {
          report,
          href: `/report/${report.id}`,
          highlighted: false,
          onDeleted: () => undefined,
          onShareChange: () => undefined,
          onStatusChange: () => undefined,
        }),
      ),
    );
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(liveMarkup(card)).toEqual([]);
      expect(card).toContain(escaped("<script>alert(1)</script>"));
    }
  });

  it("serves the API's hostile text as JSON that no browser sniffs as HTML", async () => {
    const res = await owner.client.get(`/api/v1/report/${reportId}`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const view = (await res.json()) as ReportResponse;
    expect(view.title.name).toBe(NAME);
    expect(view.profiles[0]).toMatchObject({ username: USERNAME, fullname: FULLNAME });
  });

  it("renders the evidence, friends and profiles (as the page and its print view do) without live markup", async () => {
    const view = (await (await owner.client.get(`/api/v1/report/${reportId}`)).json()) as ReportResponse;
    const interests: ReportInterest[] = view.sources.ig?.interests ?? [];
    expect(interests.length).toBeGreaterThan(0);
    const items: { item: EvidenceItem; interest: ReportInterest }[] = [];
    for (const interest of interests) {
      const res = await owner.client.get(`/api/v1/report/${reportId}/ig/${interest.id}?limit=100`);
      expect(res.status, interest.id).toBe(200);
      for (const item of ((await res.json()) as EvidenceResponse).items) items.push({ item, interest });
    }
    // Posts, bios and followed accounts, each with hostile text and a hostile link.
    expect(new Set(items.map((i) => i.item.kind))).toEqual(new Set(["post", "account", "bio"]));
    const friends = (await (
      await owner.client.get(`/api/v1/report/${reportId}/ig/friends?limit=100`)
    ).json()) as FriendsResponse;
    expect(friends.items.length).toBeGreaterThan(0);

    const markup = [
      ...items.map(({ item, interest }) =>
        renderToStaticMarkup(
          createElement(EvidenceItemView, {
            item,
            reportId,
            source: "ig",
            interest,
            shareHash: null,
            canReport: true,
            onRemoved: () => undefined,
          }),
        ),
      ),
      ...friends.items.map((friend) =>
        renderToStaticMarkup(createElement(FriendItem, { friend, reportId, source: "ig", shareHash: null })),
      ),
      renderToStaticMarkup(createElement(NetworkProfiles, { profiles: view.profiles, network: "Instagram" })),
    ].join("\n");
    expect(liveMarkup(markup)).toEqual([]);
    expect(markup).toContain(escaped("</script><script>alert(1)</script>"));
    expect(markup).toContain("&lt;svg/onload=alert(1)&gt;");
  });

  it("exports the report as JSON with the texts exactly as the network wrote them", async () => {
    const view = (await (await owner.client.get(`/api/v1/report/${reportId}`)).json()) as ReportResponse;
    const exported = JSON.parse(JSON.stringify(reportExport(view))) as ReportResponse;
    expect(exported.title.name).toBe(NAME);
    expect(exported.profiles[0]?.fullname).toBe(FULLNAME);
    expect(exported.summary).toBe(view.summary);
  });

  it("draws the share card with the name as SVG text: only the card's own elements, no handler, no script", async () => {
    const res = await new Client().post("/api/v1/snoop/img", { id: reportId, h: hash });
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as ShareImageResponse;
    const card = await new Client().get(`/img?url=${encodeURIComponent(image)}&w=1200&q=90`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    // Served sandboxed besides: a script that slipped in could not run from our origin.
    expect(card.headers.get("content-security-policy")).toMatch(/sandbox/);
    const svg = await card.text();
    const tags = new Set([...svg.matchAll(/<([a-zA-Z][\w:-]*)/g)].map((m) => m[1]));
    expect(tags).toEqual(new Set(["svg", "rect", "text"]));
    expect(liveMarkup(svg)).toEqual([]);
    expect(svg).toContain("&#60;script&#62;alert(1)&#60;/script&#62; Emily");
  });
});
