import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { INGEST_PORT } from "./config";
import { LANDING, openPage, startBrowser, unexpectedErrors } from "./fixtures";
import { type EnvelopeItem, receivedItems } from "./ingest";

/**
 * The run serves the build with SENTRY_DSN pointing at a stand-in of Sentry's ingest endpoint
 * (e2e/run.ts): what the browser and the Worker report reaches it, and nothing personal does.
 */
const browser = startBrowser();

const EMAIL = "someone.private@example.com";
/** A live token as ours look (base64url of 32 bytes). */
const TOKEN = "Zq3xN0v7K2pQ8sLmT4wYb9cR1dE6fG5hJ0kA2uI7oP3";
const SHARE_HASH = "shareHashE2e0123";

type Span = { name: string; attributes: Record<string, { value: unknown } | undefined> };

/** How many items the stand-in holds: a test looks only at those that came after. */
async function itemCount(): Promise<number> {
  return (await receivedItems(INGEST_PORT)).length;
}

/** Waits for the first item after the first `since` that `match` accepts. */
async function waitForItem(
  since: number,
  match: (item: EnvelopeItem) => boolean,
  timeoutMs = 15_000,
): Promise<EnvelopeItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedItems(INGEST_PORT)).slice(since).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("the ingest stand-in received no such item");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isEvent = (item: EnvelopeItem) => item.header.type === "event";
const spansOf = (item: EnvelopeItem): Span[] =>
  item.header.type === "span" ? ((item.payload.items as Span[] | undefined) ?? []) : [];

/** The SDK has loaded on this page and kept it, scrubbed, as the newest of the tab's navigation history. */
async function historyEndsWith(page: Page, scrubbedPath: string) {
  const stored = () => page.evaluate(() => sessionStorage.getItem("lw_navigation_history") ?? "[]");
  const deadline = Date.now() + 10_000;
  while ((JSON.parse(await stored()) as { path: string }[]).at(-1)?.path !== scrubbedPath) {
    if (Date.now() > deadline) assert.fail(`history ${await stored()} does not end with ${scrubbedPath}`);
    await page.waitForTimeout(100);
  }
}

function assertNothingPersonal(event: EnvelopeItem, ...secrets: string[]) {
  const sent = JSON.stringify(event);
  for (const secret of [EMAIL, TOKEN, SHARE_HASH, ...secrets]) assert.ok(!sent.includes(secret), secret);
}

describe("error reporting", () => {
  it("reports the failure behind an 'Oops' toast with the navigation history, scrubbed", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/faq?email=${encodeURIComponent(EMAIL)}&h=${SHARE_HASH}`);
    await historyEndsWith(page, "/faq?email=[Filtered]&h=[Filtered]");
    // A report not made yet: the server sends the visitor on to its create page.
    await page.goto(`${LANDING}/report/${TOKEN}`);
    await historyEndsWith(page, "/report/[Filtered]/create");
    await page.goto(`${LANDING}/`);
    await historyEndsWith(page, "/");
    const since = await itemCount();
    // The consent API fails as a server would: the banner's choice shows the 'Oops' toast.
    await page.route("**/api/v1/cookies", (route) =>
      route.fulfill({ status: 500, json: { code: "internal", message: "Unexpected error occurs" } }),
    );
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept all" })
      .click();
    await page.getByText("Oops").waitFor();

    const event = await waitForItem(
      since,
      (item) => isEvent(item) && item.payload.message === "API call failed: POST /cookies 500",
    );
    assert.equal(event.payload.level, "error");
    assert.equal(event.payload.environment, "e2e");
    assert.deepEqual(event.payload.tags, {
      "api.route": "POST /cookies",
      "api.status": "500",
      "api.code": "internal",
    });
    const history = (event.payload.extra as { navigationHistory: { path: string; at: string }[] })
      .navigationHistory;
    assert.deepEqual(
      history.map((entry) => entry.path),
      ["/faq?email=[Filtered]&h=[Filtered]", "/report/[Filtered]/create", "/"],
    );
    assert.ok(history.every((entry) => !Number.isNaN(Date.parse(entry.at))));
    assertNothingPersonal(event);
    // The banner leaves the failed call's rejection unhandled (reported as such as well).
    const unhandled = "Unexpected error occurs";
    assert.deepEqual(
      unexpectedErrors(errors, 404, 500).filter((error) => error !== unhandled),
      [],
    );
    await context.close();
  });

  it("reports a crash page, without what was searched", async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${LANDING}/`);
    await historyEndsWith(page, "/");
    const since = await itemCount();
    // The report page's data fails to arrive after the search: the root boundary's crash page.
    await page.route("**/create.data*", (route) => route.fulfill({ status: 500, body: "not a data answer" }));
    const form = page.getByRole("form", { name: "Search" });
    await form.getByRole("textbox", { name: "First and last name" }).fill("Jake Morrison");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: "Refresh Page" }).waitFor();

    const event = await waitForItem(since, (item) => isEvent(item) && item.payload.exception !== undefined);
    assertNothingPersonal(event, "Jake", "Morrison");
    await context.close();
  });

  it("reports an unhandled rejection, scrubbed", async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${LANDING}/plans`);
    await historyEndsWith(page, "/plans");
    const since = await itemCount();
    await page.evaluate((email) => {
      void Promise.reject(new Error(`e2e rejection for ${email}`));
    }, EMAIL);

    const event = await waitForItem(
      since,
      (item) => isEvent(item) && JSON.stringify(item.payload.exception ?? {}).includes("e2e rejection for"),
    );
    assert.match(JSON.stringify(event.payload.exception), /e2e rejection for \[email\]/);
    assertNothingPersonal(event);
    await context.close();
  });

  it("traces page loads in the browser and requests in the Worker, at a sample rate of 1", async () => {
    const { context, page, errors } = await openPage(browser());
    const since = await itemCount();
    await page.goto(`${LANDING}/faq`);
    await historyEndsWith(page, "/faq");
    const pageload = await waitForItem(since, (item) =>
      spansOf(item).some((span) => span.attributes["sentry.op"]?.value === "pageload"),
    );
    const request = await waitForItem(since, (item) =>
      spansOf(item).some((span) => span.attributes["sentry.op"]?.value === "http.server"),
    );
    for (const item of [pageload, request]) {
      const segment = spansOf(item).find((span) => span.attributes["sentry.sample_rate"] !== undefined);
      assert.equal(segment?.attributes["sentry.sample_rate"]?.value, 1);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("keeps the browser SDK out of the landing page's scripts: it loads only with a DSN", () => {
    const client = path.join(process.env.BUILD_DIR ?? "build", "client");
    const assets = path.join(client, "assets");
    const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f)) ?? "";
    const text = readFileSync(path.join(assets, manifestFile), "utf8");
    type Entry = { module: string; imports?: string[] };
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
      entry: Entry;
      routes: Record<string, Entry>;
    };
    const landing = [manifest.entry, manifest.routes.root, manifest.routes["routes/home"]].flatMap((entry) =>
      entry ? [entry.module, ...(entry.imports ?? [])] : [],
    );
    assert.ok(landing.length > 3);
    const withSdk = landing.filter((file) =>
      readFileSync(path.join(client, file), "utf8").includes("__SENTRY__"),
    );
    assert.deepEqual(withSdk, []);
    const sdkChunks = readdirSync(assets).filter((f) =>
      readFileSync(path.join(assets, f), "utf8").includes("__SENTRY__"),
    );
    assert.equal(sdkChunks.length, 1, "the SDK is one chunk of its own");
  });
});
