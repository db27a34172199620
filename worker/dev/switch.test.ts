import { describe, expect, it } from "vitest";
import { devEndpointsOpen } from "./switch";

describe("devEndpointsOpen", () => {
  it.each([
    ["development", "localhost", true],
    ["test", "127.0.0.1", true],
    ["development", "[::1]", true],
    ["development", "shop.localhost", true],
    ["test", "example.test", true],
    ["development", "app.example.test", true],
    ["production", "localhost", false],
    ["production", "example.test", false],
    ["development", "lookwise.example", false],
    ["development", "localhost.example.com", false],
    ["development", "example.test.evil.com", false],
    ["development", "127.0.0.2", false],
    ["test", "mytest", false],
  ] as const)("%s on %s: %s", (environment, host, open) => {
    expect(devEndpointsOpen(environment, host)).toBe(open);
  });
});
