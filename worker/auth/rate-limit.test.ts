import { describe, expect, it } from "vitest";
import { clientSubject } from "./rate-limit";

describe("clientSubject: the IP a per-IP limit counts", () => {
  it.each([
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::2", "2001:db8:0:0::/64"],
    ["2001:0DB8:0000:0000:abcd:1:2:3", "2001:db8:0:0::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["::", "0:0:0:0::/64"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["192.0.2.7", "192.0.2.7"],
    [" 192.0.2.7 ", "192.0.2.7"],
    ["unknown", "unknown"],
    ["", "unknown"],
  ])("%s -> %s", (ip, subject) => {
    expect(clientSubject(ip)).toBe(subject);
  });

  it("keeps anything else as it is, bounded", () => {
    expect(clientSubject("not:an:ip:::")).toBe("not:an:ip:::");
    expect(clientSubject("x".repeat(500))).toHaveLength(64);
  });
});
