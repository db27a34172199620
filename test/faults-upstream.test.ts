import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CheckResponse } from "../worker/contracts/report";
import { signUp } from "./accounts";
import {
  inD1,
  settle,
  simulatedPeople,
  simulatorWith,
  streamedProfiles,
  TestQueue,
  upstreamFaults,
  withRoomBindings,
} from "./faults";
import { confirmedReport } from "./reports";

/**
 * Issue 21: the networks failing. The simulator answers 20 % of requests with a 500, 10 % with a
 * 429 (Retry-After: 3) and hangs 5 % of them into a gateway timeout, seeded, after a 429 storm
 * that refuses everything at first. Every report completes; each profile either loaded or says
 * why not; D1 has one row per network with data.
 */

const REPORTS = 6;

describe("the simulator at 20 % upstream errors, 429 storms and timeouts", () => {
  it("completes every report, each profile loaded or unloaded with its reason, after honouring Retry-After", async () => {
    const { client } = await signUp();
    const queue = new TestQueue();
    const ids: string[] = [];
    for (const person of simulatedPeople(10, REPORTS)) {
      const id = await confirmedReport(client, person);
      await withRoomBindings(id, { SCRAPE_QUEUE: queue.binding });
      expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
      ids.push(id);
    }

    // The storm: every request refused with Retry-After: 5, and no job retried sooner.
    const storm = { ...env, SOURCES: simulatorWith({ "x-sim-429-rate": "1", "x-sim-retry-after": "5" }) };
    await queue.deliver(storm);
    expect(queue.delays).toHaveLength(REPORTS * 2);
    expect(Math.min(...queue.delays)).toBeGreaterThanOrEqual(5);

    await queue.drain({ ...env, SOURCES: simulatorWith(upstreamFaults("faults-upstream")) });
    expect(queue.delays.length).toBeGreaterThan(REPORTS * 2);
    for (const id of ids) {
      await settle(id);
      const check = (await (await client.get(`/api/v1/generate/${id}`)).json()) as CheckResponse;
      expect(check).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });

      const profiles = await streamedProfiles(client, id);
      expect(profiles).toHaveLength(2);
      for (const p of profiles) {
        if (p.status === "loaded") expect(p.coverage).toMatch(/analysed|not read/);
        else
          expect(p).toMatchObject({ status: "failed", badReason: "unloaded", coverage: expect.any(String) });
      }
      const withData = profiles.filter((p) => p.status === "loaded").map((p) => p.source);
      expect(await inD1(id)).toMatchObject({ status: "completed", sources: withData.sort() });
    }
  }, 60_000);
});
