import { describe, expect, it } from "vitest";
import { externalHref } from "./external-link";

describe("externalHref", () => {
  it("keeps a network's http(s) address as it is", () => {
    expect(externalHref("https://www.instagram.com/emily.carter/")).toBe(
      "https://www.instagram.com/emily.carter/",
    );
    expect(externalHref("http://x.com/i/status/1")).toBe("http://x.com/i/status/1");
  });

  it("makes no link of any other scheme, however it is written, nor of what is no address", () => {
    for (const link of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "//evil.example/",
      "/relative",
      "",
      "not a link",
    ]) {
      expect(externalHref(link), link).toBeUndefined();
    }
  });
});
