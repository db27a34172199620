import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import {
  APP,
  createReport,
  JAKE_EXAMPLE,
  LANDING,
  newEmail,
  newVisitorIp,
  openPage,
  signUpInBrowser,
  startBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });
}

/** The focused element, for a failure's message. */
async function focusedHtml(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? "nothing");
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  assert.fail(`Tab never reached ${target}; focus is on ${await focusedHtml(page)}`);
}

async function assertFocused(page: Page, target: Locator, what: string) {
  assert.ok(await hasFocus(target), `${what}; focus is on ${await focusedHtml(page)}`);
}

/** The focused element draws a focus indicator: an outline or a shadow. */
async function assertFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing focused";
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none"
      ? ""
      : `no focus indicator on ${element.outerHTML.slice(0, 120)}`;
  });
  assert.equal(ring, "");
}

/**
 * A modal dialog as the APG pattern has it: focus is inside when it opens, Tab and Shift+Tab go
 * round its controls without leaving it, Escape closes it, and focus goes back to `opener`.
 */
async function operateDialog(page: Page, dialog: Locator, opener: Locator | null) {
  await dialog.waitFor();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  assert.ok(await inside(), `focus moves into the dialog; it is on ${await focusedHtml(page)}`);
  await assertFocusRing(page);
  const controls = await dialog.locator("a[href], button:not(:disabled), input:not(:disabled)").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let presses = 0; presses <= controls; presses += 1) {
      await page.keyboard.press(key);
      assert.ok(await inside(), `${key} stays in the dialog; focus is on ${await focusedHtml(page)}`);
    }
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  if (opener) await assertFocused(page, opener, "focus returns to the control that opened the dialog");
}

describe("keyboard use", () => {
  it("Tab reaches every control of the landing page with a visible focus indicator", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/`);
    const stops = new Set<string>();
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
        const name = element.getAttribute("aria-label") ?? label ?? element.textContent ?? "";
        return onScreen ? name : `off screen: ${element.outerHTML.slice(0, 80)}`;
      });
      if (stop === null) break;
      assert.doesNotMatch(stop, /^off screen/);
      await assertFocusRing(page);
      stops.add(stop);
    }
    const texts = [...stops].join("\n");
    for (const control of [
      "Lookwise home",
      "First and last name",
      "Instagram",
      "Accept all",
      "Privacy Policy",
    ])
      assert.match(texts, new RegExp(control), `${control} is a Tab stop`);
    // The cookie banner is not a dialog: its buttons are on the page's Tab path.
    await tabTo(page, page.getByRole("button", { name: "Accept all" }), { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "Cookie consent" }).waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main", "focus goes to the content");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("skips to the content from the first Tab stop, past the cookie choice and the header", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    assert.equal(await skip.evaluate((element) => element === document.activeElement), true);
    assert.ok(await skip.isVisible(), "the skip link shows when focused");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main");
    // The cookie banner comes next in the Tab order, before the header: the choice is met first.
    await page.goto(`${LANDING}/`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest("[aria-label='Cookie consent']") !== null),
      true,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("opens an example report's evidence from its interest with Enter", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/report/${JAKE_EXAMPLE}`);
    const gambling = page.locator("#network-ig").getByRole("button", { name: /^Gambling/ });
    await tabTo(page, gambling, { max: 80 });
    await assertFocusRing(page);
    await page.keyboard.press("Enter");
    assert.equal(await gambling.getAttribute("aria-expanded"), "true");
    await page.getByRole("list", { name: "Evidence for Gambling" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("searches by name with the state combobox, then by username into the search-limit modal", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    await tabTo(page, form.getByRole("textbox", { name: "First and last name" }));
    await page.keyboard.type("Emily Carter");
    await page.keyboard.press("Tab");
    await assertFocused(page, form.getByRole("textbox", { name: "Age" }), "Age follows the name");
    await page.keyboard.type("29");
    await page.keyboard.press("Tab");
    const state = form.getByRole("combobox", { name: /^State/ });
    await assertFocused(page, state, "State follows the age");
    assert.equal(await state.getAttribute("aria-expanded"), "true", "the list opens on focus");
    await page.keyboard.type("tex");
    // The first entry clears the choice; Texas is the only match after it.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const active = await state.getAttribute("aria-activedescendant");
    assert.equal(await page.locator(`[id="${active}"]`).textContent(), "Texas", "the arrows move to Texas");
    await page.keyboard.press("Enter");
    assert.equal(await state.inputValue(), "Texas", "Enter picks it");
    assert.equal(await state.getAttribute("aria-expanded"), "false", "and closes the list");
    await page.keyboard.press("ArrowDown");
    assert.equal(await state.getAttribute("aria-expanded"), "true", "an arrow opens it again");
    await page.keyboard.press("Escape");
    assert.equal(await state.getAttribute("aria-expanded"), "false", "Escape closes it");
    assert.equal(await state.inputValue(), "Texas", "keeping the choice");
    // With the list closed, Enter submits the form.
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/report\/[^/]+\/create$/);
    await page.getByRole("heading", { name: "Select the right profiles" }).waitFor();

    // The visitor's free search is used: the next one, by username, opens the limit modal.
    await page.goto(`${LANDING}/`);
    const instagram = form.getByRole("button", { name: "Instagram", exact: true });
    await tabTo(page, instagram);
    await assertFocusRing(page);
    await page.keyboard.press("Space");
    assert.equal(await instagram.getAttribute("aria-pressed"), "true");
    await assertFocused(
      page,
      form.getByRole("textbox", { name: "Instagram username or profile link" }),
      "the username box takes focus",
    );
    await page.keyboard.type("emily.carter");
    const submit = form.getByRole("button", { name: "Search", exact: true });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await operateDialog(page, page.getByRole("dialog", { name: "Search limit reached" }), submit);
    assert.deepEqual(unexpectedErrors(errors, 429), []);
    await context.close();
  });

  it("opens the mobile menu and closes it with Escape", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/faq`);
    const toggle = page.getByRole("button", { name: "Menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Tab");
    const nav = page.getByRole("navigation", { name: "Main" });
    await assertFocused(page, nav.getByRole("link", { name: "Plans" }), "the first link follows the button");
    await page.keyboard.press("Escape");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false", "Escape closes the menu");
    assert.equal(await nav.getByRole("link", { name: "Plans" }).isVisible(), false);
    await assertFocused(page, toggle, "focus goes back to the menu button");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a visitor's locked report: the lock modal, and the offer dialog on the plans page", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await createReport(page, { network: "Instagram", username: "emily.carter" });
    await tabTo(page, page.getByRole("button", { name: "Confirm", exact: true }));
    await page.keyboard.press("Enter");
    const lock = page.getByRole("dialog", { name: "Sign up to see the full report" });
    await lock.waitFor({ timeout: 30_000 });
    await operateDialog(page, lock, null);
    const reopen = page.locator(".lock-banner").getByRole("button");
    await tabTo(page, reopen, { back: true });
    await page.keyboard.press("Enter");
    await operateDialog(page, lock, reopen);

    // A canceled offer payment comes back while the discount flag is good: the offer again.
    await page.evaluate(() => sessionStorage.setItem("lookwise:discount", String(Date.now())));
    await page.goto(`${LANDING}/plans?subscription_result=fail&from_discount=1`);
    await operateDialog(page, page.getByRole("dialog", { name: "Your offer is still waiting" }), null);
    assert.deepEqual(unexpectedErrors(errors, 401), []);
    await context.close();
  });

  it("an account's confirmation dialogs and switch", async () => {
    const { context, page, errors } = await openPage(browser());
    await signUpInBrowser(page, newEmail("keyboard"), "keyboard-pass-1");
    await page.goto(`${APP}/settings`);
    const marketing = page.getByRole("switch", { name: /Send me news/ });
    await tabTo(page, marketing);
    const before = await marketing.isChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/v1/settings/receive"));
    await page.keyboard.press("Space");
    await saved;
    assert.equal(await marketing.isChecked(), !before, "Space flips the switch");
    await assertFocused(page, marketing, "the switch keeps focus while it saves");
    const deleteAccount = page.getByRole("button", { name: "Delete account" });
    await tabTo(page, deleteAccount);
    await page.keyboard.press("Enter");
    await operateDialog(page, page.getByRole("dialog", { name: "Delete your account?" }), deleteAccount);

    await createReport(page, { name: "Emily Carter", state: "TX" });
    // From the landing host the dashboard reads its list again (it keeps it while on the app host).
    await page.getByRole("link", { name: "Lookwise home" }).click();
    const deleteReport = page.getByRole("button", { name: /^Delete / });
    await tabTo(page, deleteReport);
    await page.keyboard.press("Space");
    await operateDialog(page, page.getByRole("dialog", { name: "Delete this report?" }), deleteReport);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
