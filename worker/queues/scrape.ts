import { type ForgetMessage, type ScrapeMessage, scrapeQueueMessageSchema } from "../contracts/scrape-schema";
import type { ScrapedAccount } from "../contracts/scraped";
import { createDb, type Db } from "../db/client";
import { readSimAdvance } from "../db/dev-clock";
import { recordFailedJob } from "../db/failed-jobs";
import { reportsOnSources } from "../db/opt-outs";
import { retryWatchLater } from "../db/watches";
import type { ProfileDelivery } from "../durable/report-room";
import { readConfig } from "../env";
import {
  type LoadedProfile,
  loadProfile,
  optedOutData,
  peopleIn,
  withoutOptedOut,
} from "../generation/load-profile";
import { type GenerationPolicy, generationPolicy, retryDelaySeconds } from "../generation/policy";
import { copyPicture } from "../images/store";
import { rescreenWatched } from "../monitoring/schedule";
import { guardedConnector } from "../optout/guard";
import { roomOf } from "../reports/room";
import { sourcesTransport } from "../sources/configured";
import { isOptedOut } from "../sources/opt-out-guard";
import type { TransportConfig } from "../sources/transport";

export const SCRAPE_QUEUE = "lookwise-scrape";
export const SCRAPE_DLQ = "lookwise-scrape-dlq";

/** Friends' pictures copied per profile; the page shows the first friends, not hundreds. */
const FRIEND_PICTURES = 40;

interface Deps {
  env: Env;
  db: Db;
  transport: TransportConfig;
  policy: GenerationPolicy;
}

/** A scrape message is kept whole: it holds no secret. */
const keptBody = (message: Message<unknown>) => JSON.stringify(message.body) ?? "undefined";

/**
 * The dead-letter queue: each job is recorded; a scrape job's profile ends `unloaded` so the report
 * completes, and a re-screen that never started is due again in a few hours.
 */
async function handleDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    await recordFailedJob(db, batch.queue, message, keptBody(message));
    const job = scrapeQueueMessageSchema.safeParse(message.body);
    if (job.success && job.data.type === "scrape")
      await roomOf(env, job.data.reportId).giveUp(job.data.version, job.data.source, job.data.profileId);
    if (job.success && job.data.type === "rescreen") await retryWatchLater(db, job.data.reportId);
    message.ack();
  }
}

/**
 * Copies the profile's picture and its friends' (followed and following back) to R2 under the
 * report's scope; every other account's network address is dropped, so no browser is ever sent one.
 */
async function withPictures(deps: Deps, job: ScrapeMessage, data: LoadedProfile) {
  const copy = (url: string | null) =>
    url
      ? copyPicture(deps.env.IMAGES_BUCKET, deps.transport, url, false, job.reportId)
      : Promise.resolve(null);
  const followerIds = new Set(data.followers.items.map((a) => a.id));
  const friendIds = new Set(
    data.followings.items
      .filter((a) => followerIds.has(a.id))
      .slice(0, FRIEND_PICTURES)
      .map((a) => a.id),
  );
  const pictures: string[] = [];
  const image = await copy(data.profile?.image ?? null);
  if (image) pictures.push(image);
  const friendImages = new Map<string, string | null>();
  await Promise.all(
    [...friendIds].map(async (id) => {
      const account = data.followings.items.find((a) => a.id === id);
      const key = await copy(account?.image ?? null);
      if (key) pictures.push(key);
      friendImages.set(id, key);
    }),
  );
  const strip = (a: ScrapedAccount): ScrapedAccount => ({ ...a, image: friendImages.get(a.id) ?? null });
  const delivered: LoadedProfile = {
    ...data,
    profile: data.profile ? { ...data.profile, image } : null,
    followings: { ...data.followings, items: data.followings.items.map(strip) },
    followers: { ...data.followers, items: data.followers.items.map(strip) },
  };
  return { image, pictures, data: delivered };
}

function optedOutDelivery(job: ScrapeMessage): ProfileDelivery {
  const { version, source, profileId } = job;
  return { version, source, profileId, image: null, pictures: [], data: optedOutData() };
}

/**
 * One job: load the profile (opt-outs first), hand it to the room, or retry with back-off. The
 * people its lists name who opted out are dropped before anything of theirs is stored or copied.
 */
async function processJob(deps: Deps, message: Message<unknown>, job: ScrapeMessage) {
  const room = roomOf(deps.env, job.reportId);
  // A duplicate, a redelivery after success, or a job of an earlier generation: nothing to do.
  if (!(await room.wants(job.version, job.source, job.profileId))) return message.ack();
  const guarded = guardedConnector(deps.db, job.source, deps.transport);
  const result = await loadProfile(
    guarded.connector,
    { id: job.profileId, username: job.username },
    deps.policy.maxPages,
  );
  if (isOptedOut(guarded.optedOut, { id: job.profileId, username: job.username })) {
    await room.deliver(optedOutDelivery(job));
    return message.ack();
  }
  if (result.kind === "retry") {
    if (message.attempts < deps.policy.maxAttempts) {
      const delaySeconds = retryDelaySeconds(deps.policy, message.attempts, result.failure.retryAfterMs);
      console.warn("scrape retry", job.source, job.reportId, result.failure.cause, `in ${delaySeconds}s`);
      return message.retry({ delaySeconds });
    }
    // Out of attempts: what was read is kept; a profile that never loaded ends `unloaded`.
    if (result.partial.profile === null) {
      await room.giveUp(job.version, job.source, job.profileId);
      return message.ack();
    }
  }
  const read = result.kind === "loaded" ? result.data : result.partial;
  await guarded.lookUp(peopleIn(read));
  const kept = withoutOptedOut(read, guarded.optedOut).data;
  const { image, pictures, data: delivered } = await withPictures(deps, job, kept);
  await room.deliver({
    version: job.version,
    source: job.source,
    profileId: job.profileId,
    image,
    pictures,
    data: delivered,
  });
  message.ack();
}

/** Reports one message of an opt-out's fan-out reaches; the next page goes in a message of its own. */
const FORGET_PAGE = 25;

/**
 * One page of an opt-out's fan-out: every report on the person's networks past its draft, in id
 * order, has its room forget them (friends, evidence, lists, pictures; a report about them keeps
 * the profile only as `optOut`); then the next page is sent. Work grows with the number of
 * reports, spread over messages and rooms; a retried page is harmless (forgetting is idempotent).
 */
async function processForget(deps: Deps, message: Message<unknown>, job: ForgetMessage) {
  const sources = [...new Set(job.profiles.map((p) => p.source))];
  const page = await reportsOnSources(deps.db, sources, job.after, FORGET_PAGE);
  await Promise.all(page.map((id) => roomOf(deps.env, id).forgetPeople(job.profiles)));
  const last = page.at(-1);
  if (page.length === FORGET_PAGE && last) await deps.env.SCRAPE_QUEUE.send({ ...job, after: last });
  message.ack();
}

/**
 * The scrape queue: one message per selected profile (contracts/scrape-schema.ts), the pages of
 * opt-outs' fan-outs, and watched reports' scheduled re-screens. A malformed message is recorded and acknowledged; an unexpected error
 * retries the message with back-off (and, past the queue's own retry limit, the dead-letter queue
 * ends a scrape job's profile `unloaded`).
 */
export async function handleScrapeBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === SCRAPE_DLQ) return handleDeadLetters(batch, env);
  const config = readConfig(env);
  const db = createDb(env.DB);
  const deps: Deps = {
    env,
    db,
    transport: sourcesTransport(config, env.SOURCES, () => readSimAdvance(db)),
    policy: generationPolicy(config.ENVIRONMENT),
  };
  await Promise.all(
    batch.messages.map(async (message) => {
      const job = scrapeQueueMessageSchema.safeParse(message.body);
      if (!job.success) {
        console.error("malformed scrape message", message.id);
        await recordFailedJob(deps.db, batch.queue, message, keptBody(message));
        return message.ack();
      }
      try {
        if (job.data.type === "forget") await processForget(deps, message, job.data);
        else if (job.data.type === "rescreen") {
          await rescreenWatched(env, deps.db, job.data.reportId);
          message.ack();
        } else await processJob(deps, message, job.data);
      } catch (error) {
        console.error("scrape queue job failed", message.id, job.data.type, error);
        message.retry({ delaySeconds: retryDelaySeconds(deps.policy, message.attempts, null) });
      }
    }),
  );
}
