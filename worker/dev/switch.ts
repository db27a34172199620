import type { Config } from "../env";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The dev endpoints and pages (the outbox holds password reset links) need two signals: a
 * development or test configuration, and a request to a local host (loopback, `*.localhost`) or a
 * `.test` one (RFC 6761 names: no public DNS name resolves there).
 */
export function devEndpointsOpen(environment: Config["ENVIRONMENT"], hostname: string): boolean {
  if (environment !== "development" && environment !== "test") return false;
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return LOOPBACK.has(host) || host.endsWith(".localhost") || host.endsWith(".test");
}
