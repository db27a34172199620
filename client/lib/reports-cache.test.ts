import { describe, expect, it } from "vitest";
import type { ReportListItem } from "../../worker/contracts/report";
import { clearReportsCache, REPORTS_CACHE_MS, readReportsCache, writeReportsCache } from "./reports-cache";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const item: ReportListItem = {
  id: "rep_1",
  title: { name: "Emily Carter", age: 29, state: "TX" },
  created: "2026-01-02T03:04:05.000Z",
  image: null,
  sources: ["ig", "fb"],
  public: false,
  status: "completed",
  unlocked: true,
  watch: null,
};
const page = { items: [item], hasMore: true };

describe("reports cache", () => {
  it("gives back the list while it is younger than REPORTS_CACHE_MS", () => {
    const storage = memoryStorage();
    writeReportsCache(storage, "usr_a", page, 1_000);
    expect(readReportsCache(storage, "usr_a", 1_000 + REPORTS_CACHE_MS - 1)).toEqual(page);
    expect(readReportsCache(storage, "usr_a", 1_000 + REPORTS_CACHE_MS)).toBeNull();
  });

  it("never gives one account's list to another", () => {
    const storage = memoryStorage();
    writeReportsCache(storage, "usr_a", page, 1_000);
    expect(readReportsCache(storage, "usr_b", 1_000)).toBeNull();
  });

  it("is reset by a change, and survives missing, broken or foreign entries", () => {
    const storage = memoryStorage();
    writeReportsCache(storage, "usr_a", page, 1_000);
    clearReportsCache(storage);
    expect(readReportsCache(storage, "usr_a", 1_000)).toBeNull();
    storage.setItem("lookwise:reports", "{not json");
    expect(readReportsCache(storage, "usr_a", 1_000)).toBeNull();
    storage.setItem("lookwise:reports", JSON.stringify({ userId: "usr_a", savedAt: 1_000 }));
    expect(readReportsCache(storage, "usr_a", 1_000)).toBeNull();
    expect(readReportsCache(undefined, "usr_a")).toBeNull();
  });

  it("ignores a list saved in the future (a clock change)", () => {
    const storage = memoryStorage();
    writeReportsCache(storage, "usr_a", page, 5_000);
    expect(readReportsCache(storage, "usr_a", 1_000)).toBeNull();
  });
});
