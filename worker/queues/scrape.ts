import { type ScrapeMessage, scrapeMessageSchema } from "../contracts/scrape-schema";
import type { ScrapedAccount } from "../contracts/scraped";
import { createDb, type Db } from "../db/client";
import { learnOptOutIds, optedOutAmong } from "../db/opt-outs";
import { failedJobs } from "../db/schema";
import type { ProfileDelivery } from "../durable/report-room";
import { readConfig } from "../env";
import { type LoadedProfile, loadProfile } from "../generation/load-profile";
import { type GenerationPolicy, generationPolicy, retryDelaySeconds } from "../generation/policy";
import { copyPicture } from "../images/store";
import { sourcesTransport } from "../sources/configured";
import { createConnector } from "../sources/index";
import { guardOptOuts } from "../sources/opt-out-guard";
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

/** A job nobody can process (malformed, or dead-lettered) is kept in D1, never silently dropped. */
async function recordFailedJob(db: Db, queue: string, message: Message<unknown>) {
  await db
    .insert(failedJobs)
    .values({
      id: message.id,
      queue,
      body: JSON.stringify(message.body) ?? "undefined",
      attempts: message.attempts,
      created: new Date(),
    })
    .onConflictDoNothing();
}

const roomOf = (env: Env, job: ScrapeMessage) => env.REPORT_ROOM.getByName(job.reportId);

/** The dead-letter queue: each job is recorded, and its profile ends `unloaded` so the report completes. */
async function handleDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    await recordFailedJob(db, batch.queue, message);
    const job = scrapeMessageSchema.safeParse(message.body);
    if (job.success)
      await roomOf(env, job.data).giveUp(job.data.version, job.data.source, job.data.profileId);
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
  const none = { status: "failed" as const, items: [], detail: "opted out" };
  return {
    version: job.version,
    source: job.source,
    profileId: job.profileId,
    image: null,
    pictures: [],
    data: { profile: null, badReason: "optOut", followings: none, followers: none, posts: none },
  };
}

/** One job: load the profile (opt-outs first), hand it to the room, or retry with back-off. */
async function processJob(deps: Deps, message: Message<unknown>, job: ScrapeMessage) {
  const room = roomOf(deps.env, job);
  // A duplicate, a redelivery after success, or a job of an earlier generation: nothing to do.
  if (!(await room.wants(job.version, job.source, job.profileId))) return message.ack();
  const guarded = guardOptOuts(
    createConnector(job.source, deps.transport),
    (source, names) => optedOutAmong(deps.db, source, names),
    (source, refs) => learnOptOutIds(deps.db, source, refs),
  );
  const result = await loadProfile(
    guarded.connector,
    { id: job.profileId, username: job.username },
    deps.policy.maxPages,
  );
  const names = [job.profileId, job.username].map((n) => n.toLowerCase());
  if (names.some((n) => guarded.optedOut.has(n))) {
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
  const data = result.kind === "loaded" ? result.data : result.partial;
  const { image, pictures, data: delivered } = await withPictures(deps, job, data);
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

/**
 * The scrape queue: one message per selected profile (contracts/scrape-schema.ts). A malformed
 * message is recorded and acknowledged; an unexpected error retries the message with back-off
 * (and, past the queue's own retry limit, the dead-letter queue ends its profile `unloaded`).
 */
export async function handleScrapeBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === SCRAPE_DLQ) return handleDeadLetters(batch, env);
  const config = readConfig(env);
  const deps: Deps = {
    env,
    db: createDb(env.DB),
    transport: sourcesTransport(config, env.SOURCES),
    policy: generationPolicy(config.ENVIRONMENT),
  };
  await Promise.all(
    batch.messages.map(async (message) => {
      const job = scrapeMessageSchema.safeParse(message.body);
      if (!job.success) {
        console.error("malformed scrape message", message.id);
        await recordFailedJob(deps.db, batch.queue, message);
        return message.ack();
      }
      try {
        await processJob(deps, message, job.data);
      } catch (error) {
        console.error("scrape job failed", job.data.reportId, job.data.source, error);
        message.retry({ delaySeconds: retryDelaySeconds(deps.policy, message.attempts, null) });
      }
    }),
  );
}
