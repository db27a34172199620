import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  APP,
  confirmEmailInBrowser,
  createReport,
  LANDING,
  newEmail,
  openPage,
  outboxLink,
  screenshot,
  seriousViolations,
  signUpInBrowser,
  startBrowser,
  subscribeInBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

/**
 * Issue 22: a subscriber watches Jake Morrison's report, the source simulator's clock moves a week
 * and a day on (Jake posts two threats on X), the monitoring cron runs by hand, and the owner sees
 * the alert in the outbox and the change on the report; the alert's link stops the watch signed out.
 */

const browser = startBrowser();
const PASSWORD = "monitoring-pass-1";

/** A call of the app's API from the page (the test hosts resolve only in Chromium). */
function api<T>(page: Page, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p, {
        method: m,
        headers: b === undefined ? {} : { "Content-Type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return (await res.json()) as T;
    },
    [method, path, body] as const,
  );
}

/** Waits until the report's re-screen completed with a change (the report reads 400 while it runs). */
async function rescreened(page: Page, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { status } = await api<{ status: string }>(page, "GET", `/api/v1/check/${id}`);
    const report =
      status === "completed" ? await api<{ change: unknown }>(page, "GET", `/api/v1/report/${id}`) : null;
    if (report?.change) return;
    if (Date.now() > deadline) throw new Error("the re-screen did not complete with a change");
    await page.waitForTimeout(250);
  }
}

describe("monitoring", () => {
  it("watches a report, re-screens it after the simulator's clock moves on, alerts the owner, shows the change; the alert's link stops it signed out", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = newEmail("watch");
    await signUpInBrowser(page, email, PASSWORD);
    await confirmEmailInBrowser(page, email);
    await subscribeInBrowser(page, "standard");
    const id = await createReport(page, { network: "X", username: "jake_morrison" });
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL(`${LANDING}/report/${id}`);
    await page.getByRole("heading", { name: "Summary" }).waitFor({ timeout: 30_000 });
    assert.equal(await page.locator(".change-banner").count(), 0, "no change yet");

    // Watch it, every week.
    await page.getByRole("button", { name: "Watch this report" }).click();
    await page.getByRole("button", { name: /^Every week/ }).click();
    const state = page.locator(".watch__state");
    await state.waitFor();
    assert.match(
      (await state.textContent()) ?? "",
      /^Watching every week · next check [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    await screenshot(page, "monitoring-watching");

    try {
      // A week and a day later, by the simulator's clock; the cron runs then.
      const clock = await api<{ advanceMs: number }>(page, "POST", "/api/v1/dev/clock", { days: 8 });
      assert.equal(clock.advanceMs, 8 * 86_400_000);
      const run = await api<{ queued: number }>(page, "POST", "/api/v1/dev/cron", {});
      assert.ok(run.queued >= 1, "the watched report was due");
      await rescreened(page, id);
    } finally {
      await api(page, "POST", "/api/v1/dev/clock", { reset: true });
    }

    // The alert: one email, red flags first, the report's link and a stop link.
    const alerts = await api<{ subject: string; text: string; links: string[] }[]>(
      page,
      "GET",
      `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const watched = alerts.filter((mail) => /watched report/.test(mail.subject));
    assert.equal(watched.length, 1, "one alert");
    const [alert] = watched;
    assert.match(alert?.subject ?? "", /^New red flag in your watched report on /);
    assert.match(alert?.text ?? "", /\n- New red flag Violence & Threats, 2 posts on X\n/);
    assert.equal(alert?.links[0], `${APP}/report/${id}`);

    // The report shows the change above the summary, the new posts marked new.
    await page.reload();
    const banner = page.getByRole("heading", {
      name: /^Since [A-Z][a-z]{2} \d{1,2}: new red flag Violence & Threats, 2 posts on X/,
    });
    await banner.waitFor();
    const bannerBox = await banner.boundingBox();
    const summaryBox = await page.getByRole("heading", { name: "Summary" }).boundingBox();
    assert.ok(bannerBox && summaryBox && bannerBox.y < summaryBox.y, "the change is above the summary");
    // History lists both versions, the new one with its change.
    await page.getByRole("button", { name: "History" }).click();
    const versions = page.locator(".report-history__versions > li");
    await versions.nth(1).waitFor();
    assert.match(
      (await versions.nth(0).textContent()) ?? "",
      /New red flag Violence & Threats, 2 posts on X/,
    );
    assert.match((await versions.nth(1).textContent()) ?? "", /First version/);
    await page.getByText("See what changed").click();
    await screenshot(page, "monitoring-change");
    assert.deepEqual(await seriousViolations(page), [], "report with a change");
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, "monitoring-change-phone");
    await page.setViewportSize(VIEWPORTS.desktop);

    // Signed out, the alert's stop link stops the watch.
    const stopLink = await outboxLink(page, email, "/watch/stop/");
    const signedOut = await openPage(browser());
    await signedOut.page.goto(stopLink);
    await signedOut.page.getByRole("heading", { name: "You stopped watching" }).waitFor();
    await screenshot(signedOut.page, "monitoring-stopped");
    assert.deepEqual(unexpectedErrors(signedOut.errors), []);
    await signedOut.context.close();
    const after = await api<{ watch: unknown }>(page, "GET", `/api/v1/report/${id}`);
    assert.equal(after.watch, null);

    assert.deepEqual(unexpectedErrors(errors), []);
    await context.close();
  });
});
