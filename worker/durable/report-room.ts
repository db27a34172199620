import { DurableObject } from "cloudflare:workers";
import type { Friend, SourceAnalysis } from "../analysis/report-analysis";
import { analyseSource, MIN_EVIDENCE, unloadedAnalysis } from "../analysis/report-analysis";
import { shippedClassifier } from "../analysis/shipped-model";
import { summaryFacts } from "../analysis/summary";
import { generateSummary, type RunModel, SUMMARY_MODEL } from "../analysis/summary-stream";
import { isRedFlag } from "../analysis/taxonomy";
import type {
  CheckResponse,
  CommonInterestsResponse,
  EvidenceItem,
  EvidenceResponse,
  FriendsResponse,
  HistoryResponse,
  ReportFriend,
  ReportInterest,
} from "../contracts/report";
import {
  encodeSse,
  type ProfileEvent,
  type ReportEvent,
  type SourceStatus,
  SSE_HEADERS,
} from "../contracts/report-events";
import type { ScrapeMessage } from "../contracts/scrape-schema";
import type { ScrapedAccount, ScrapedPost } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import { createDb } from "../db/client";
import type { OptedOutProfile } from "../db/opt-outs";
import {
  type GenerationResult,
  saveResults,
  setReportStatus,
  updateSourceInterests,
} from "../db/report-results";
import { coverageText, PENDING_SECTIONS } from "../domain/coverage";
import { historyOf } from "../domain/report-history";
import { readConfig } from "../env";
import { type LoadedProfile, optedOutData, withoutOptedOut } from "../generation/load-profile";
import { generationPolicy } from "../generation/policy";
import { sourceCoverage, sourceData } from "../generation/source-data";
import { deletePictures } from "../images/store";
import { isOptedOut } from "../sources/opt-out-guard";
import * as store from "./room-store";

const HEARTBEAT_MS = 15_000;
/** Open streams one report serves at most, and at most per client (a client: its IP). */
export const MAX_STREAMS_PER_REPORT = 1_000;
export const MAX_STREAMS_PER_CLIENT = 10;
/** Events queued for one stream before its reader counts as gone. */
const MAX_QUEUED_EVENTS = 256;
/** Tries to finish (analysis, summary, D1) before the report is marked failed. */
const MAX_FINISH_FAILURES = 3;
const encoder = new TextEncoder();

const GENERATING = new Set(["queued", "scraping", "analysing", "summarising"]);

/** Feedback's most excluded items per report: what one person could plausibly check by hand. */
export const MAX_EXCLUSIONS_PER_REPORT = 500;

/** What "wrong classification" feedback did: the interest as counted now, or why nothing changed. */
export type IssueOutcome =
  | { ok: true; interest: ReportInterest | null }
  | { ok: false; reason: "interest" | "items" | "limit" };

/** A selected profile as generation starts it. */
export interface StartProfile {
  source: Source;
  profileId: string;
  username: string;
}

export interface StartInput {
  reportId: string;
  subject: string;
  profiles: StartProfile[];
}

/** What a scrape job hands over for one profile of one generation. */
export interface ProfileDelivery {
  version: number;
  source: Source;
  profileId: string;
  /** The profile's picture copied to R2, when it could be. */
  image: string | null;
  /** Every picture the job copied, so deleting the report can delete them. */
  pictures: string[];
  data: LoadedProfile;
}

const isTerminal = (event: ReportEvent) => event.type === "done" || event.type === "error";

/**
 * One per report (SQLite-backed). Owns generation: the state machine `queued → scraping →
 * analysing → summarising → completed | failed`, the bulk data in its own storage, the
 * analysis and the summary, and the SSE fan-out to every open tab. Producers call it over RPC.
 * Everything it needs to go on is in storage and its alarm is always set while it generates
 * (heartbeat and watchdog in one), so it resumes after an eviction and is never stuck.
 */
export class ReportRoom extends DurableObject<Env> {
  private readonly subscribers = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  /** Streams of readers the report is locked for (`?teaser=1`): everything but the summary. */
  private readonly teasers = new WeakSet<WritableStreamDefaultWriter<Uint8Array>>();
  /** Each capped stream's client, and how many streams each client has open. */
  private readonly clientOf = new WeakMap<WritableStreamDefaultWriter<Uint8Array>, string>();
  private readonly perClient = new Map<string, number>();
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => store.createSchema(this.sql));
  }

  private get policy() {
    return generationPolicy(readConfig(this.env).ENVIRONMENT);
  }

  private get db() {
    return createDb(this.env.DB);
  }

  /**
   * Starts a generation; idempotent: a room that already generates (or has generated) answers
   * its status and starts nothing. One scrape message per selected profile.
   */
  async start(input: StartInput): Promise<string> {
    const current = store.readState(this.sql);
    if (current) return current.status;
    return this.begin(input, 1);
  }

  /** A completed report, generated again: the current results become history first. */
  async refresh(input: StartInput): Promise<string> {
    const current = store.readState(this.sql);
    if (current?.status !== "completed" && current?.status !== "failed") return current?.status ?? "draft";
    store.clearGeneration(this.sql);
    this.sql.exec("DELETE FROM profiles");
    return this.begin(input, current.version + 1);
  }

  private async begin(input: StartInput, version: number): Promise<string> {
    const now = Date.now();
    const state: store.RoomState = {
      reportId: input.reportId,
      subject: input.subject,
      version,
      status: "queued",
      startedAt: now,
      deadline: now + this.policy.deadlineMs,
      summary: "",
      tracked: null,
      failures: 0,
    };
    // Stored before the first await: a second call arriving meanwhile sees a started room.
    store.writeState(this.sql, state);
    for (const p of input.profiles)
      store.putProfile(this.sql, {
        ...p,
        status: "loading",
        badReason: null,
        profile: null,
        sections: null,
        image: null,
      });
    const messages = input.profiles.map((p): { body: ScrapeMessage } => ({
      body: { type: "scrape", reportId: input.reportId, version, ...p },
    }));
    if (messages.length > 0) await this.env.SCRAPE_QUEUE.sendBatch(messages);
    this.publish(this.statusEvent(state));
    await this.scheduleAlarm(input.profiles.length === 0 ? now : undefined);
    return state.status;
  }

  /** Whether a scrape job for this profile still has work: false for a duplicate or a late one. */
  async wants(version: number, source: Source, profileId: string): Promise<boolean> {
    const state = store.readState(this.sql);
    const profile = store.findProfile(this.sql, source, profileId);
    return (
      state !== null &&
      state.version === version &&
      (state.status === "queued" || state.status === "scraping") &&
      profile?.status === "loading"
    );
  }

  /** A scrape job's data for one profile; a redelivered or late job changes nothing. */
  async deliver(delivery: ProfileDelivery): Promise<void> {
    const { version, source, profileId } = delivery;
    if (!(await this.wants(version, source, profileId))) return;
    const stored = store.findProfile(this.sql, source, profileId);
    if (!stored) return;
    // An opt-out that reached the room while the job ran (the job checked D1 before): its people
    // stay out, and the pictures copied for them go.
    const optedOut = store.optedOutNamesIn(this.sql, source);
    const theirs =
      isOptedOut(optedOut, { id: profileId, username: stored.username }) ||
      (delivery.data.profile !== null && isOptedOut(optedOut, delivery.data.profile));
    const { data, dropped } = theirs
      ? { data: optedOutData(), dropped: [] }
      : withoutOptedOut(delivery.data, optedOut);
    const image = theirs ? null : delivery.image;
    // A picture a kept account shows too (a network's default avatar) stays.
    const shown = new Set([
      image,
      ...[...data.followings.items, ...data.followers.items].map((a) => a.image),
    ]);
    const unwanted = theirs
      ? delivery.pictures
      : [...new Set(dropped.flatMap((a) => (a.image && !shown.has(a.image) ? [a.image] : [])))];
    const readable = data.profile !== null;
    const sections = {
      followings: { status: data.followings.status, count: data.followings.items.length },
      followers: { status: data.followers.status, count: data.followers.items.length },
      posts: { status: data.posts.status, count: data.posts.items.length },
    };
    const skipped = new Set(unwanted);
    for (const picture of delivery.pictures)
      if (!skipped.has(picture)) store.recordPicture(this.sql, picture);
    store.putItems(this.sql, source, "following", data.followings.items);
    store.putItems(this.sql, source, "follower", data.followers.items);
    store.putItems(this.sql, source, "post", data.posts.items);
    store.putProfile(this.sql, {
      ...stored,
      status: readable ? "loaded" : "failed",
      badReason: data.badReason,
      profile: data.profile,
      sections: readable ? sections : null,
      image,
    });
    await this.progressed(source);
    await deletePictures(this.env.IMAGES_BUCKET, unwanted);
  }

  /**
   * An opt-out reached this report (the scrape queue's fan-out): its people leave the report now
   * (friends, evidence, the stored lists, their pictures) and stay out of whatever arrives later.
   * A selected profile of theirs stays only as `optOut`, its network's data gone with it, and the
   * summary, written from that data, goes too. A finished report's D1 rows follow.
   */
  async forgetPeople(people: OptedOutProfile[]): Promise<void> {
    const forgotten = store.forgetPeople(this.sql, people);
    const state = store.readState(this.sql);
    if (state && forgotten.sources.length > 0) {
      if (forgotten.profiles.length > 0) {
        state.summary = "";
        store.writeState(this.sql, state);
      }
      if (state.status === "completed" || state.status === "failed")
        await saveResults(this.db, state.reportId, this.results(state, state.status));
      // A profile no longer awaited may have been the last one.
      if (state.status === "queued" || state.status === "scraping")
        for (const source of new Set(forgotten.profiles.map((p) => p.source))) await this.progressed(source);
    }
    await deletePictures(this.env.IMAGES_BUCKET, forgotten.pictures);
  }

  /** A profile given up on (retries exhausted, dead-lettered): it ends `unloaded`. */
  async giveUp(version: number, source: Source, profileId: string): Promise<void> {
    if (!(await this.wants(version, source, profileId))) return;
    const stored = store.findProfile(this.sql, source, profileId);
    if (!stored) return;
    store.putProfile(this.sql, { ...stored, status: "failed", badReason: "unloaded" });
    await this.progressed(source);
  }

  private async progressed(source: Source) {
    const state = store.readState(this.sql);
    if (!state) return;
    if (state.status === "queued") {
      state.status = "scraping";
      store.writeState(this.sql, state);
      await setReportStatus(this.db, state.reportId, "scraping");
    }
    const profiles = store.listProfiles(this.sql);
    for (const p of profiles.filter((p) => p.source === source)) this.publish(this.profileEvent(p));
    this.publish(this.sourceEvent(source, profiles));
    this.publish(this.statusEvent(state, profiles));
    // The last profile in: finishing runs in the alarm, so it survives an eviction.
    if (profiles.every((p) => p.status !== "loading")) await this.scheduleAlarm(Date.now());
  }

  /** Heartbeat, watchdog and the finishing steps: one alarm. */
  override async alarm(): Promise<void> {
    if (this.subscribers.size > 0) this.broadcast(": ping\n\n");
    await this.advance();
    await this.scheduleAlarm();
  }

  /** Moves generation on from wherever storage says it is. */
  private async advance() {
    const state = store.readState(this.sql);
    if (!state || !GENERATING.has(state.status)) return;
    const profiles = store.listProfiles(this.sql);
    const waiting = profiles.filter((p) => p.status === "loading");
    const late = Date.now() >= state.deadline;
    if ((state.status === "queued" || state.status === "scraping") && waiting.length > 0 && !late) return;
    try {
      // Past the deadline nothing waits: whatever did not arrive ends `unloaded` (a lost message).
      for (const p of waiting) {
        store.putProfile(this.sql, { ...p, status: "failed", badReason: "unloaded" });
        this.publish(this.profileEvent({ ...p, status: "failed", badReason: "unloaded" }));
      }
      await this.finish(state);
    } catch (error) {
      console.error("report generation failed to finish", state.reportId, error);
      state.failures += 1;
      if (state.failures >= MAX_FINISH_FAILURES) return this.fail(state);
      store.writeState(this.sql, state);
    }
  }

  private async finish(state: store.RoomState) {
    const db = this.db;
    state.status = "analysing";
    store.writeState(this.sql, state);
    await setReportStatus(db, state.reportId, "analysing");
    this.publish(this.statusEvent(state));
    const analyses = this.analyse();
    for (const { source } of analyses)
      this.publish({ type: "interests", source, interests: this.interests(source) });

    state.status = "summarising";
    state.summary = "";
    store.writeState(this.sql, state);
    await setReportStatus(db, state.reportId, "summarising");
    const profiles = store.listProfiles(this.sql);
    for (const source of sourcesOf(profiles)) this.publish(this.sourceEvent(source, profiles, state));
    const unloaded = sourcesOf(profiles).filter((source) => !analyses.some((a) => a.source === source));
    this.publish(this.statusEvent(state, profiles));
    const result = await generateSummary(
      {
        facts: summaryFacts(state.subject, [...analyses, ...unloaded.map(unloadedAnalysis)]),
        runModel: this.runModel(),
      },
      (event) => {
        state.summary = event.type === "reset" ? "" : state.summary + event.text;
        store.writeState(this.sql, state);
        this.publish(
          event.type === "reset"
            ? { type: "summary", chunk: "", reset: true }
            : { type: "summary", chunk: event.text },
        );
      },
    );
    state.summary = result.text;
    state.tracked = Date.now();
    await saveResults(db, state.reportId, this.results(state, "completed"));
    state.status = "completed";
    store.writeState(this.sql, state);
    store.addHistory(this.sql, {
      version: state.version,
      tracked: state.tracked,
      interests: store.listFindings(this.sql),
    });
    this.publish(this.statusEvent(state));
    this.publish({ type: "done", tracked: state.tracked });
  }

  /** Analyses every network with data; the others are `unloaded`. */
  private analyse(): SourceAnalysis[] {
    const profiles = store.listProfiles(this.sql);
    const score = (text: string) => shippedClassifier().score(text);
    const analyses: SourceAnalysis[] = [];
    for (const source of sourcesOf(profiles)) {
      const own = profiles.filter((p) => p.source === source);
      if (!own.some((p) => p.status === "loaded")) continue;
      const data = sourceData(source, own, {
        followings: store.listItems<ScrapedAccount>(this.sql, source, "following"),
        followers: store.listItems<ScrapedAccount>(this.sql, source, "follower"),
        posts: store.listItems<ScrapedPost>(this.sql, source, "post"),
      });
      const analysis = analyseSource(data, score, store.readExclusions(this.sql, source));
      store.putAnalysis(this.sql, analysis);
      analyses.push(analysis);
    }
    return analyses;
  }

  private async fail(state: store.RoomState) {
    state.status = "failed";
    state.tracked = Date.now();
    store.writeState(this.sql, state);
    try {
      await saveResults(this.db, state.reportId, { ...this.results(state, "failed"), summary: null });
    } catch (error) {
      console.error("could not record a failed report", state.reportId, error);
    }
    this.publish(this.statusEvent(state));
    this.publish({ type: "error", message: "The report could not be generated. Please try again." });
  }

  /** Workers AI where bound (production); the local summariser otherwise. */
  private runModel(): RunModel | undefined {
    const ai = this.env.AI;
    if (!ai) return undefined;
    return async (prompt) =>
      (await ai.run(SUMMARY_MODEL, { ...prompt, stream: true })) as unknown as ReadableStream<Uint8Array>;
  }

  private results(state: store.RoomState, status: GenerationResult["status"]): GenerationResult {
    const profiles = store.listProfiles(this.sql);
    return {
      status,
      summary: state.summary === "" ? null : state.summary,
      tracked: new Date(state.tracked ?? Date.now()),
      profiles: profiles.map((p) => ({
        source: p.source,
        profileId: p.profileId,
        badReason: p.badReason,
        image: p.image,
        coverage: profileCoverage(p),
      })),
      sources: sourcesOf(profiles)
        .filter((source) => profiles.some((p) => p.source === source && p.status === "loaded"))
        .map((source) => ({
          source,
          interests: this.interests(source),
          friends: store.countFriends(this.sql, source),
          coverage: sourceCoverage(profiles.filter((p) => p.source === source)),
        })),
    };
  }

  private interests(source: Source): ReportInterest[] {
    return store
      .listFindings(this.sql, source)
      .map(({ id, title, count, redzone }) => ({ id, title, count, redzone }));
  }

  /** `GET /generate/{id}`, `GET /check/{id}`. */
  async check(): Promise<CheckResponse | null> {
    const state = store.readState(this.sql);
    if (!state) return null;
    const profiles = store.listProfiles(this.sql);
    const sources: Partial<Record<Source, SourceStatus>> = {};
    for (const source of sourcesOf(profiles)) sources[source] = this.sourceStatus(source, profiles, state);
    return { status: state.status, progress: progressOf(profiles), sources };
  }

  /** `GET /report/{id}/summary`: the text so far (complete once the report is). */
  async summary(): Promise<string | null> {
    const state = store.readState(this.sql);
    return state && state.summary !== "" ? state.summary : null;
  }

  /** The evidence of one interest, strongest first; null for an interest the report lacks. */
  async evidence(
    source: Source,
    interestId: string,
    offset: number,
    limit: number,
    kind?: "account",
  ): Promise<EvidenceResponse | null> {
    const interest = this.interests(source).find((i) => i.id === interestId);
    if (!interest) return null;
    const rows = store.listEvidence(this.sql, source, interestId, offset, limit + 1, kind);
    const items = rows.slice(0, limit).flatMap((row) => {
      const item = this.evidenceItem(source, interestId, row);
      return item ? [item] : [];
    });
    return { interest, items, hasMore: rows.length > limit };
  }

  private evidenceItem(source: Source, interestId: string, row: store.EvidenceRow): EvidenceItem | null {
    // The words behind a red flag, for the page to mark: found again from the text, since
    // scoring thousands of items keeps no offsets.
    const spans = (text: string) =>
      isRedFlag(interestId) ? { spans: shippedClassifier().spans(text, interestId) } : {};
    if (row.kind === "account") {
      const a = store.findItem<ScrapedAccount>(this.sql, source, "following", row.itemId);
      return a ? { kind: "account", score: row.score, ...a } : null;
    }
    if (row.kind === "post") {
      const p = store.findItem<ScrapedPost>(this.sql, source, "post", row.itemId);
      return p
        ? {
            kind: "post",
            score: row.score,
            id: p.id,
            text: p.text,
            link: p.link,
            created: p.created,
            ...(p.shared ? { shared: p.shared } : {}),
            ...spans(p.text),
          }
        : null;
    }
    const profile = store
      .listProfiles(this.sql)
      .find((p) => p.source === source && p.profile?.id === row.itemId);
    return profile?.profile
      ? {
          kind: "bio",
          id: row.itemId,
          score: row.score,
          text: profile.profile.bio,
          link: profile.profile.link,
          ...spans(profile.profile.bio),
        }
      : null;
  }

  async friends(source: Source, offset: number, limit: number): Promise<FriendsResponse> {
    const rows = store.listFriends<Friend>(this.sql, source, offset, limit + 1);
    return { items: rows.slice(0, limit).map(toReportFriend), hasMore: rows.length > limit };
  }

  /** Interests shared with one friend, in the subject's order; null when not a friend. */
  async common(source: Source, friendId: string): Promise<CommonInterestsResponse | null> {
    const friend = store.findFriend<Friend>(this.sql, source, friendId);
    if (!friend) return null;
    const theirs = new Set<string>(friend.interests);
    return {
      friend: toReportFriend(friend),
      items: this.interests(source)
        .filter((i) => theirs.has(i.id))
        .map(({ id, title, redzone }) => ({ id, title, redzone })),
    };
  }

  /**
   * "Wrong classification": these items no longer count for that interest, now and in every later
   * generation. Only items that are evidence of that interest count, and a report takes at most
   * `MAX_EXCLUSIONS_PER_REPORT` of them. Answers the interest as counted now (null when too little
   * is left), or why nothing changed.
   */
  async reportIssue(source: Source, interestId: string, itemIds: string[]): Promise<IssueOutcome> {
    const state = store.readState(this.sql);
    const interest = this.interests(source).find((i) => i.id === interestId);
    if (!state || !interest) return { ok: false, reason: "interest" };
    const items = store.evidenceAmong(this.sql, source, interestId, [...new Set(itemIds)]);
    if (items.length === 0) return { ok: false, reason: "items" };
    if (store.countExclusions(this.sql) + items.length > MAX_EXCLUSIONS_PER_REPORT)
      return { ok: false, reason: "limit" };
    store.addExclusions(this.sql, source, interestId, items);
    const count = store.excludeEvidence(
      this.sql,
      source,
      interestId,
      items,
      interest.redzone ? 1 : MIN_EVIDENCE,
    );
    await updateSourceInterests(this.db, state.reportId, source, this.interests(source));
    this.publish({ type: "interests", source, interests: this.interests(source) });
    return { ok: true, interest: count === 0 ? null : { ...interest, count } };
  }

  async history(): Promise<HistoryResponse> {
    return { items: historyOf(store.listHistory(this.sql)) };
  }

  /**
   * Retention: the raw lists go, the results stay. Answers how many rows went. A generation under
   * way (a refresh started since the report was found due) keeps its fresh lists.
   */
  async purgeRaw(): Promise<number> {
    const state = store.readState(this.sql);
    if (state && GENERATING.has(state.status)) return 0;
    return store.purgeRawItems(this.sql);
  }

  /** Deletes everything the room holds, and answers the R2 pictures it copied (for the caller to delete). */
  async destroy(): Promise<string[]> {
    const pictures = store.listPictures(this.sql);
    this.closeAll();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // Empty tables again: a late call (a scrape job still in the queue) finds no report, not an error.
    store.createSchema(this.sql);
    return pictures;
  }

  /** Development only (the SSE bench): a comment carrying the time it was sent, to every subscriber. */
  async probe(): Promise<number> {
    this.broadcast(`: probe ${Date.now()}\n\n`);
    return this.subscribers.size;
  }

  /**
   * An event stream: the current state as a compact snapshot, then live events. `client` (the
   * API always sends it) caps the streams per report and per client: over either, 429.
   */
  override async fetch(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const client = params.get("client");
    if (client !== null && !this.hasRoomFor(client)) return new Response(null, { status: 429 });
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const teaser = params.get("teaser") === "1";
    const snapshot = this.snapshot().filter((event) => !(teaser && event.type === "summary"));
    if (teaser) this.teasers.add(writer);
    const finished = snapshot.some(isTerminal);
    // Written without awaiting: the reader only starts once the response is returned.
    writer
      .write(encoder.encode(`retry: 3000\n\n${snapshot.map(encodeSse).join("")}`))
      .catch(() => this.drop(writer));
    if (finished) {
      writer.close().catch(() => undefined);
    } else {
      this.subscribers.add(writer);
      if (client !== null) {
        this.clientOf.set(writer, client);
        this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
      }
      request.signal.addEventListener("abort", () => this.drop(writer));
      await this.scheduleAlarm();
    }
    return new Response(readable, { headers: SSE_HEADERS });
  }

  private hasRoomFor(client: string): boolean {
    return (
      this.subscribers.size < MAX_STREAMS_PER_REPORT &&
      (this.perClient.get(client) ?? 0) < MAX_STREAMS_PER_CLIENT
    );
  }

  /** Status, each profile and network, each network's interests, the summary so far; then done or error. */
  private snapshot(): ReportEvent[] {
    const state = store.readState(this.sql);
    if (!state) return [];
    const profiles = store.listProfiles(this.sql);
    const events: ReportEvent[] = [this.statusEvent(state, profiles)];
    for (const p of profiles) events.push(this.profileEvent(p));
    for (const source of sourcesOf(profiles)) {
      events.push(this.sourceEvent(source, profiles, state));
      const interests = this.interests(source);
      if (interests.length > 0) events.push({ type: "interests", source, interests });
    }
    if (state.summary !== "") events.push({ type: "summary", chunk: state.summary, reset: true });
    if (state.status === "completed") events.push({ type: "done", tracked: state.tracked ?? 0 });
    if (state.status === "failed")
      events.push({ type: "error", message: "The report could not be generated. Please try again." });
    return events;
  }

  private statusEvent(state: store.RoomState, profiles = store.listProfiles(this.sql)): ReportEvent {
    return { type: "status", status: state.status, progress: progressOf(profiles) };
  }

  private profileEvent(p: store.StoredProfile): ProfileEvent {
    return {
      type: "profile",
      source: p.source,
      id: p.profileId,
      username: p.username,
      fullname: p.profile?.fullname ?? p.username,
      image: p.image,
      link: p.profile?.link ?? "",
      count: p.profile?.followers ?? null,
      status: p.status,
      badReason: p.badReason,
      coverage: profileCoverage(p),
    };
  }

  private sourceStatus(
    source: Source,
    profiles: store.StoredProfile[],
    state = store.readState(this.sql),
  ): SourceStatus {
    const own = profiles.filter((p) => p.source === source);
    if (own.some((p) => p.status === "loading"))
      return own.some((p) => p.status !== "loading") ? "scraping" : "queued";
    if (!own.some((p) => p.status === "loaded")) return "unloaded";
    const analysed = state?.status === "summarising" || state?.status === "completed";
    return analysed ? "analysed" : "loaded";
  }

  private sourceEvent(
    source: Source,
    profiles: store.StoredProfile[],
    state = store.readState(this.sql),
  ): ReportEvent {
    const own = profiles.filter((p) => p.source === source);
    return {
      type: "source",
      source,
      status: this.sourceStatus(source, profiles, state),
      progress: progressOf(own),
    };
  }

  /** Sends an event to every subscriber; a terminal event closes the streams. */
  private publish(event: ReportEvent) {
    this.broadcast(encodeSse(event), event.type === "summary");
    if (isTerminal(event)) this.closeAll();
  }

  /**
   * The one alarm: at `at` when given (finish now), else the next heartbeat while anyone listens
   * and the watchdog's deadline while generating; never later than an alarm already set sooner.
   */
  private async scheduleAlarm(at?: number) {
    const state = store.readState(this.sql);
    const wanted = [
      at,
      this.subscribers.size > 0 ? Date.now() + HEARTBEAT_MS : undefined,
      state && GENERATING.has(state.status) ? Math.max(state.deadline, Date.now()) : undefined,
      // A finish that failed is tried again shortly.
      state && GENERATING.has(state.status) && state.failures > 0 ? Date.now() + 2_000 : undefined,
    ].filter((t): t is number => t !== undefined);
    if (wanted.length === 0) return;
    const next = Math.min(...wanted);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(next);
  }

  /**
   * Queues the text on every stream (`paid` text not on teasers') without waiting for readers: generation never waits on a slow
   * tab. A stream whose reader has fallen too far behind (or is gone) is dropped; its page
   * reconnects and catches up from the snapshot.
   */
  private broadcast(text: string, paid = false) {
    const bytes = encoder.encode(text);
    for (const writer of this.subscribers) {
      if (paid && this.teasers.has(writer)) continue;
      if ((writer.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) {
        this.drop(writer);
        continue;
      }
      writer.write(bytes).catch(() => this.drop(writer));
    }
  }

  /** Ends every stream after what is queued on it; never waits for a reader. */
  private closeAll() {
    const writers = [...this.subscribers];
    for (const writer of writers) this.forget(writer);
    for (const writer of writers) writer.close().catch(() => undefined);
  }

  private drop(writer: WritableStreamDefaultWriter<Uint8Array>) {
    this.forget(writer);
    writer.abort().catch(() => undefined);
  }

  /** A stream leaves the subscribers (once), and its client's count. */
  private forget(writer: WritableStreamDefaultWriter<Uint8Array>) {
    if (!this.subscribers.delete(writer)) return;
    const client = this.clientOf.get(writer);
    if (client === undefined) return;
    const open = (this.perClient.get(client) ?? 1) - 1;
    if (open > 0) this.perClient.set(client, open);
    else this.perClient.delete(client);
  }
}

function sourcesOf(profiles: readonly store.StoredProfile[]): Source[] {
  return [...new Set(profiles.map((p) => p.source))];
}

function progressOf(profiles: readonly store.StoredProfile[]) {
  return { done: profiles.filter((p) => p.status !== "loading").length, total: profiles.length };
}

function profileCoverage(p: store.StoredProfile): string | null {
  if (p.status === "loading") return null;
  if (p.badReason === "private") return coverageText(PENDING_SECTIONS, true);
  if (p.sections === null) return "could not be loaded: not analysed";
  return coverageText(p.sections);
}

function toReportFriend(friend: Friend): ReportFriend {
  const { id, username, fullname, image, link, common } = friend;
  return { id, username, fullname, image, link, common };
}
