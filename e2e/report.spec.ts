import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import {
  APP,
  confirmEmailInBrowser,
  createReport,
  JAKE_EXAMPLE,
  LANDING,
  newEmail,
  newVisitorIp,
  openPage,
  runSql,
  SCREENSHOTS,
  screenshot,
  seriousViolations,
  signUpInBrowser,
  startBrowser,
  subscribeInBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();
const PASSWORD = "report-pass-1";

/** A signed-up account, confirmed from its email, subscribed to Standard through the local checkout. */
async function subscriber(page: Page): Promise<string> {
  const email = newEmail("report");
  await signUpInBrowser(page, email, PASSWORD);
  await confirmEmailInBrowser(page, email);
  await subscribeInBrowser(page, "standard");
  return email;
}

/** A subscriber's Emily Carter report, generated and opened in full (one report of the quota). */
async function subscribersOpenedReport(page: Page): Promise<string> {
  await subscriber(page);
  const id = await createReport(page, { network: "Instagram", username: "emily.carter" });
  await confirmSelection(page, id);
  await page.getByRole("heading", { name: "Summary" }).waitFor({ timeout: 30_000 });
  return id;
}

/** Confirms the create page's selection and waits for the report page. */
async function confirmSelection(page: Page, id: string) {
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.waitForURL(`${LANDING}/report/${id}`);
}

/** Marks the document, so a test can tell the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { unreloaded: boolean }).unreloaded = true;
  });
}
async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { unreloaded?: boolean }).unreloaded);
}

/** The focused element's text, as a screen reader would name a link or button. */
async function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

async function close(context: BrowserContext, errors: string[], ...statuses: number[]) {
  assert.deepEqual(unexpectedErrors(errors, ...statuses), []);
  await context.close();
}

describe("report page", () => {
  it("follows a report live while it is built, then shows it without a reload", async () => {
    const { context, page, errors } = await openPage(browser());
    await subscriber(page);
    // Flaky Fred's network fails for a few seconds of retries: long enough to watch the progress.
    const id = await createReport(page, { network: "Instagram", username: "flaky.fred" });
    // A profile whose network failed is listed (not preselected): the user may keep it.
    await page.getByRole("button", { name: "Select @flaky.fred" }).click();
    const tiktok = page.getByRole("region", { name: "TikTok" });
    const search = tiktok.getByRole("searchbox", { name: "Search TikTok by username or profile link" });
    await search.fill("emilycarter");
    await search.press("Enter");
    await tiktok.getByRole("button", { name: "Add @emilycarter" }).click();
    await tiktok.getByRole("button", { name: "Remove @emilycarter" }).waitFor();
    await confirmSelection(page, id);
    await markDocument(page);
    await page.getByRole("heading", { name: "Building the report" }).waitFor();
    await page.locator(".live-profile").first().waitFor();
    assert.ok(await page.getByRole("progressbar", { name: "Overall progress" }).isVisible());
    await screenshot(page, "report-live");
    assert.deepEqual(await seriousViolations(page), [], "live report");

    await page.getByText("Your report is ready.").waitFor({ timeout: 90_000 });
    assert.equal(await wasReloaded(page), false, "no reload");
    assert.ok(await page.getByRole("heading", { name: "Summary" }).isVisible());
    assert.match(
      (await page.locator(".report-summary").textContent()) ?? "",
      /Some data could not be loaded/,
    );
    assert.ok(await page.getByRole("heading", { name: "TikTok" }).isVisible());
    assert.ok(await page.getByRole("heading", { name: "Not analysed" }).isVisible());
    await screenshot(page, "report-after-live");
    await close(context, errors);
  });

  it("shows Emily Carter's completed report: interests, friends and the summary; feedback changes a count", async () => {
    const { context, page, errors } = await openPage(browser());
    await subscriber(page);
    const id = await createReport(page, { name: "Emily Carter", state: "Texas" });
    await confirmSelection(page, id);
    await page.getByRole("heading", { name: "Summary" }).waitFor({ timeout: 30_000 });
    assert.match((await page.locator(".report-summary").textContent()) ?? "", /Emily Carter/);
    const instagram = page.locator("#network-ig");
    await instagram.getByRole("heading", { name: "Instagram" }).waitFor();
    assert.match((await instagram.locator(".network__coverage").textContent()) ?? "", /followed accounts/);
    await instagram.locator(".friend").first().waitFor();
    await screenshot(page, "report-completed");
    assert.deepEqual(await seriousViolations(page), [], "completed report");

    // Open an interest's evidence and report one item as wrongly classified.
    const bar = instagram.getByRole("button", { name: /^Fitness & Health/ });
    const before = Number(
      await bar.locator(".interest-bar__count").evaluate((n) => n.firstChild?.textContent),
    );
    await bar.click();
    const list = instagram.getByRole("list", { name: "Evidence for Fitness & Health" });
    await list.waitFor();
    await list
      .getByRole("button", { name: /Wrong classification/ })
      .first()
      .click();
    await page.getByText("Thanks for the feedback").waitFor();
    await page.waitForFunction(
      ([n]) => {
        const count = document.querySelector("#network-ig .interest.is-open .interest-bar__count");
        return count?.firstChild?.textContent === String(n);
      },
      [before - 1],
    );
    await screenshot(page, "report-feedback");

    // A friend's common interests.
    await instagram.locator(".friend").first().getByRole("button").first().click();
    await instagram.locator(".interest-chip").first().waitFor();
    await close(context, errors);
  });

  it("shows Jake Morrison's red flags first, with the posts behind them", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/report/${JAKE_EXAMPLE}`);
    await page.getByRole("heading", { name: "Jake Morrison" }).waitFor();
    const flags = page.locator(".flag-list");
    for (const flag of ["Gambling", "Weapons", "Drugs"])
      assert.ok(await flags.getByText(flag).first().isVisible(), flag);
    const instagram = page.locator("#network-ig");
    await instagram.getByRole("button", { name: /^Gambling/ }).click();
    const evidence = instagram.getByRole("list", { name: "Evidence for Gambling" });
    await evidence.waitFor();
    assert.match((await evidence.textContent()) ?? "", /parlay/);
    // The words that triggered the flag are marked in each post.
    const marked = await evidence.locator("mark").allTextContents();
    assert.ok(
      marked.some((word) => /parlay|sportsbook|casino|poker|betting/i.test(word)),
      marked.join(", "),
    );
    assert.equal(
      await evidence.getByRole("button", { name: /Wrong classification/ }).count(),
      0,
      "not the owner",
    );
    await screenshot(page, "report-red-flags");
    assert.deepEqual(await seriousViolations(page), [], "example report");

    // The share/export menu by keyboard: Enter opens, Tab and the arrows move, Escape closes.
    const toggle = page.getByRole("button", { name: "Share / export" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    const menu = page.getByRole("list", { name: "Share / export" });
    await page.keyboard.press("Tab");
    assert.equal(await focusedText(page), "Share on X (opens in a new tab)");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "Share on Facebook (opens in a new tab)");
    await page.keyboard.press("End");
    assert.equal(await focusedText(page), "Download PDF");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "Share on X (opens in a new tab)");
    await screenshot(page, "report-menu-desktop");
    assert.deepEqual(await seriousViolations(page), [], "open menu");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    assert.equal(await toggle.evaluate((node) => node === document.activeElement), true, "focus back");

    // The JSON export, under its file name; choosing it closes the menu.
    await toggle.click();
    const download = page.waitForEvent("download");
    await menu.getByRole("button", { name: "Download JSON" }).click();
    assert.equal((await download).suggestedFilename(), `lookwise-report-${JAKE_EXAMPLE}.json`);
    await menu.waitFor({ state: "detached" });

    // Save as PDF: the print stylesheet, every section open.
    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    writeFileSync(`${SCREENSHOTS}/report-example.pdf`, pdf);
    assert.ok(pdf.length > 10_000);
    await close(context, errors);
  });

  it("locks a visitor's report and unlocks it step by step: sign up, confirm the email, subscribe", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    const id = await createReport(page, { network: "Instagram", username: "emily.carter" });
    await confirmSelection(page, id);
    const signUp = page.getByRole("dialog", { name: "Sign up to see the full report" });
    await signUp.waitFor({ timeout: 30_000 });
    assert.ok(await page.getByText("The summary is shown once the report is unlocked.").isVisible());
    assert.equal(await page.locator(".report-menu").count(), 0, "nothing to share or export while locked");
    await screenshot(page, "report-locked-unregistered");
    assert.deepEqual(await seriousViolations(page), [], "sign-up lock");
    await page.keyboard.press("Escape");
    await signUp.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Sign Up" }).first().click();

    const email = newEmail("report");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signUp.getByLabel("Confirm password").fill(PASSWORD);
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your email" });
    await confirm.waitFor();
    await screenshot(page, "report-locked-unconfirmed");
    assert.deepEqual(await seriousViolations(page), [], "confirm lock");

    // Node cannot resolve the test hosts: the page reads the dev outbox.
    const link = await page.evaluate(async (to) => {
      const outbox = (await (await fetch(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
        links: string[];
      }[];
      return outbox[0]?.links[0];
    }, email);
    assert.ok(link, "a confirmation link was sent");
    const tab = await context.newPage();
    await tab.goto(link);
    await tab.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await tab.close();

    await confirm.getByRole("button", { name: "I've confirmed my email" }).click();
    const subscribe = page.getByRole("dialog", { name: "Subscribe to see the full report" });
    await subscribe.waitFor();
    assert.ok(
      await subscribe
        .getByRole("link", { name: /Subscribe|plans/i })
        .first()
        .isVisible(),
    );
    await screenshot(page, "report-locked-unsubscribed");
    assert.deepEqual(await seriousViolations(page), [], "subscribe lock");
    await close(context, errors, 401, 409);
  });

  it("asks a subscriber whose quota is used up to upgrade", async () => {
    const { context, page, errors } = await openPage(browser());
    await subscriber(page);
    const { id: userId } = await page.evaluate(
      async () => (await (await fetch("/api/v1/auth/info")).json()) as { id: string },
    );
    runSql(`UPDATE subscriptions SET reports_used = 10 WHERE user_id = '${userId}'`);
    const id = await createReport(page, { network: "Instagram", username: "emily.carter" });
    await confirmSelection(page, id);
    const upgrade = page.getByRole("dialog", { name: "Upgrade your plan" });
    await upgrade.waitFor({ timeout: 30_000 });
    assert.ok(await upgrade.getByText(/quota/).isVisible());
    await screenshot(page, "report-locked-needupgrade");
    assert.deepEqual(await seriousViolations(page), [], "upgrade lock");
    await close(context, errors);
  });

  it("shares a report from the dashboard: the link opens it in full, signed out, until sharing stops", async () => {
    const { context, page, errors } = await openPage(browser());
    const id = await subscribersOpenedReport(page);
    // The dashboard cached its empty list at sign-up; coming from the landing host it reads it again.
    await page.getByRole("link", { name: "Lookwise home" }).click();
    await page.waitForURL(`${APP}/dashboard`);
    await page
      .getByRole("button", { name: /^Share / })
      .first()
      .click();
    const toast = page.getByRole("status").filter({ hasText: `${LANDING}/report/${id}?h=` });
    await toast.waitFor();
    const url = /http\S+\?h=[\w-]+/.exec((await toast.textContent()) ?? "")?.[0];
    assert.ok(url, "the share link");

    const stranger = await openPage(browser());
    await stranger.page.goto(url);
    await stranger.page.getByRole("heading", { name: "Summary" }).waitFor();
    assert.equal(await stranger.page.getByRole("dialog").count(), 0, "no lock for a shared link");
    const og = await stranger.page.locator('meta[property="og:image"]').getAttribute("content");
    assert.match(og ?? "", /\/img\?url=sig%2Fshare_/);
    await stranger.page.getByRole("button", { name: "Share / export" }).click();
    assert.ok(await stranger.page.getByRole("button", { name: "Copy link" }).isVisible());
    await screenshot(stranger.page, "report-shared");
    assert.deepEqual(await seriousViolations(stranger.page), [], "shared report");

    // Stop sharing: the link no longer opens the report.
    await page.getByRole("button", { name: /^Stop sharing / }).click();
    await page.getByRole("status").filter({ hasText: "Sharing stopped" }).waitFor();
    assert.equal(await page.locator(".report-card .badge", { hasText: "Public" }).count(), 0);
    await screenshot(page, "report-sharing-stopped");
    await stranger.page.goto(url);
    await stranger.page.waitForURL(`${LANDING}/report/${id}/create`);
    assert.equal(await stranger.page.getByRole("heading", { name: "Summary" }).count(), 0);
    await close(stranger.context, stranger.errors, 404);
    await close(context, errors);
  });

  it("refreshes a report once, then says when it can be refreshed again", async () => {
    const { context, page, errors } = await openPage(browser());
    await subscribersOpenedReport(page);
    // The owner's menu makes the report public, then offers its link in place.
    await page.getByRole("button", { name: "Share / export" }).click();
    const menu = page.getByRole("list", { name: "Share / export" });
    await menu.getByRole("button", { name: "Share report" }).click();
    await page.getByText("Anyone with the link can now see this report.").waitFor();
    await menu.getByRole("button", { name: "Copy link" }).waitFor();
    assert.equal(await focusedText(page), "Share on X (opens in a new tab)");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Refresh report" }).click();
    await page.getByText("Your report is ready.").waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { name: "Summary" }).waitFor();
    await page.getByRole("button", { name: "Refresh report" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "This report can be refreshed once a day" });
    await refused.waitFor();
    assert.match((await refused.textContent()) ?? "", /You can refresh it again on \w+ \d+, \d{4}/);
    await screenshot(page, "report-refresh-limit");
    await close(context, errors, 429);
  });

  it("shows an example report's summary on a phone's first screen, with sharing and exports in one menu", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/report/${JAKE_EXAMPLE}`);
    const summary = page.getByRole("heading", { name: "Summary" });
    await summary.waitFor();
    const { height } = VIEWPORTS.mobile;
    for (const [name, box] of [
      ["heading", await summary.boundingBox()],
      ["text", await page.locator(".report-summary").boundingBox()],
    ] as const) {
      assert.ok(box && box.y >= 0 && box.y < height, `the summary ${name} starts on the first screen`);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/report-phone-first-screen.png` });

    await page.getByRole("button", { name: "Share / export" }).click();
    const menu = page.getByRole("list", { name: "Share / export" });
    for (const item of ["Share on X", "Share on Facebook", "Copy link", "Download JSON", "Download PDF"])
      assert.ok(
        await menu.getByRole(/^Share on/.test(item) ? "link" : "button", { name: item }).isVisible(),
        item,
      );
    await page.screenshot({ path: `${SCREENSHOTS}/report-phone-menu.png` });
    assert.deepEqual(await seriousViolations(page), [], "menu on a phone");
    // A tap elsewhere closes it.
    await page.getByRole("heading", { name: "Jake Morrison" }).click();
    await menu.waitFor({ state: "detached" });
    await close(context, errors);
  });

  it("opens an example report from the examples page", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/report-examples`);
    await page
      .getByRole("link", { name: /Emily Carter/ })
      .first()
      .click();
    await page.waitForURL(`${LANDING}/report/ex7q2m9k4d1a`);
    await page.getByRole("heading", { name: "Summary" }).waitFor();
    await screenshot(page, "report-example-mobile");
    assert.deepEqual(await seriousViolations(page), [], "example report on mobile");
    await close(context, errors);
  });
});
