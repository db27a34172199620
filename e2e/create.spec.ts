import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  createReport,
  LANDING,
  newVisitorIp,
  openPage,
  screenshot,
  startBrowser,
  unexpectedErrors,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();

/** The usernames listed, in order, in one network's section of the create page. */
async function listed(page: Page, network: string): Promise<string[]> {
  const links = page.getByRole("list", { name: `${network} profiles` }).getByRole("link");
  return (await links.allTextContents()).map((text) => text.replace(/^@/, ""));
}

async function selectedCount(page: Page): Promise<string> {
  return (await page.locator(".create__count").textContent()) ?? "";
}

describe("search form on the landing page", () => {
  it("checks each field on submit, clears an error on typing, and filters the state list", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    await screenshot(page, "search-landing-desktop");

    await form.getByRole("button", { name: "Search", exact: true }).click();
    const nameMessage =
      "Please enter first and last name, or click the appropriate social network icon to enter username";
    assert.ok(await form.getByText(nameMessage).isVisible());
    const name = form.getByRole("textbox", { name: "First and last name" });
    await name.fill("Emily");
    assert.equal(await form.getByText(nameMessage).count(), 0, "typing clears the field's error");

    const state = form.getByRole("combobox", { name: /^State/ });
    assert.match(
      (await form.locator("label", { has: page.locator(".field__optional") }).textContent()) ?? "",
      /optional/,
    );
    await state.focus();
    assert.equal(await state.getAttribute("aria-expanded"), "true", "opens on focus");
    await state.fill("zz");
    assert.ok(await form.getByText("No options").isVisible());
    await state.fill("tex");
    await page.locator("h1").click();
    assert.equal(await state.inputValue(), "Texas", "the only option left is chosen on close");
    assert.equal(await state.getAttribute("aria-expanded"), "false", "closes on an outside click");
    await state.focus();
    await page.getByRole("option", { name: "Any state" }).click();
    assert.equal(await state.inputValue(), "", "the first entry clears the choice");
    await page.locator("h1").click();
    await state.focus();
    await state.press("ArrowDown");
    await state.press("ArrowDown");
    await state.press("Enter");
    assert.equal(await state.inputValue(), "Alabama", "arrows move past the first entry and Enter picks");
    await state.fill("ohio");
    await state.press("Tab");
    assert.equal(await state.inputValue(), "Ohio", "a typed title is chosen on close");

    await form.getByRole("button", { name: "Instagram", exact: true }).click();
    const username = form.getByRole("textbox", { name: "Instagram username or profile link" });
    await username.fill("https://www.instagram.com/p/abc/");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    assert.ok(await form.getByText("Invalid Profile URL").isVisible());
    await username.fill("emily.carter");
    assert.equal(await form.getByText("Invalid Profile URL").count(), 0);
    const terms = form.getByRole("link", { name: "Terms of Service" });
    assert.equal(await terms.getAttribute("href"), `${LANDING}/info/terms-of-service`);
    assert.match((await form.textContent()) ?? "", /employment, tenant, credit or insurance decisions/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows a failed search as the spec's 'Oops' toast, not inline", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    const answers = [
      { status: 500, body: JSON.stringify({ code: "internal", message: "Unexpected error occurs" }) },
      null, // the network fails: no answer at all
    ];
    let call = 0;
    await page.route("**/api/v1/create", (route) => {
      const answer = answers[call++];
      return answer ? route.fulfill({ ...answer, contentType: "application/json" }) : route.abort("failed");
    });
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    await form.getByRole("textbox", { name: "First and last name" }).fill("Emily Carter");
    for (const message of ["Unexpected error occurs", "Something went wrong"]) {
      await form.getByRole("button", { name: "Search", exact: true }).click();
      const toast = page.getByRole("alert").filter({ hasText: message });
      await toast.waitFor();
      assert.equal(await toast.locator(".toast__title").textContent(), "Oops");
      assert.equal(await form.getByText(message).count(), 0, "nothing inline");
      if (call === 1) await screenshot(page, "search-error-toast");
      await toast.getByRole("button", { name: "Dismiss" }).click();
    }
    assert.equal(new URL(page.url()).pathname, "/", "the visitor stays on the form");
    // The browser logs the failed requests themselves.
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it("fits the mobile screen", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile, {
      clientIp: newVisitorIp(),
    });
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    assert.ok(await form.isVisible());
    const box = await form.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width, "the form fits the width");
    await screenshot(page, "search-landing-mobile");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("profile selection", () => {
  it("finds Emily Carter by name and state, shows why each matches, and confirms a smaller selection", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    const id = await createReport(page, { name: "Emily Carter", state: "TX" });
    const expected = {
      Instagram: "emily.carter",
      Facebook: "emily.carter.94",
      TikTok: "emilycarter",
      X: "em_carter",
    };
    for (const [network, handle] of Object.entries(expected)) {
      assert.equal((await listed(page, network))[0], handle, `${network} lists her first`);
    }
    const first = page.getByRole("list", { name: "Instagram profiles" }).getByRole("listitem").first();
    assert.match((await first.textContent()) ?? "", /name matches/);
    assert.match((await first.textContent()) ?? "", /% match/);
    const stored = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem("incompleteReports"))) ?? "[]",
    ) as string[];
    assert.ok(stored.includes(id), "the new report is remembered as incomplete");
    await page.waitForLoadState("networkidle");
    await screenshot(page, "create-page-desktop");

    const before = await selectedCount(page);
    await page.getByRole("button", { name: "Remove @em_carter" }).click();
    assert.notEqual(await selectedCount(page), before);
    assert.ok(await page.getByRole("button", { name: "Select @em_carter" }).isVisible());

    const confirmed = page.waitForResponse((r) => r.url().endsWith(`/api/v1/create/${id}/confirm`));
    await page.getByRole("button", { name: "Confirm" }).click();
    const body = JSON.parse((await confirmed).request().postData() ?? "{}") as {
      profiles: { source: string }[];
    };
    assert.ok(body.profiles.length > 0);
    assert.ok(!body.profiles.some((p) => p.source === "tw"), "the removed X profile is not sent");
    await page.waitForURL(`${LANDING}/report/${id}`);
    // The report page comes in a later issue: until then its address answers 404, which the console logs.
    assert.deepEqual(unexpectedErrors(errors, 404), []);
    await context.close();
  });

  it("starts from an Instagram link and adds a Facebook profile found by username", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await createReport(page, { network: "Instagram", username: "https://www.instagram.com/emily.carter/" });
    assert.deepEqual(await listed(page, "Instagram"), ["emily.carter"]);
    assert.ok(await page.getByRole("button", { name: "Remove @emily.carter" }).isVisible(), "preselected");

    const facebook = page.getByRole("region", { name: "Facebook" });
    const search = facebook.getByRole("searchbox", { name: "Search Facebook by username or profile link" });
    const searchButton = facebook.getByRole("button", { name: "Search", exact: true });
    const clear = facebook.getByRole("button", { name: "Clear search" });
    assert.ok(await searchButton.isDisabled(), "nothing to search yet");
    assert.equal(await clear.count(), 0, "no clear button on an empty, unfocused box");
    await search.focus();
    assert.ok(await clear.isVisible(), "the clear button shows on focus");
    await search.fill("e");
    await search.press("Enter");
    assert.equal(
      await facebook.getByRole("list", { name: "Facebook search results" }).count(),
      0,
      "one letter is not searched",
    );
    await search.fill("https://www.instagram.com/emily.carter/");
    await search.press("Enter");
    assert.ok(await facebook.getByText("Invalid Profile URL").isVisible());
    await search.fill("emily.carter.94");
    await search.press("Enter");
    const results = facebook.getByRole("list", { name: "Facebook search results" });
    await results.getByRole("button", { name: "Add @emily.carter.94" }).click();
    await facebook.getByRole("button", { name: "Remove @emily.carter.94" }).waitFor();
    await clear.click();
    assert.equal(await search.inputValue(), "");
    assert.equal(await selectedCount(page), "2 accounts selected");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "create-page-link");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("refuses to confirm a private account with the spec's message", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile, {
      clientIp: newVisitorIp(),
    });
    await createReport(page, { network: "Instagram", username: "pat.private" });
    const card = page.getByRole("list", { name: "Instagram profiles" }).getByRole("listitem").first();
    assert.match((await card.textContent()) ?? "", /Private account/);
    const select = page.getByRole("button", { name: "Select @pat.private" });
    if (await select.isVisible()) await select.click();
    await page.getByRole("button", { name: "Confirm" }).click();
    const alert = page.locator(".create__confirm").getByRole("alert");
    await alert.waitFor();
    assert.equal(await alert.textContent(), "Please delete private account from the list before continue");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "create-page-private-mobile");
    await page.getByRole("button", { name: "Remove @pat.private" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Please select accounts to report").waitFor();
    assert.deepEqual(unexpectedErrors(errors, 400), []);
    await context.close();
  });

  it("shows the not-found page for an unknown report", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await page.goto(`${LANDING}/report/rep_unknown/create`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    assert.deepEqual(unexpectedErrors(errors, 404), []);
    await context.close();
  });
});

describe("visitor limit", () => {
  it("shows 'Search limit reached' on a visitor's second search, with a contact-support button", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await createReport(page, { name: "Jake Morrison", state: "FL" });
    await page.goto(`${LANDING}/`);
    const form = page.getByRole("form", { name: "Search" });
    await form.getByRole("textbox", { name: "First and last name" }).fill("Zoe Nobody");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Search limit reached" });
    await modal.waitFor();
    assert.equal(await modal.getAttribute("aria-modal"), "true");
    const support = modal.getByRole("link", { name: "Contact support" });
    assert.match((await support.getAttribute("href")) ?? "", /^mailto:.+@/);
    await screenshot(page, "search-limit-modal");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    assert.deepEqual(unexpectedErrors(errors, 429), []);
    await context.close();
  });
});

describe("opt-out", () => {
  it("checks each link with the shared parser and sends the request", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.desktop, {
      clientIp: newVisitorIp(),
    });
    await page.goto(`${LANDING}/opt-out`);
    const form = page.getByRole("form", { name: "Opt-out request" });
    await form.getByRole("textbox", { name: "Your full name" }).fill("Olivia Optout");
    await form.getByRole("textbox", { name: "Email" }).fill("olivia@example.test");
    await form.getByRole("textbox", { name: "Profile link 1" }).fill("olivia.optout");
    await form.getByRole("button", { name: "Add another link" }).click();
    await form.getByRole("textbox", { name: "Profile link 2" }).fill("https://x.com/olivia_optout");
    await form.getByRole("button", { name: "Send request" }).click();
    assert.ok(await form.getByText("Invalid Profile URL").isVisible());
    await form
      .getByRole("textbox", { name: "Profile link 1" })
      .fill("https://www.instagram.com/olivia.optout/");
    assert.equal(await form.getByText("Invalid Profile URL").count(), 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "opt-out");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/optout") && r.method() === "POST");
    await form.getByRole("button", { name: "Send request" }).click();
    assert.match((await sent).headers()["content-type"] ?? "", /^multipart\/form-data/);
    await page.getByRole("heading", { name: "Request received" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
