/** The two test hosts (Chromium maps them to loopback), the server's port and the browser binary. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const LANDING = `http://example.test:${E2E_PORT}`;
export const APP = `http://app.example.test:${E2E_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
