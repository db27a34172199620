import { describe, expect, it } from "vitest";
import { generationPolicy, retryDelaySeconds, worstRetrySeconds } from "./policy";

describe("generation policy", () => {
  it("backs off exponentially, capped", () => {
    const production = generationPolicy("production");
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelaySeconds(production, n, null))).toEqual([
      5, 10, 20, 40, 80, 120,
    ]);
  });

  it("never retries sooner than the network asked (Retry-After), within the cap", () => {
    const local = generationPolicy("development");
    expect(retryDelaySeconds(local, 1, 3_500)).toBe(4);
    expect(retryDelaySeconds(local, 1, 500)).toBe(1);
    expect(retryDelaySeconds(local, 1, 600_000)).toBe(local.maxDelaySeconds);
  });

  it("gives up within 60 s in development and tests, and the watchdog waits for that", () => {
    for (const environment of ["development", "test"] as const) {
      const policy = generationPolicy(environment);
      const worstWithRetryAfter = (policy.maxAttempts - 1) * policy.maxDelaySeconds;
      expect(worstRetrySeconds(policy)).toBeLessThanOrEqual(60);
      expect(worstWithRetryAfter).toBeLessThanOrEqual(60);
      expect(policy.deadlineMs).toBeGreaterThan(worstWithRetryAfter * 1000);
      expect(policy.deadlineMs).toBeLessThanOrEqual(120_000);
    }
  });
});
