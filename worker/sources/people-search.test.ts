import { describe, expect, it } from "vitest";
import { inProcessTransport } from "../simulator/in-process";
import { createConnectors } from "./index";
import { searchPeople } from "./people-search";

describe("searchPeople", () => {
  it("fills in Instagram's bio-less candidates from their profiles before ranking", async () => {
    const connectors = createConnectors(inProcessTransport());
    const results = await searchPeople(
      connectors,
      { name: "Emily Carter", age: 29, state: "TX" },
      { sources: ["ig"], year: 2026 },
    );
    expect(results.ig).toMatchObject({
      kind: "ranked",
      matches: [
        { candidate: { username: "emily.carter", bio: "Austin TX · runner · #coffee" }, band: "high" },
      ],
    });
    expect(results.tw).toBeUndefined();
  });

  it("returns a network's failure beside the others' rankings", async () => {
    const connectors = createConnectors(inProcessTransport({}, { headers: { "x-sim-fail": "loginWall" } }));
    const healthy = createConnectors(inProcessTransport());
    const results = await searchPeople(
      { ...healthy, fb: connectors.fb },
      { name: "Jake Morrison" },
      { sources: ["ig", "fb"], year: 2026 },
    );
    expect(results.fb).toMatchObject({ kind: "retryable", cause: "loginWall" });
    expect(results.ig).toMatchObject({
      kind: "ranked",
      matches: [{ candidate: { username: "jake.morrison" } }],
    });
  });

  it("keeps a candidate whose profile could not be loaded", async () => {
    const connectors = createConnectors(inProcessTransport());
    const results = await searchPeople(
      connectors,
      { name: "Flaky Fred", age: 50, state: "NY" },
      { sources: ["ig"], year: 2026 },
    );
    expect(results.ig).toMatchObject({
      kind: "ranked",
      matches: [{ candidate: { username: "flaky.fred", bio: null } }],
    });
  });
});
