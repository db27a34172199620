import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Locator, Page } from "playwright-core";
import {
  APP,
  confirmEmailInBrowser,
  createReport,
  LANDING,
  newEmail,
  openPage,
  screenshot,
  seriousViolations,
  signUpInBrowser,
  startBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();
const PASSWORD = "payments-pass-1";

/** A signed-up account whose email is confirmed through the link in the dev outbox; no plan yet. */
async function confirmedUser(page: Page): Promise<string> {
  const email = newEmail("pay");
  await signUpInBrowser(page, email, PASSWORD);
  await confirmEmailInBrowser(page, email);
  return email;
}

/** The facts listed in a part of the page, as name → value. */
async function factsIn(part: Locator): Promise<Record<string, string>> {
  await part.waitFor();
  const terms = await part.locator("dt").allTextContents();
  const values = await part.locator("dd").allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, (values[i] ?? "").trim()]));
}

/** The settings page's subscription card, as name → value of its facts. */
function subscriptionFacts(page: Page): Promise<Record<string, string>> {
  return factsIn(page.getByRole("region", { name: "Subscription" }));
}

/**
 * Waits until React runs the plans page: the offer's countdown ticks only after hydration, by when
 * the page's effects (a return from Checkout among them) have run.
 */
async function interactive(page: Page) {
  const timer = page.getByRole("timer");
  const before = (await timer.textContent()) ?? "";
  assert.ok(before, "the offer's countdown");
  await timer.filter({ hasNotText: before }).waitFor();
}

/** A toast in the notifications area, by its title. */
function toast(page: Page, title: string) {
  return page.getByRole("region", { name: "Notifications" }).getByText(title, { exact: true });
}

/** Subscribe on /plans leads to the local checkout page (the stand-in for Stripe Checkout). */
async function checkoutFor(page: Page, planTitle: string) {
  await page.getByRole("button", { name: `Subscribe to ${planTitle}` }).click();
  await page.waitForURL(new RegExp(`^${APP}/dev/checkout/[^/?]+$`));
  await page.getByRole("heading", { name: "Checkout" }).waitFor();
}

async function close(context: BrowserContext, errors: string[], ...statuses: number[]) {
  assert.deepEqual(unexpectedErrors(errors, ...statuses), []);
  await context.close();
}

describe("plans and payments", () => {
  it("subscribes from a locked report: checkout, 'Payment Successful!', back to the unlocked report, quota in settings", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = await confirmedUser(page);
    const id = await createReport(page, { network: "Instagram", username: "emily.carter" });
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForURL(`${LANDING}/report/${id}`);
    const lock = page.getByRole("dialog", { name: "Subscribe to see the full report" });
    await lock.waitFor({ timeout: 30_000 });

    await lock.getByRole("link", { name: "Subscribe" }).click();
    await page.waitForURL(`${LANDING}/plans`);
    const offer = page.getByRole("region", { name: /for up to 10 reports/ });
    await offer.waitFor();
    assert.match((await offer.textContent()) ?? "", /\$4\.99/);
    assert.match(
      (await offer.getByRole("timer").textContent()) ?? "",
      /^(24:00:00|23:[0-5]\d:[0-5]\d)$/,
      "a day to go",
    );
    assert.ok(await offer.getByRole("button", { name: "Buy now" }).isVisible());
    assert.equal(
      await page.getByRole("button", { name: /^Subscribe to / }).count(),
      4,
      "every plan on offer",
    );
    await screenshot(page, "payments-plans");
    assert.deepEqual(await seriousViolations(page), [], "plans with the offer");

    await checkoutFor(page, "Standard");
    const card = page.locator(".narrow__card");
    const facts = (await card.textContent()) ?? "";
    assert.match(facts, /Standard/);
    assert.match(facts, /\$6\.99/);
    assert.match(facts, /10 reports per month/);
    assert.ok(facts.includes(email), "the account's email");
    await screenshot(page, "payments-checkout");
    assert.deepEqual(await seriousViolations(page), [], "local checkout");

    // The account check after the payment is held until the page has been seen waiting for the
    // plan; it must start at once, not PLAN_POLL.everyMs (3 s) after the return.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstCheckAt = 0;
    await page.route("**/api/v1/auth/info", async (route) => {
      firstCheckAt ||= Date.now();
      await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL((url) => url.origin === LANDING && url.pathname === "/plans");
    await toast(page, "Payment Successful!").waitFor();
    const toastAt = Date.now();
    await page
      .getByRole("status")
      .filter({ hasText: /^Payment received\./ })
      .waitFor();
    assert.equal(new URL(page.url()).search, "", "the result is taken off the address");
    await screenshot(page, "payments-success");
    assert.ok(firstCheckAt > 0 && firstCheckAt - toastAt < 1_500, "the account is checked at once");
    // From here on every check goes straight through.
    release();

    // Once the account is on the plan, the report whose lock was pressed opens again, unlocked.
    await page.waitForURL(`${LANDING}/report/${id}`, { timeout: 40_000 });
    await page.getByRole("heading", { name: "Summary" }).waitFor({ timeout: 30_000 });
    assert.match((await page.locator(".report-summary").textContent()) ?? "", /Emily Carter/);
    assert.equal(await page.getByRole("dialog").count(), 0, "no lock");
    assert.equal(
      (await context.cookies(LANDING)).some((cookie) => cookie.name === "friend_search"),
      false,
      "the saved report ran once",
    );

    await page.goto(`${APP}/settings`);
    const { "Renews on": renews, ...active } = await subscriptionFacts(page);
    // Standard's quota is 10 reports a month; opening the report took one.
    assert.deepEqual(active, { Plan: "Standard", Status: "Active", "Reports left": "9" });
    assert.match(renews ?? "", /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await screenshot(page, "payments-settings");
    assert.deepEqual(await seriousViolations(page), [], "settings with a plan");

    // On /plans the plan is now the current one, and the offer is gone.
    await page.goto(`${LANDING}/plans`);
    await page.getByText("Current plan").waitFor();
    assert.equal(await page.getByRole("button", { name: "Subscribe to Standard" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Buy now" }).count(), 0, "no offer for subscribers");

    // Cancel in settings (a confirm step first): canceled, usable until the period ends.
    await page.goto(`${APP}/settings`);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await toast(page, "Subscription canceled").waitFor();
    const canceled = await subscriptionFacts(page);
    assert.equal(canceled.Status, "Canceled");
    assert.equal(canceled["Reports left"], "9");
    assert.ok(canceled["Ends on"], "the period's end");
    assert.ok(await page.getByRole("link", { name: "Choose a plan" }).isVisible());

    // The local billing portal resumes it.
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.waitForURL(`${APP}/dev/billing`);
    await page.getByRole("heading", { name: "Billing" }).waitFor();
    await page.getByRole("button", { name: "Resume" }).click();
    await toast(page, "Subscription resumed").waitFor();
    await page.getByRole("button", { name: "Cancel subscription" }).waitFor();
    // The portal lists the subscription as settings does.
    const { "Renews on": renewsAgain, ...portal } = await factsIn(page.locator(".narrow__card"));
    assert.deepEqual(portal, { Plan: "Standard", Status: "Active", "Reports left": "9" });
    assert.equal(renewsAgain, renews);
    await screenshot(page, "payments-billing-portal");
    await page.getByRole("link", { name: "Back to settings" }).click();
    await page.waitForURL(`${APP}/settings`);
    assert.equal((await subscriptionFacts(page)).Status, "Active");
    await close(context, errors);
  });

  it("cancels at checkout: 'Payment Failed', 'Your payment was canceled!', and no plan", async () => {
    const { context, page, errors } = await openPage(browser());
    await confirmedUser(page);
    await page.goto(`${LANDING}/plans`);
    await checkoutFor(page, "Standard");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.waitForURL((url) => url.origin === LANDING && url.pathname === "/plans");
    const failed = page.getByRole("alert").filter({ hasText: "Payment Failed" });
    await failed.waitFor();
    assert.ok(await failed.getByText("Your payment was canceled!").isVisible());
    assert.equal(new URL(page.url()).search, "", "the result is taken off the address");
    await screenshot(page, "payments-failed");

    // Nothing changed: still Subscribe everywhere, and a reload does not toast again.
    assert.ok(await page.getByRole("button", { name: "Subscribe to Standard" }).isVisible());
    assert.equal(await page.getByText("Current plan").count(), 0);
    await page.reload();
    await page.getByRole("button", { name: "Subscribe to Standard" }).waitFor();
    await interactive(page);
    assert.equal(await page.getByText("Payment Failed").count(), 0);
    await page.goto(`${APP}/settings`);
    assert.deepEqual(await subscriptionFacts(page), {});
    assert.ok(await page.getByRole("link", { name: "Choose a plan" }).isVisible());
    await close(context, errors);
  });

  it("offers the first-week offer again after its payment is canceled", async () => {
    const { context, page, errors } = await openPage(browser());
    await confirmedUser(page);
    await page.goto(`${LANDING}/plans`);
    await page.getByRole("button", { name: "Buy now" }).click();
    await page.waitForURL(new RegExp(`^${APP}/dev/checkout/[^/?]+$`));
    assert.match((await page.locator(".narrow__card").textContent()) ?? "", /\$4\.99/);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.waitForURL((url) => url.origin === LANDING && url.pathname === "/plans");
    await page.getByRole("alert").filter({ hasText: "Payment Failed" }).waitFor();
    const again = page.getByRole("dialog", { name: "Your offer is still waiting" });
    await again.waitFor();
    assert.match((await again.textContent()) ?? "", /up to 10 reports for \$4\.99/);
    await screenshot(page, "payments-offer-again");
    assert.deepEqual(await seriousViolations(page), [], "offer again");
    await again.getByRole("button", { name: "Not now" }).click();
    await again.waitFor({ state: "detached" });
    await close(context, errors);
  });

  it("sends a visitor's Subscribe to sign-up, back to the plans (on a phone)", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/plans`);
    await page.getByRole("region", { name: /for up to 10 reports/ }).waitFor();
    const cookies = await context.cookies(LANDING);
    assert.ok(
      cookies.some((cookie) => cookie.name === "offer_start"),
      "the page itself starts the offer's clock",
    );
    await screenshot(page, "payments-plans-mobile");
    assert.deepEqual(await seriousViolations(page), [], "plans on a phone");
    await page.getByRole("button", { name: "Subscribe to Standard" }).click();
    await page.waitForURL(`${LANDING}/login?state=signUp&redirectTo=${encodeURIComponent("/plans")}`);
    await page.getByRole("form", { name: "Sign up" }).waitFor();
    await close(context, errors);
  });
});
