import { describe, expect, it } from "vitest";
import { hashPassword, isValidPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password";

const secret = "test-secret";

describe("passwords", () => {
  it("hashes with a random salt and verifies only the right password", async () => {
    const a = await hashPassword("correct horse 1", secret);
    const b = await hashPassword("correct horse 1", secret);
    expect(a).not.toBe(b);
    expect(a.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true);
    expect(a).not.toContain("correct horse");
    expect(await verifyPassword("correct horse 1", a, secret)).toBe(true);
    expect(await verifyPassword("correct horse 2", a, secret)).toBe(false);
  });

  it("depends on the server secret (the pepper)", async () => {
    const hash = await hashPassword("s3cret-pass", secret);
    expect(await verifyPassword("s3cret-pass", hash, "another-secret")).toBe(false);
  });

  it("rejects malformed stored hashes", async () => {
    expect(await verifyPassword("x", "md5$abc", secret)).toBe(false);
    expect(await verifyPassword("x", "", secret)).toBe(false);
  });

  it.each([
    ["abc12345", true],
    ["пароль123", true],
    ["short1", false],
    ["onlyletters", false],
    ["1234567890", false],
    [`a1${"x".repeat(127)}`, false],
  ])("rule: %s -> %s", (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});
