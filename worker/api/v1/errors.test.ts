import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { toApiError } from "./errors";

describe("logging unexpected errors", () => {
  it("never logs a failed query's bound values (hashes, emails), only its SQL and cause", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failure = new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values (?, ?)',
        ["someone@example.com", "pbkdf2-sha256$100000$salt$secret-hash"],
        new Error("UNIQUE constraint failed: users.email"),
      );
      expect(toApiError(failure).toBody()).toEqual({ code: "internal", message: "Unexpected error occurs" });
      const logged = JSON.stringify(spy.mock.calls, (_, v) => (v instanceof Error ? `${v.message}` : v));
      expect(logged).toContain("UNIQUE constraint failed");
      expect(logged).not.toContain("secret-hash");
      expect(logged).not.toContain("someone@example.com");
    } finally {
      spy.mockRestore();
    }
  });
});
