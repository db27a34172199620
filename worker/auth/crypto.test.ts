import { afterEach, describe, expect, it, vi } from "vitest";
import { timingSafeEqual } from "./crypto";

describe("timingSafeEqual", () => {
  afterEach(() => vi.restoreAllMocks());

  it("tells equal secrets from different ones, whatever their lengths", async () => {
    expect(await timingSafeEqual("admin-token-0123456789", "admin-token-0123456789")).toBe(true);
    expect(await timingSafeEqual("admin-token-0123456789", "admin-token-0123456788")).toBe(false);
    expect(await timingSafeEqual("admin-token", "admin-token-0123456789")).toBe(false);
    expect(await timingSafeEqual("", "admin-token")).toBe(false);
    expect(await timingSafeEqual("", "")).toBe(true);
  });

  it("compares the SHA-256 digests of both, so a wrong length answers like any other guess", async () => {
    const digest = vi.spyOn(crypto.subtle, "digest");
    expect(await timingSafeEqual("x", "a-much-longer-admin-token-value")).toBe(false);
    expect(digest.mock.calls.map(([algorithm]) => algorithm)).toEqual(["SHA-256", "SHA-256"]);
  });
});
