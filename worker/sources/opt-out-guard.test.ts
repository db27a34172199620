import { describe, expect, it } from "vitest";
import type { Source } from "../contracts/sources";
import { inProcessTransport } from "../simulator/in-process";
import { createConnector, createConnectors } from "./index";
import { guardOptOuts, isOptedOut, type OptOutLookup, optedOutNames, resolveOptOuts } from "./opt-out-guard";
import { searchPeople } from "./people-search";
import type { FetchLike } from "./transport";

/** A transport that records every URL the connectors request. */
function recording(): { urls: string[]; fetch: FetchLike } {
  const config = inProcessTransport();
  const urls: string[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(input);
      return config.fetch(input, init);
    },
  };
}

const optedOut =
  (names: string[]): OptOutLookup =>
  async (_source: Source, wanted) =>
    new Set(wanted.filter((n) => names.includes(n)));

describe("isOptedOut", () => {
  it("matches a profile by its network id or its username, whatever the case, on its own network", () => {
    const names = optedOutNames([
      { source: "ig", username: "Olivia.Optout", profileId: null },
      { source: "ig", username: "old.handle", profileId: "12345" },
      { source: "tt", username: "emily.carter" },
    ]);
    const ig = names.get("ig") ?? new Set<string>();
    expect(isOptedOut(ig, { username: "OLIVIA.optout" })).toBe(true);
    expect(isOptedOut(ig, { id: "77", username: "olivia.optout" })).toBe(true);
    // Renamed since: the id still names her.
    expect(isOptedOut(ig, { id: "12345", username: "new.handle" })).toBe(true);
    expect(isOptedOut(ig, { id: "77", username: "someone.else" })).toBe(false);
    // Opted out on TikTok only.
    expect(isOptedOut(ig, { username: "emily.carter" })).toBe(false);
    expect(isOptedOut(names.get("tt") ?? new Set(), { id: "1", username: "Emily.Carter" })).toBe(true);
  });
});

describe("guardOptOuts", () => {
  it("never requests an opted-out profile, by username or link", async () => {
    const { urls, fetch } = recording();
    const ig = createConnectors({ ...inProcessTransport(), fetch }).ig;
    const { connector, optedOut: seen } = guardOptOuts(ig, optedOut(["olivia.optout"]));
    expect(await connector.findByUsername("https://www.instagram.com/Olivia.Optout/")).toMatchObject({
      kind: "notFound",
    });
    expect(await connector.loadPosts({ id: "1", username: "olivia.optout" })).toMatchObject({
      kind: "notFound",
    });
    expect(urls).toEqual([]);
    expect(seen.has("olivia.optout")).toBe(true);
    expect(await connector.findByUsername("emily.carter")).toMatchObject({ kind: "found" });
    expect(urls.length).toBeGreaterThan(0);
  });

  it("lets a name search list an opted-out person but never load her profile", async () => {
    const { urls, fetch } = recording();
    const connectors = createConnectors({ ...inProcessTransport(), fetch });
    const guard = guardOptOuts(connectors.ig, optedOut(["olivia.optout"]));
    const results = await searchPeople(
      { ...connectors, ig: guard.connector },
      { name: "Olivia Optout" },
      { sources: ["ig"] },
    );
    expect(results.ig?.kind).toBe("ranked");
    expect(guard.optedOut.has("olivia.optout")).toBe(true);
    expect(urls.some((u) => u.includes("olivia.optout"))).toBe(false);
  });

  it("looks each name up once", async () => {
    let lookups = 0;
    const ig = createConnectors(inProcessTransport()).ig;
    const { connector } = guardOptOuts(ig, async () => {
      lookups += 1;
      return new Set();
    });
    await connector.findByUsername("emily.carter");
    await connector.findByUsername("emily.carter");
    expect(lookups).toBe(1);
  });
});

describe("guardOptOuts: the accounts a job read", () => {
  it("looks them up at once, and learns the id of one opted out by username alone", async () => {
    const asked: string[][] = [];
    const learnt: { id: string; username: string }[] = [];
    const guard = guardOptOuts(
      createConnectors(inProcessTransport()).ig,
      async (source, names) => {
        asked.push([...names]);
        return optedOut(["olivia.optout", "555"])(source, names);
      },
      async (_source, refs) => {
        learnt.push(...refs);
      },
    );
    await guard.lookUp([
      { id: "1", username: "Olivia.Optout" },
      { id: "555", username: "renamed" },
      { id: "2", username: "emily.carter" },
      { username: "shared.author" },
    ]);
    expect(asked).toHaveLength(1);
    expect(isOptedOut(guard.optedOut, { id: "1", username: "olivia.optout" })).toBe(true);
    expect(isOptedOut(guard.optedOut, { id: "555", username: "renamed" })).toBe(true);
    expect(isOptedOut(guard.optedOut, { id: "2", username: "emily.carter" })).toBe(false);
    expect(learnt).toEqual([{ id: "1", username: "Olivia.Optout" }]);
  });
});

describe("guardOptOuts: ids learnt later", () => {
  it("hands the id of a profile blocked by its username alone to learn, once", async () => {
    const learnt: { id: string; username: string }[] = [];
    const guard = guardOptOuts(
      createConnectors(inProcessTransport()).ig,
      optedOut(["olivia.optout"]),
      async (_source, refs) => {
        learnt.push(...refs.map(({ id, username }) => ({ id, username })));
      },
    );
    await guard.connector.searchByName("Olivia Optout");
    expect(learnt).toEqual([{ id: expect.any(String), username: "olivia.optout" }]);
    const id = learnt[0]?.id ?? "";
    // From then on the id is opted out too, for the caller to mark.
    expect(guard.optedOut.has(id.toLowerCase())).toBe(true);
    await guard.connector.loadPosts({ id, username: "olivia.optout" });
    expect(learnt).toHaveLength(1);
    // Blocked by its id already: nothing to learn.
    const byId = guardOptOuts(createConnectors(inProcessTransport()).ig, optedOut([id]), async () => {
      throw new Error("nothing to learn");
    });
    expect(await byId.connector.loadProfile({ id, username: "olivia.renamed" })).toMatchObject({
      kind: "notFound",
    });
  });
});

describe("resolveOptOuts", () => {
  it("finds the network id of each listed profile, and keeps the username alone when it cannot", async () => {
    const up = (source: Source) => createConnector(source, inProcessTransport());
    const [olivia, nobody] = await resolveOptOuts(up, [
      { source: "ig", username: "olivia.optout" },
      { source: "ig", username: "nobody.here" },
    ]);
    expect(olivia).toMatchObject({
      source: "ig",
      username: "olivia.optout",
      profileId: expect.stringMatching(/^\d+$/),
      currentUsername: null,
      image: expect.stringMatching(/^https:\/\//),
    });
    expect(nobody).toMatchObject({ username: "nobody.here", profileId: null, image: null });
    const down = (source: Source) =>
      createConnector(source, inProcessTransport({}, { headers: { "x-sim-fail": "500" } }));
    expect(await resolveOptOuts(down, [{ source: "ig", username: "olivia.optout" }])).toEqual([
      { source: "ig", username: "olivia.optout", profileId: null, currentUsername: null, image: null },
    ]);
  });

  it("notes the current handle when the link named the profile another way (a Facebook number)", async () => {
    const fb = (source: Source) => createConnector(source, inProcessTransport());
    const [byVanity] = await resolveOptOuts(fb, [{ source: "fb", username: "emily.carter.94" }]);
    const id = byVanity?.profileId ?? "";
    expect(id).toMatch(/^\d+$/);
    expect(await resolveOptOuts(fb, [{ source: "fb", username: id }])).toMatchObject([
      { username: id, profileId: id, currentUsername: "emily.carter.94" },
    ]);
  });
});
