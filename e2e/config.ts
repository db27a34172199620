/** The two test hosts (Chromium maps them to loopback), the server's port and the browser binary. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const LANDING = `http://example.test:${E2E_PORT}`;
export const APP = `http://app.example.test:${E2E_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Headless Debian chromium as root in a container, quiet: no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** The stand-in of Sentry's ingest endpoint (e2e/ingest.ts) the whole run reports to, browser and Worker. */
export const INGEST_PORT = E2E_PORT + 1000;
export const INGEST_DSN = `http://e2e@127.0.0.1:${INGEST_PORT}/1`;
