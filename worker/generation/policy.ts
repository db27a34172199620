import type { Config } from "../env";

/**
 * How long generation may take and how hard it retries, per environment. Production gives a
 * network minutes to recover; development and tests give up within 60 s in total (ARCHITECTURE
 * "Report generation"), so a report whose profiles all fail still completes within 2 minutes.
 */
export interface GenerationPolicy {
  /** Deliveries of one scrape message before its profile ends `unloaded`. */
  maxAttempts: number;
  /** Back-off before delivery `attempts + 1`, in seconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** The watchdog ends any generation still running this long after it started. */
  deadlineMs: number;
  /** Pages read per list (followed accounts, followers, posts) of one profile. */
  maxPages: number;
}

const PRODUCTION: GenerationPolicy = {
  maxAttempts: 6,
  baseDelaySeconds: 5,
  maxDelaySeconds: 120,
  deadlineMs: 20 * 60_000,
  maxPages: 20,
};

const LOCAL: GenerationPolicy = {
  maxAttempts: 4,
  baseDelaySeconds: 1,
  maxDelaySeconds: 10,
  deadlineMs: 100_000,
  maxPages: 20,
};

export function generationPolicy(environment: Config["ENVIRONMENT"]): GenerationPolicy {
  return environment === "production" ? PRODUCTION : LOCAL;
}

/**
 * Exponential back-off after `attempts` deliveries, never sooner than the network asked
 * (`retryAfterMs`, from Retry-After or X's reset header), capped.
 */
export function retryDelaySeconds(policy: GenerationPolicy, attempts: number, retryAfterMs: number | null) {
  const backoff = policy.baseDelaySeconds * 2 ** Math.max(0, attempts - 1);
  const asked = retryAfterMs === null ? 0 : Math.ceil(retryAfterMs / 1000);
  return Math.min(policy.maxDelaySeconds, Math.max(backoff, asked));
}

/** The longest a message can wait in retries before its profile is given up: the sum of the delays. */
export function worstRetrySeconds(policy: GenerationPolicy): number {
  let total = 0;
  for (let attempts = 1; attempts < policy.maxAttempts; attempts++)
    total += retryDelaySeconds(policy, attempts, null);
  return total;
}
