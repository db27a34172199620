import { describe, expect, it } from "vitest";
import { afterLoginUrl } from "./after-login-url";

const origins = { landing: "http://example.test", app: "http://app.example.test" };

describe("afterLoginUrl", () => {
  it("goes to the dashboard on the app host without a redirectTo", () => {
    expect(afterLoginUrl(null, origins)).toBe("http://app.example.test/dashboard");
  });

  it("keeps a same-site path with its query, on the host that serves it", () => {
    expect(afterLoginUrl("/settings?tab=1", origins)).toBe("http://app.example.test/settings?tab=1");
    expect(afterLoginUrl("/plans?pid=2", origins)).toBe("http://example.test/plans?pid=2");
  });

  it("refuses other sites and the login page itself", () => {
    for (const unsafe of [
      "https://evil.test/",
      "//evil.test",
      "/\\evil.test",
      "/login",
      "/login?state=signUp",
    ])
      expect(afterLoginUrl(unsafe, origins)).toBe("http://app.example.test/dashboard");
  });
});
