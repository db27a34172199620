import { describe, expect, it } from "vitest";
import type { Source } from "../contracts/sources";
import { inProcessTransport } from "../simulator/in-process";
import { createConnectors } from "./index";
import { guardOptOuts, type OptOutLookup } from "./opt-out-guard";
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
