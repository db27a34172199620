import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  APP,
  LANDING,
  newEmail,
  openPage,
  outboxLink,
  runSql,
  screenshot,
  signUpInBrowser,
  startBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();

const PASSWORD = "first-pass-1";
/** Signs up through the login page and waits for the (empty) dashboard. */
async function signUp(page: Page, email: string, password = PASSWORD) {
  await signUpInBrowser(page, email, password);
  // The list is loaded in the browser: let it settle before a test drops the cookies.
  await page.getByRole("heading", { name: "No reports yet" }).waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

describe("sign-up, confirmation, sign-out, log-in", () => {
  it("signs up with the spec's form messages, confirms the email from the outbox and logs back in", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = newEmail("accounts");
    await page.goto(`${LANDING}/login?state=signUp`);
    const form = page.getByRole("form", { name: "Sign up" });
    assert.equal(
      await page
        .getByRole("navigation", { name: "Log in or sign up" })
        .getByRole("link", { name: "Sign up" })
        .getAttribute("aria-current"),
      "page",
    );

    await form.getByRole("button", { name: "Sign Up", exact: true }).click();
    assert.equal(await form.getByText("Please fill out the form").count(), 3);
    await form.getByLabel("Email").fill(email);
    assert.equal(
      await form.getByText("Please fill out the form").count(),
      2,
      "typing clears that field's error",
    );
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm password").fill("different-1");
    await form.getByRole("button", { name: "Sign Up", exact: true }).click();
    await form.getByText("Passwords don't match").waitFor();
    await form.getByLabel("Confirm password").fill("short");
    await form.getByRole("button", { name: "Sign Up", exact: true }).click();
    await form.getByText("Invalid password").waitFor();
    await screenshot(page, "accounts-signup-errors");

    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.waitForURL(`${APP}/dashboard`);
    const notice = page.getByRole("region", { name: "Confirm your email" });
    assert.ok(await notice.isVisible());
    assert.match((await notice.getByRole("button").textContent()) ?? "", /Resend email in \d+s/);
    assert.ok(await notice.getByRole("button").isDisabled(), "the resend timer runs after sign-up");
    await page.getByRole("heading", { name: "No reports yet" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Run a search" }).getAttribute("href"), `${LANDING}/`);
    await screenshot(page, "accounts-dashboard-empty");

    const confirm = await outboxLink(page, email, "/confirm/");
    await page.goto(confirm);
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await screenshot(page, "accounts-email-confirmed");
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL(`${APP}/dashboard`);
    await page.getByRole("heading", { name: "No reports yet" }).waitFor();
    assert.equal(await page.getByRole("region", { name: "Confirm your email" }).count(), 0);

    await page.goto(confirm);
    await page.getByRole("heading", { name: "Invalid Link" }).waitFor();

    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await page.waitForURL(`${APP}/settings`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${LANDING}/login`);
    assert.ok(await page.getByRole("link", { name: "Log In", exact: true }).isVisible(), "signed out");

    await logIn(page, email, "wrong-pass-1");
    await page.getByRole("alert").filter({ hasText: "User not found or wrong password" }).waitFor();
    await page.getByLabel("Password").fill(PASSWORD);
    assert.equal(await page.getByText("User not found or wrong password").count(), 0, "typing clears it");
    await page.getByRole("form", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${APP}/dashboard`);
    assert.deepEqual(unexpectedErrors(errors, 400, 401, 404), []);
    await context.close();
  });
});

describe("password recovery", () => {
  it("sends a reset link, sets a new password through it, and refuses the used link", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = newEmail("accounts");
    await signUp(page, email);
    await context.clearCookies();

    await page.goto(`${LANDING}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${APP}/recovery`);
    await screenshot(page, "accounts-recovery-request");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText("If an account exists for that email, we sent a link to reset the password.")
      .waitFor();
    await screenshot(page, "accounts-recovery-sent");

    const reset = await outboxLink(page, email, "/recovery/");
    await page.goto(reset);
    const form = page.getByRole("form", { name: "New password" });
    await form.getByLabel("New password").fill("second-pass-2");
    await form.getByLabel("Confirm password").fill("second-pass-3");
    await form.getByRole("button", { name: "Save password" }).click();
    await form.getByText("Passwords don't match").waitFor();
    await screenshot(page, "accounts-recovery-reset");
    await form.getByLabel("Confirm password").fill("second-pass-2");
    await form.getByRole("button", { name: "Save password" }).click();
    await page.waitForURL(`${APP}/dashboard`);

    await page.goto(reset);
    await page.getByRole("heading", { name: "Invalid Link" }).waitFor();
    assert.equal(
      await page.getByRole("link", { name: "Send a new link" }).getAttribute("href"),
      `${APP}/recovery`,
    );
    await screenshot(page, "accounts-invalid-link");

    await context.clearCookies();
    await page.goto(`${LANDING}/login`);
    await logIn(page, email, "second-pass-2");
    await page.waitForURL(`${APP}/dashboard`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("settings", () => {
  it("saves marketing emails, changes the password and the email, and deletes the account", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = newEmail("accounts");
    await signUp(page, email);
    await page.goto(`${APP}/settings`);
    assert.ok(await page.getByRole("region", { name: "Confirm your email" }).isVisible());
    await screenshot(page, "accounts-settings");

    const marketing = page.getByRole("switch", { name: /Send me news, offers and tips/ });
    assert.equal(await marketing.isChecked(), true);
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/settings/receive") && r.ok());
    await marketing.click();
    await saved;
    await page.reload();
    assert.equal(await page.getByRole("switch", { name: /Send me news/ }).isChecked(), false, "kept off");

    const password = page.getByRole("form", { name: "Change password" });
    await password.getByLabel("Current password").fill("not-my-pass-1");
    await password.getByLabel("New password", { exact: true }).fill("third-pass-3");
    await password.getByLabel("Confirm new password").fill("third-pass-3");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByText("Invalid password").waitFor();
    await password.getByLabel("Current password").fill(PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor();
    assert.equal(await password.getByLabel("Current password").inputValue(), "", "the form is cleared");

    const emailForm = page.getByRole("form", { name: "Change email" });
    await emailForm.getByLabel("Current password").fill("third-pass-3");
    await emailForm.getByLabel("New email").fill(email.toUpperCase());
    await emailForm.getByRole("button", { name: "Change email" }).click();
    await emailForm.getByText("Email is equal to the current").waitFor();
    await emailForm.getByLabel("New email").fill("not-an-address");
    await emailForm.getByRole("button", { name: "Change email" }).click();
    await emailForm.getByText("Invalid email address").waitFor();
    const newAddress = newEmail("accounts");
    await emailForm.getByLabel("New email").fill(newAddress);
    await emailForm.getByRole("button", { name: "Change email" }).click();
    await page.getByText(`We sent a confirmation link to ${newAddress}`).waitFor();
    await page.goto(await outboxLink(page, newAddress, "/settings/email/"));
    await page.getByRole("heading", { name: "Email changed" }).waitFor();
    assert.ok(await page.getByText(`You now sign in with ${newAddress}`).isVisible());

    await page.goto(`${APP}/settings`);
    assert.equal(
      await page.getByRole("region", { name: "Confirm your email" }).count(),
      0,
      "confirmed by the link",
    );
    assert.equal(
      await page.getByRole("link", { name: "Choose a plan" }).getAttribute("href"),
      `${LANDING}/plans`,
    );
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    assert.equal(await dialog.getAttribute("aria-modal"), "true");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByText("Please fill out the form").waitFor();
    await dialog.getByLabel("Your password").fill("wrong-pass-9");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByText("Invalid password").waitFor();
    await screenshot(page, "accounts-delete-dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByLabel("Your password").fill("third-pass-3");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL(`${LANDING}/`);
    await page.goto(`${LANDING}/login`);
    await logIn(page, newAddress, "third-pass-3");
    await page.getByText("User not found or wrong password").waitFor();
    assert.deepEqual(unexpectedErrors(errors, 400, 401), []);
    await context.close();
  });
});

describe("redirects", () => {
  it("sends a visitor from a protected page to /login and back, and a signed-in person past /login", async () => {
    const { context, page, errors } = await openPage(browser());
    const email = newEmail("accounts");
    await signUp(page, email);
    await context.clearCookies();

    await page.goto(`${APP}/settings`);
    await page.waitForURL(`${LANDING}/login?redirectTo=%2Fsettings`);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(`${APP}/settings`);

    await page.goto(`${LANDING}/login`);
    await page.waitForURL(`${APP}/dashboard`);
    await page.goto(`${LANDING}/login?state=signUp&redirectTo=${encodeURIComponent("/settings")}`);
    await page.waitForURL(`${APP}/settings`);
    await page.goto(`${LANDING}/login?redirectTo=${encodeURIComponent("https://evil.test/")}`);
    await page.waitForURL(`${APP}/dashboard`);

    await page.goto(`${APP}/dashboard?id=rep_missing`);
    await page.waitForURL(`${APP}/dashboard#rep_missing`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** Reports for an account, written straight into the run's local D1 (the create flow is elsewhere). */
function insertReports(userId: string, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const image = i === 0 ? "'/no-such-picture.png'" : "NULL";
    const sources = i % 2 ? '["ig","fb","tw"]' : '["tt","li"]';
    return `('rep_e2e_${i}', '${userId}', 'Person ${i}', ${20 + i}, 'TX', 'completed', '${sources}', ${image}, 0, ${now - i * 60_000})`;
  });
  const sql = `INSERT INTO reports (id, user_id, name, age, state, status, sources, image, public, created) VALUES ${rows.join(", ")};`;
  runSql(sql);
}

describe("dashboard", () => {
  it("lists reports in pages, shares, deletes and highlights the one the hash names", async () => {
    const { context, page, errors } = await openPage(browser());
    await signUp(page, newEmail("accounts"));
    const userId = await page.evaluate(
      async () => ((await (await fetch("/api/v1/auth/info")).json()) as { id: string }).id,
    );
    insertReports(userId, 22);
    // The dashboard cached its empty list at sign-up; these reports came from outside the app.
    await page.evaluate(() => sessionStorage.clear());

    await page.goto(`${APP}/dashboard?id=rep_e2e_3`);
    await page.waitForURL(`${APP}/dashboard#rep_e2e_3`);
    const list = page.getByRole("list", { name: "Previous reports" });
    await list.waitFor();
    assert.equal(await list.locator(":scope > li").count(), 20);
    assert.match((await page.locator(".report-card.is-highlighted").textContent()) ?? "", /Person 3, 23, TX/);
    const first = list.locator(":scope > li").first();
    await first.locator('img[src="/profile-placeholder.svg"]').waitFor();
    assert.ok(await first.getByRole("img", { name: "TikTok" }).isVisible());
    assert.equal(
      await first.getByRole("link", { name: "Person 0, 20, TX" }).getAttribute("href"),
      `${LANDING}/report/rep_e2e_0`,
    );
    // Scrolled to the highlighted report; from the top, the full-page shot keeps the sticky header in place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "accounts-dashboard-list");

    await page.getByRole("button", { name: "Load more" }).click();
    await list.locator("#report-rep_e2e_21").waitFor();
    assert.equal(await list.locator(":scope > li").count(), 22);
    assert.equal(await page.getByRole("button", { name: "Load more" }).count(), 0);

    // A report not unlocked: Share explains the lock instead of failing.
    await list.locator("#report-rep_e2e_1").getByRole("button", { name: "Share Person 1, 21, TX" }).click();
    const lock = page.getByRole("dialog", { name: "Unlock the report before sharing it" });
    await lock.waitFor();
    await screenshot(page, "accounts-dashboard-share-locked");
    await lock.getByRole("button", { name: "Close" }).click();
    await lock.waitFor({ state: "detached" });

    // Unlocked (a confirmed account that opened it in full): shared, then no longer.
    runSql(
      `UPDATE users SET email_confirmed = 1 WHERE id = '${userId}'; INSERT INTO report_unlocks (report_id, user_id, token, created) VALUES ('rep_e2e_0', '${userId}', 'e2e', ${Date.now()});`,
    );
    // The list is cached in the tab: read it again, as after a change made elsewhere.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await list.locator("#report-rep_e2e_0").waitFor();
    await first.getByRole("button", { name: "Share Person 0, 20, TX" }).click();
    // Plain-http test hosts have no clipboard: the toast shows the link instead of "copied".
    await page
      .getByRole("status")
      .filter({ hasText: `${LANDING}/report/rep_e2e_0?h=` })
      .waitFor();
    assert.ok(await first.getByText("Public").isVisible());
    await first.getByRole("button", { name: "Stop sharing Person 0, 20, TX" }).click();
    await page.getByRole("status").filter({ hasText: "Sharing stopped" }).waitFor();
    assert.equal(await first.getByText("Public").count(), 0);

    const listed = await list.locator(":scope > li").count();
    await first.getByRole("button", { name: "Delete Person 0, 20, TX" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this report?" });
    await dialog.getByRole("button", { name: "Delete report" }).click();
    await list.locator("#report-rep_e2e_0").waitFor({ state: "detached" });
    assert.equal(await list.locator(":scope > li").count(), listed - 1);

    await page.reload();
    await list.locator("#report-rep_e2e_1").waitFor();
    assert.equal(await list.locator("#report-rep_e2e_0").count(), 0, "deleted on the server too");
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "accounts-dashboard-mobile");
    assert.deepEqual(unexpectedErrors(errors, 404), []);
    await context.close();
  });
});

describe("mobile", () => {
  it("hides the nav on the mobile login page and switches to sign-up in place", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/login`);
    assert.equal(await page.getByRole("navigation", { name: "Main" }).isVisible(), false);
    assert.equal(await page.getByRole("button", { name: "Menu" }).isVisible(), false);
    assert.ok(await page.getByRole("form", { name: "Log in" }).isVisible());
    await screenshot(page, "accounts-login-mobile");
    await page.goto(`${LANDING}/login?redirectTo=%2Fsettings`);
    await page
      .getByRole("navigation", { name: "Log in or sign up" })
      .getByRole("link", { name: "Sign up" })
      .click();
    await page.waitForURL(`${LANDING}/login?redirectTo=%2Fsettings&state=signUp`);
    await page.getByRole("form", { name: "Sign up" }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, "accounts-login-desktop");
    assert.deepEqual(errors, []);
    await context.close();
  });
});
