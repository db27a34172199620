import { DurableObject } from "cloudflare:workers";
import type { SourceAnalysis } from "../analysis/report-analysis";
import { analyseSource, MIN_EVIDENCE, unloadedAnalysis } from "../analysis/report-analysis";
import { shippedClassifier } from "../analysis/shipped-model";
import { summaryFacts } from "../analysis/summary";
import { generateSummary, type RunModel, SUMMARY_MODEL } from "../analysis/summary-stream";
import type {
  CheckResponse,
  CommonInterestsResponse,
  EvidenceResponse,
  FriendsResponse,
  HistoryResponse,
  ReportInterest,
} from "../contracts/report";
import { type ReportEvent, SSE_HEADERS } from "../contracts/report-events";
import type { ScrapeMessage } from "../contracts/scrape-schema";
import type { ScrapedAccount, ScrapedPost } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import { createDb } from "../db/client";
import type { OptedOutProfile } from "../db/opt-outs";
import { saveResults, setReportStatus, updateSourceInterests } from "../db/report-results";
import { changeBetween } from "../domain/report-change";
import {
  awaitsProfiles,
  canTransition,
  isFinished,
  isGenerating,
  type ReportStatus,
} from "../domain/report-lifecycle";
import { readConfig } from "../env";
import { type LoadedProfile, optedOutData, withoutOptedOut } from "../generation/load-profile";
import { generationPolicy } from "../generation/policy";
import { sourceData } from "../generation/source-data";
import { deletePictures } from "../images/store";
import { type RescreenOutcome, rescreenFinished } from "../monitoring/outcome";
import { isOptedOut } from "../sources/opt-out-guard";
import { Broadcaster, HEARTBEAT_MS } from "./broadcaster";
import { endEvents, profileEvent, snapshot, sourceEvent, sourcesOf, statusEvent } from "./room-events";
import * as reads from "./room-reads";
import * as store from "./room-store";

/** Tries to finish (analysis, summary, D1) before the report is marked failed. */
const MAX_FINISH_FAILURES = 3;

/** A step that failed (finishing, queueing the jobs, writing D1's copy) is tried again this soon. */
const RETRY_MS = 2_000;

/** D1's copy refused again and again waits longer each time, up to this: never a 2-second loop. */
const MAX_SYNC_RETRY_MS = 3_600_000;

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

/** Events a status change goes out with, built once the status has changed. */
type WithStatus = (profiles: store.StoredProfile[]) => ReportEvent[];

/**
 * One per report (SQLite-backed). Owns generation: the lifecycle (`domain/report-lifecycle`),
 * the bulk data in its own storage, the analysis and the summary, and the SSE fan-out to every
 * open tab. Producers call it over RPC. Everything it needs to go on is in storage and its alarm
 * is always set while it generates or D1's copy waits (heartbeat, watchdog and retries in one),
 * so it resumes after an eviction and is never stuck.
 */
export class ReportRoom extends DurableObject<Env> {
  private readonly streams = new Broadcaster();
  private readonly sql: SqlStorage;
  /** D1 copies refused in a row: each retry waits twice as long (kept in memory; an eviction resets it). */
  private syncRetries = 0;
  /** Deleted while something of this instance was still running: that stops, writing nothing. */
  private destroyed = false;

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
   * its status and starts nothing new. One scrape message per selected profile.
   */
  async start(input: StartInput): Promise<ReportStatus> {
    const current = store.readState(this.sql);
    if (current) return this.resume(current);
    return this.begin(input, null);
  }

  /**
   * A finished report, generated again (`rescreen`: by its watch's schedule). A completed version
   * waits aside while it runs: a refresh that fails goes back to it, one that completes is compared
   * with it (what changed).
   */
  async refresh(input: StartInput, rescreen = false): Promise<ReportStatus> {
    const current = store.readState(this.sql);
    if (!current) return "draft";
    if (!isFinished(current.status)) return this.resume(current);
    if (current.status === "completed") store.keepPrevious(this.sql, current);
    store.clearGeneration(this.sql);
    this.sql.exec("DELETE FROM profiles");
    return this.begin(input, current, rescreen);
  }

  /**
   * A start asked again of a room that has it: D1's copy is written again (the caller claimed the
   * report afresh, after undoing a claim the room had taken), and jobs the queue refused are sent.
   */
  private async resume(state: store.RoomState): Promise<ReportStatus> {
    if (state.status !== "queued") await this.sync(state);
    if (isGenerating(state.status) && !state.sent) await this.sendJobs(state);
    return state.status;
  }

  private async begin(
    input: StartInput,
    previous: store.RoomState | null,
    rescreen = false,
  ): Promise<ReportStatus> {
    const now = Date.now();
    const state: store.RoomState = {
      reportId: input.reportId,
      subject: input.subject,
      version: (previous?.version ?? 0) + 1,
      status: previous?.status ?? "draft",
      startedAt: now,
      deadline: now + this.policy.deadlineMs,
      summary: "",
      tracked: null,
      failures: 0,
      sent: input.profiles.length === 0,
      unsynced: false,
      rescreen,
    };
    for (const p of input.profiles)
      store.putProfile(this.sql, {
        ...p,
        status: "loading",
        badReason: null,
        profile: null,
        sections: null,
        image: null,
      });
    // Stored before the first await: a second call arriving meanwhile sees a started room.
    await this.transition(state, "queued");
    // The watchdog first: whatever fails from here on, the room finishes (or fails) by itself.
    await this.scheduleAlarm(input.profiles.length === 0 ? now : undefined);
    if (!state.sent) await this.sendJobs(state);
    return state.status;
  }

  /**
   * One scrape message per profile still waiting. A queue that refuses them is asked again by the
   * alarm (and by a repeated start); a message that went through twice is a duplicate `wants` ignores.
   */
  private async sendJobs(state: store.RoomState) {
    const messages = store
      .listProfiles(this.sql)
      .filter((p) => p.status === "loading")
      .map(({ source, profileId, username }): { body: ScrapeMessage } => ({
        body: {
          type: "scrape",
          reportId: state.reportId,
          version: state.version,
          source,
          profileId,
          username,
        },
      }));
    try {
      if (messages.length > 0) await this.env.SCRAPE_QUEUE.sendBatch(messages);
    } catch (error) {
      console.error("scrape jobs not queued; trying again", state.reportId, error);
      return this.scheduleAlarm();
    }
    state.sent = true;
    // Onto the state as stored now: a delivery may have moved it on while the batch was sent.
    const stored = store.readState(this.sql);
    if (stored?.version === state.version) store.writeState(this.sql, { ...stored, sent: true });
  }

  /** Whether a scrape job for this profile still has work: false for a duplicate or a late one. */
  async wants(version: number, source: Source, profileId: string): Promise<boolean> {
    const state = store.readState(this.sql);
    const profile = store.findProfile(this.sql, source, profileId);
    return (
      state !== null &&
      state.version === version &&
      awaitsProfiles(state.status) &&
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
      // A finished report's D1 rows follow; if D1 refuses, the alarm writes them later.
      if (isFinished(state.status)) {
        await this.sync(state);
        if (state.unsynced) await this.scheduleAlarm();
      }
      // A profile no longer awaited may have been the last one.
      if (awaitsProfiles(state.status))
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
    const events: WithStatus = (profiles) => [
      ...profiles.filter((p) => p.source === source).map(profileEvent),
      sourceEvent(source, profiles, state.status),
    ];
    // The last profile in: finishing runs in the alarm, so it survives an eviction. Set first, so
    // an eviction during the status copy below does not leave it to the watchdog.
    if (store.listProfiles(this.sql).every((p) => p.status !== "loading"))
      await this.scheduleAlarm(Date.now());
    if (state.status === "queued") await this.transition(state, "scraping", events);
    else this.announce(state, events);
  }

  /** Heartbeat, watchdog, the finishing steps and the retries (jobs, D1's copy): one alarm. */
  override async alarm(): Promise<void> {
    this.streams.comment("ping");
    await this.advance();
    await this.scheduleAlarm();
  }

  /** Moves generation on from wherever storage says it is. */
  private async advance() {
    const state = store.readState(this.sql);
    if (!state) return;
    if (state.unsynced) await this.sync(state);
    if (!isGenerating(state.status)) return;
    const late = Date.now() >= state.deadline;
    const loading = () => store.listProfiles(this.sql).filter((p) => p.status === "loading");
    if (!state.sent) {
      // Jobs the queue never took: nothing was tried, so nothing is reported; the owner may try again.
      if (late && loading().length > 0) return this.fail(state);
      // A batch whose answer was lost may have gone through: once sent, go on to finish if all is in.
      if (!late) await this.sendJobs(state);
      if (!state.sent && !late) return;
    }
    const waiting = loading();
    if (awaitsProfiles(state.status) && waiting.length > 0 && !late) return;
    try {
      // Past the deadline nothing waits: whatever did not arrive ends `unloaded` (a lost message).
      this.unloadWaiting();
      // A refresh that read nothing of what its version read is no version: it goes back to that one.
      if (this.readNothingAgain()) return this.fail(state);
      await this.finish(state);
    } catch (error) {
      if (this.destroyed) return;
      console.error("report generation failed to finish", state.reportId, error);
      state.failures += 1;
      if (state.failures >= MAX_FINISH_FAILURES) return this.fail(state);
      store.writeState(this.sql, state);
    }
  }

  /** A refresh under way loaded no profile, where the version kept aside had loaded some. */
  private readNothingAgain(): boolean {
    if (!store.readPrevious(this.sql)) return false;
    const loaded = (profiles: { status: store.ProfileStatus }[]) =>
      profiles.some((p) => p.status === "loaded");
    return !loaded(store.listProfiles(this.sql)) && loaded(store.listProfiles(this.sql, "previous"));
  }

  /** Profiles still waiting end `unloaded`. */
  private unloadWaiting() {
    for (const p of store.listProfiles(this.sql).filter((p) => p.status === "loading")) {
      const unloaded: store.StoredProfile = { ...p, status: "failed", badReason: "unloaded" };
      store.putProfile(this.sql, unloaded);
      this.streams.publish(profileEvent(unloaded));
    }
  }

  /**
   * The last resort: the report ends failed, which its owner may generate again; a refresh of a
   * completed report goes back to that version instead.
   */
  private async fail(state: store.RoomState) {
    const previous = store.readPrevious(this.sql);
    if (previous) return this.restore(state, previous);
    this.unloadWaiting();
    state.tracked = Date.now();
    await this.transition(state, "failed");
  }

  /**
   * A refresh that failed: the version before it is the report again, as it was (less anyone who
   * opted out meanwhile), under the failed run's number, so the run's late jobs find nothing to do.
   * Not a move of the lifecycle: the report never stopped being that completed version.
   */
  private async restore(failed: store.RoomState, previous: store.RoomState) {
    if (this.destroyed) return;
    store.restorePrevious(this.sql);
    store.dropChange(this.sql, failed.version);
    const forgotten = store.forgetPeople(this.sql, store.optedOutPeople(this.sql));
    const state: store.RoomState = {
      ...previous,
      version: failed.version,
      status: "completed",
      summary: forgotten.profiles.length > 0 ? "" : previous.summary,
      failures: 0,
      sent: true,
      unsynced: true,
      rescreen: false,
    };
    store.writeState(this.sql, state);
    await this.sync(state);
    const profiles = store.listProfiles(this.sql);
    for (const event of snapshot(state, profiles, (source) => reads.interests(this.sql, source)))
      this.streams.publish(event);
    await deletePictures(this.env.IMAGES_BUCKET, forgotten.pictures);
    if (failed.rescreen) await this.tellOwner(state.reportId, { ok: false });
  }

  /** A re-screen's outcome reaches its watch (and the owner's inbox); a failure here is logged, never the room's. */
  private async tellOwner(reportId: string, outcome: RescreenOutcome) {
    try {
      await rescreenFinished(this.env, reportId, outcome);
    } catch (error) {
      console.error("the re-screen's outcome was not recorded", reportId, error);
    }
  }

  private async finish(state: store.RoomState) {
    await this.transition(state, "analysing");
    const analyses = this.analyse();
    for (const { source } of analyses)
      this.streams.publish({ type: "interests", source, interests: reads.interests(this.sql, source) });

    state.summary = "";
    await this.transition(state, "summarising", (profiles) =>
      sourcesOf(profiles).map((source) => sourceEvent(source, profiles, state.status)),
    );
    const unloaded = sourcesOf(store.listProfiles(this.sql)).filter(
      (source) => !analyses.some((a) => a.source === source),
    );
    const result = await generateSummary(
      {
        facts: summaryFacts(state.subject, [...analyses, ...unloaded.map(unloadedAnalysis)]),
        runModel: this.runModel(),
      },
      (event) => {
        // A report deleted while its summary is written keeps nothing of it.
        if (this.destroyed) return;
        state.summary = event.type === "reset" ? "" : state.summary + event.text;
        store.writeState(this.sql, state);
        this.streams.publish(
          event.type === "reset"
            ? { type: "summary", chunk: "", reset: true }
            : { type: "summary", chunk: event.text },
        );
      },
    );
    state.summary = result.text;
    state.tracked = Date.now();
    const change = this.changeSincePrevious(state.version, state.tracked);
    if (change) store.addChange(this.sql, change);
    await this.transition(state, "completed");
    store.addHistory(this.sql, {
      version: state.version,
      tracked: state.tracked,
      interests: store.listFindings(this.sql),
    });
    store.dropPrevious(this.sql);
    if (state.rescreen) await this.tellOwner(state.reportId, { ok: true, change });
  }

  /** What this version found that the completed one kept aside did not; null for a first version. */
  private changeSincePrevious(version: number, tracked: number) {
    const previous = store.readPrevious(this.sql);
    if (!previous) return null;
    return changeBetween(
      store.versionSnapshot(this.sql, "previous", previous.version, previous.tracked ?? 0),
      store.versionSnapshot(this.sql, "current", version, tracked),
    );
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

  /**
   * The one way a report's status changes, refused unless the lifecycle allows the move: storage,
   * then D1's copy, then `events` and the status event (with, once finished, the stream's end).
   */
  private async transition(state: store.RoomState, to: ReportStatus, events: WithStatus = () => []) {
    if (this.destroyed) throw new Error(`Report ${state.reportId} was deleted`);
    if (!canTransition(state.status, to))
      throw new Error(`Report ${state.reportId} cannot go from ${state.status} to ${to}`);
    // A completed report's copy is its results, saved first: a save that fails leaves the room
    // finishing, to try again.
    if (to === "completed") await saveResults(this.db, state.reportId, reads.results(this.sql, state, to));
    state.status = to;
    // `queued` is D1's already: the caller claimed the report (claimGeneration, claimRefresh).
    state.unsynced = to !== "queued" && to !== "completed";
    store.writeState(this.sql, state);
    // The stream follows storage. A step on the way is announced before D1's copy is written: an
    // alarm running meanwhile (the last profile in) may announce the next step, never before this
    // one. An end is announced after it, so whoever the end sends to the dashboard finds it there.
    const finished = isFinished(to);
    if (!finished) this.announce(state, events);
    if (state.unsynced) await this.sync(state);
    if (finished) this.announce(state, events);
  }

  /**
   * Writes D1's copy of the room: a finished report's results (a failed one's without a summary),
   * else its status. It never throws: a copy D1 refused stays `unsynced`, for the alarm to write
   * again, so a D1 error neither loses the copy nor stops generation.
   */
  private async sync(state: store.RoomState) {
    if (this.destroyed) return;
    try {
      if (isFinished(state.status))
        await saveResults(this.db, state.reportId, {
          ...reads.results(this.sql, state, state.status),
          ...(state.status === "failed" ? { summary: null } : {}),
        });
      else await setReportStatus(this.db, state.reportId, state.status);
      state.unsynced = false;
      this.syncRetries = 0;
    } catch (error) {
      console.error("D1's copy of the report not written; trying again", state.reportId, error);
      state.unsynced = true;
      this.syncRetries += 1;
    }
    // Onto the state as stored now, unless it moved on meanwhile (its own move copied it).
    const stored = store.readState(this.sql);
    if (stored?.version === state.version && stored.status === state.status)
      store.writeState(this.sql, { ...stored, unsynced: state.unsynced });
  }

  /** `events`, then the status they lead to (its event carries the progress). */
  private announce(state: store.RoomState, events: WithStatus) {
    const profiles = store.listProfiles(this.sql);
    for (const event of [...events(profiles), statusEvent(state, profiles), ...endEvents(state)])
      this.streams.publish(event);
  }

  /** Workers AI where bound (production); the local summariser otherwise. */
  private runModel(): RunModel | undefined {
    const ai = this.env.AI;
    if (!ai) return undefined;
    return async (prompt) =>
      (await ai.run(SUMMARY_MODEL, { ...prompt, stream: true })) as unknown as ReadableStream<Uint8Array>;
  }

  /** `GET /generate/{id}`, `GET /check/{id}`. */
  async check(): Promise<CheckResponse | null> {
    return reads.check(this.sql);
  }

  /** `GET /report/{id}/summary`: the text so far (complete once the report is). */
  async summary(): Promise<string | null> {
    return reads.summary(this.sql);
  }

  /** The evidence of one interest, strongest first; null for an interest the report lacks. */
  async evidence(
    source: Source,
    interestId: string,
    offset: number,
    limit: number,
    kind?: "account",
  ): Promise<EvidenceResponse | null> {
    return reads.evidence(this.sql, source, interestId, offset, limit, kind);
  }

  async friends(source: Source, offset: number, limit: number): Promise<FriendsResponse> {
    return reads.friends(this.sql, source, offset, limit);
  }

  /** Interests shared with one friend, in the subject's order; null when not a friend. */
  async common(source: Source, friendId: string): Promise<CommonInterestsResponse | null> {
    return reads.common(this.sql, source, friendId);
  }

  async history(): Promise<HistoryResponse> {
    return reads.history(this.sql);
  }

  /**
   * "Wrong classification": these items no longer count for that interest, now and in every later
   * generation. Only items that are evidence of that interest count, and a report takes at most
   * `MAX_EXCLUSIONS_PER_REPORT` of them. Answers the interest as counted now (null when too little
   * is left), or why nothing changed.
   */
  async reportIssue(source: Source, interestId: string, itemIds: string[]): Promise<IssueOutcome> {
    const state = store.readState(this.sql);
    const interest = reads.interests(this.sql, source).find((i) => i.id === interestId);
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
    const interests = reads.interests(this.sql, source);
    try {
      await updateSourceInterests(this.db, state.reportId, source, interests);
    } catch (error) {
      // The feedback is taken: D1's counts follow with the alarm's copy of the results.
      console.error("feedback's counts not written to D1; trying again", state.reportId, error);
      const stored = store.readState(this.sql);
      if (stored) store.writeState(this.sql, { ...stored, unsynced: true });
      await this.scheduleAlarm();
    }
    this.streams.publish({ type: "interests", source, interests });
    return { ok: true, interest: count === 0 ? null : { ...interest, count } };
  }

  /**
   * Retention: the raw lists go, the results stay. Answers how many rows went. A generation under
   * way (a refresh started since the report was found due) keeps its fresh lists.
   */
  async purgeRaw(): Promise<number> {
    const state = store.readState(this.sql);
    if (state && isGenerating(state.status)) return 0;
    return store.purgeRawItems(this.sql);
  }

  /** Deletes everything the room holds, and answers the R2 pictures it copied (for the caller to delete). */
  async destroy(): Promise<string[]> {
    // A generation still finishing in this instance writes, announces and schedules nothing more.
    this.destroyed = true;
    const pictures = store.listPictures(this.sql);
    this.streams.closeAll();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // Empty tables again: a late call (a scrape job still in the queue) finds no report, not an error.
    store.createSchema(this.sql);
    return pictures;
  }

  /** Development only (the SSE bench): a comment carrying the time it was sent, to every subscriber. */
  async probe(): Promise<number> {
    this.streams.comment(`probe ${Date.now()}`);
    return this.streams.size;
  }

  /**
   * An event stream: the current state as a compact snapshot, then live events. `client` (the
   * API always sends it) caps the streams per report and per client: over either, 429.
   * `teaser=1`: the report is locked for this reader.
   */
  override async fetch(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const client = params.get("client");
    if (!this.streams.hasRoomFor(client)) return new Response(null, { status: 429 });
    const state = store.readState(this.sql);
    const first = state
      ? snapshot(state, store.listProfiles(this.sql), (source) => reads.interests(this.sql, source))
      : [];
    const locked = params.get("teaser") === "1";
    const { body, live } = this.streams.open(first, { client, locked, signal: request.signal });
    if (live) await this.scheduleAlarm();
    return new Response(body, { headers: SSE_HEADERS });
  }

  /**
   * The one alarm: at `at` when given (finish now), else the next heartbeat while anyone listens
   * and the watchdog's deadline while generating; never later than an alarm already set sooner.
   */
  private async scheduleAlarm(at?: number) {
    if (this.destroyed) return;
    const state = store.readState(this.sql);
    const generating = state !== null && isGenerating(state.status);
    // A finish that failed, jobs the queue refused and a D1 copy not written are tried again shortly.
    const retrying = state !== null && generating && (state.failures > 0 || !state.sent);
    const syncDelay = Math.min(RETRY_MS * 2 ** this.syncRetries, MAX_SYNC_RETRY_MS);
    const wanted = [
      at,
      this.streams.size > 0 ? Date.now() + HEARTBEAT_MS : undefined,
      generating ? Math.max(state.deadline, Date.now()) : undefined,
      retrying ? Date.now() + RETRY_MS : undefined,
      state?.unsynced ? Date.now() + syncDelay : undefined,
    ].filter((t): t is number => t !== undefined);
    if (wanted.length === 0) return;
    const next = Math.min(...wanted);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(next);
  }
}
