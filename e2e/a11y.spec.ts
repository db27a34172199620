import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  APP,
  confirmEmailInBrowser,
  createReport,
  JAKE_EXAMPLE,
  LANDING,
  newEmail,
  newVisitorIp,
  openPage,
  outboxLink,
  seriousViolations,
  signUpInBrowser,
  startBrowser,
  subscribeInBrowser,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();
const PASSWORD = "a11y-pass-1";

/** The page as it is now has no serious or critical axe finding. */
async function assertAccessible(page: Page, state: string) {
  assert.deepEqual(await seriousViolations(page), [], state);
}

/**
 * Every public page at both widths, each on the host that serves it. The pages whose state the
 * browser sets (a one-time link checked after hydration) are read once the state shows.
 */
const PUBLIC_PAGES: { url: string; ready?: string }[] = [
  { url: `${LANDING}/` },
  { url: `${LANDING}/report-examples` },
  { url: `${LANDING}/report/${JAKE_EXAMPLE}`, ready: "Jake Morrison" },
  { url: `${LANDING}/plans` },
  { url: `${LANDING}/faq` },
  { url: `${LANDING}/info/terms-of-service` },
  { url: `${LANDING}/info/privacy-policy` },
  { url: `${LANDING}/opt-out` },
  { url: `${LANDING}/login?state=logIn` },
  { url: `${LANDING}/login?state=signUp` },
  { url: `${APP}/recovery` },
  { url: `${APP}/recovery/not-a-live-link` },
  { url: `${APP}/confirm/not-a-live-link`, ready: "Invalid Link" },
  { url: `${LANDING}/no-such-page` },
  { url: `${APP}/no-such-page` },
];

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  it("every public page on desktop and mobile; the cookie banner and the mobile menu", async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { context, page } = await openPage(browser(), viewport);
      for (const { url, ready } of PUBLIC_PAGES) {
        await page.goto(url);
        if (ready) await page.getByRole("heading", { name: ready }).waitFor();
        await assertAccessible(page, `${url} at ${viewport.width}px`);
      }
      if (viewport === VIEWPORTS.desktop) {
        // A new visitor on a desktop sees the banner until they choose.
        await page.goto(`${LANDING}/`);
        assert.ok(await page.getByRole("region", { name: "Cookie consent" }).isVisible());
        await assertAccessible(page, "landing with the cookie banner");
      } else {
        await page.goto(`${LANDING}/faq`);
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plans" }).waitFor();
        await assertAccessible(page, "mobile menu open");
      }
      await context.close();
    }
  });

  it("forms with their errors and results, and an example report's evidence", async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${LANDING}/`);
    const search = page.getByRole("form", { name: "Search" });
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await search.getByText(/Please enter first and last name/).waitFor();
    await search.getByRole("combobox", { name: /^State/ }).focus();
    await page.getByRole("listbox", { name: "State" }).waitFor();
    await assertAccessible(page, "search form with an error and the state list open");

    await page.goto(`${LANDING}/login?state=logIn`);
    const logIn = page.getByRole("form", { name: "Log in" });
    await logIn.getByLabel("Email").fill("nobody@example.test");
    await logIn.getByLabel("Password").fill("wrong-password-1");
    await logIn.getByRole("button", { name: "Log in" }).click();
    await logIn.getByRole("alert").waitFor();
    await assertAccessible(page, "log-in refused");

    await page.goto(`${LANDING}/login?state=signUp`);
    const signUp = page.getByRole("form", { name: "Sign up" });
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await signUp.locator(".field__error").first().waitFor();
    await assertAccessible(page, "sign-up with field errors");

    await page.goto(`${APP}/recovery`);
    const recovery = page.getByRole("form", { name: "Password recovery" });
    await recovery.getByLabel("Email").fill("nobody@example.test");
    await recovery.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: "we sent a link" }).waitFor();
    await assertAccessible(page, "recovery link sent");

    await page.goto(`${LANDING}/opt-out`);
    const optOut = page.getByRole("form", { name: "Opt-out request" });
    await optOut.getByRole("button", { name: "Add another link" }).click();
    await optOut.getByRole("button", { name: "Send request" }).click();
    await optOut.locator(".field__error").first().waitFor();
    await assertAccessible(page, "opt-out with field errors");
    await optOut.getByLabel("Your full name").fill("Olivia Optout");
    await optOut.getByLabel("Email").fill("olivia@example.test");
    await optOut.getByRole("button", { name: "Remove profile link 2" }).click();
    await optOut.getByLabel("Profile link 1").fill("https://www.instagram.com/nobody.a11y/");
    await page.route("**/api/v1/optout", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "internal", message: "Unexpected error occurs" }),
      }),
    );
    await optOut.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("alert").filter({ hasText: "Unexpected error occurs" }).waitFor();
    await assertAccessible(page, "opt-out refused");
    await page.unroute("**/api/v1/optout");
    await optOut.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("heading", { name: "Request received" }).waitFor();
    await assertAccessible(page, "opt-out received");

    await page.goto(`${LANDING}/report/${JAKE_EXAMPLE}`);
    await page
      .locator("#network-ig")
      .getByRole("button", { name: /^Gambling/ })
      .click();
    await page.getByRole("list", { name: "Evidence for Gambling" }).waitFor();
    await assertAccessible(page, "example report with evidence open");
    await context.close();
  });

  it("a visitor's search: profile selection, search limit, the report built and locked", async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop, { clientIp: newVisitorIp() });
    const id = await createReport(page, { network: "Instagram", username: "emily.carter" });
    await assertAccessible(page, "profile selection: one network found, the others empty");
    const tiktok = page.getByRole("region", { name: "TikTok" });
    const search = tiktok.getByRole("searchbox", { name: "Search TikTok by username or profile link" });
    await search.fill("nobody.a11y");
    await search.press("Enter");
    await tiktok.getByRole("button", { name: "Add @nobody.a11y" }).waitFor();
    await assertAccessible(page, "profile selection: a search that finds nobody");
    await search.fill("emilycarter");
    await search.press("Enter");
    await tiktok.getByRole("button", { name: "Add @emilycarter" }).click();
    await tiktok.getByRole("button", { name: "Remove @emilycarter" }).waitFor();
    await assertAccessible(page, "profile selection: a profile added");

    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL(`${LANDING}/report/${id}`);
    await assertAccessible(page, "report while it is built");
    const lock = page.getByRole("dialog", { name: "Sign up to see the full report" });
    await lock.waitFor({ timeout: 30_000 });
    await assertAccessible(page, "locked report with its modal");
    await page.keyboard.press("Escape");
    await lock.waitFor({ state: "detached" });
    await assertAccessible(page, "locked report's teaser");

    // The free search is used up: the second one is refused with the modal.
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    await form.getByRole("textbox", { name: "First and last name" }).fill("Emily Carter");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("dialog", { name: "Search limit reached" }).waitFor();
    await assertAccessible(page, "search limit modal");
    await context.close();
  });

  it("an account's pages: empty and filled dashboard, settings, plans, email links", async () => {
    const { context, page } = await openPage(browser());
    const email = newEmail("a11y");
    await signUpInBrowser(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Your reports" }).waitFor();
    await assertAccessible(page, "empty dashboard, email not confirmed");
    await page.goto(`${APP}/settings`);
    await assertAccessible(page, "settings, email not confirmed");
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog", { name: "Delete your account?" }).waitFor();
    await assertAccessible(page, "delete-account dialog");

    await confirmEmailInBrowser(page, email);
    await assertAccessible(page, "email confirmed");
    await page.goto(`${LANDING}/`);
    await assertAccessible(page, "landing signed in");
    await page.goto(`${LANDING}/plans`);
    await page.getByRole("region", { name: /for up to 10 reports/ }).waitFor();
    await assertAccessible(page, "plans signed in, with the offer");
    // A canceled offer payment comes back while the discount flag is good: the offer again.
    await page.evaluate(() => sessionStorage.setItem("lookwise:discount", String(Date.now())));
    await page.goto(`${LANDING}/plans?subscription_result=fail&from_discount=1`);
    await page.getByRole("dialog", { name: "Your offer is still waiting" }).waitFor();
    await assertAccessible(page, "offer dialog");

    await subscribeInBrowser(page, "standard");
    await page.goto(`${LANDING}/plans`);
    await page.getByText("Current plan").first().waitFor();
    await assertAccessible(page, "plans subscribed");
    await page.goto(`${APP}/settings`);
    await assertAccessible(page, "settings subscribed");

    await createReport(page, { name: "Emily Carter", state: "TX" });
    // From the landing host the dashboard reads its list again (it keeps it while on the app host).
    await page.getByRole("link", { name: "Lookwise home" }).click();
    await page.getByRole("list", { name: "Previous reports" }).waitFor();
    await assertAccessible(page, "dashboard with a report");
    await page.getByRole("button", { name: /^Delete / }).click();
    await page.getByRole("dialog", { name: "Delete this report?" }).waitFor();
    await assertAccessible(page, "delete-report dialog");

    await page.goto(`${APP}/settings/email/not-a-live-link`);
    await page.getByRole("heading", { name: "Invalid Link" }).waitFor();
    await assertAccessible(page, "email change link invalid");
    await page.evaluate(async (address) => {
      await fetch("/api/v1/auth/recovery", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: address }),
      });
    }, email);
    await page.goto(await outboxLink(page, email, "/recovery/"));
    await page.getByRole("heading", { name: "Set a new password" }).waitFor();
    await assertAccessible(page, "password reset form");
    await context.close();
  });
});
