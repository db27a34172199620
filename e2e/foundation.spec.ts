import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { APP, LANDING, openPage, screenshot, startBrowser, unexpectedErrors, VIEWPORTS } from "./fixtures";

const browser = startBrowser();

describe("landing host", () => {
  it("shows the header, footer disclaimer and canonical link on the landing page", async () => {
    const { context, page, errors } = await openPage(browser());
    const response = await page.goto(`${LANDING}/?promocode=E2E`);
    assert.equal(response?.status(), 200);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of ["Plans", "Report examples", "FAQ", "Blog"]) {
      assert.ok(await nav.getByRole("link", { name: item }).isVisible(), `${item} in the nav`);
    }
    assert.ok(await page.getByRole("link", { name: "Sign Up" }).isVisible());
    assert.ok(await page.getByRole("link", { name: "Log In" }).isVisible());
    assert.match(
      (await page.locator("footer").textContent()) ?? "",
      /not a consumer reporting agency as defined by the Fair Credit Reporting Act/,
    );
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), `${LANDING}/`);
    const cookies = await context.cookies(LANDING);
    assert.equal(cookies.find((c) => c.name === "promocode")?.value, "E2E");
    await screenshot(page, "landing-desktop");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("accepts cookies from the banner and does not show it again", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/faq`);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    assert.ok(await banner.isVisible());
    await screenshot(page, "cookie-banner");
    await banner.getByRole("button", { name: "Accept all" }).click();
    await banner.waitFor({ state: "detached" });
    const consent = (await context.cookies(LANDING)).find((c) => c.name === "cookie_consent");
    assert.equal(consent?.value, "accepted");
    assert.equal(consent?.domain, ".example.test");
    assert.ok((consent?.expires ?? 0) * 1000 > Date.now() + 364 * 86_400_000, "kept for a year");
    await page.reload();
    assert.equal(await page.getByRole("region", { name: "Cookie consent" }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("counts a click on the logo and leads to the landing page", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/plans`);
    const logo = page.getByRole("link", { name: "Lookwise home" });
    assert.equal(await logo.getAttribute("href"), `${LANDING}/`);
    const event = page.waitForRequest(
      (req) => req.url().endsWith("/api/v1/events") && req.method() === "POST",
    );
    await logo.click();
    const body = (await event).postData() ?? "";
    assert.deepEqual(JSON.parse(body), { name: "logo_click", label: "header" });
    await page.waitForURL(`${LANDING}/`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("lists the plans and renders the info pages", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${LANDING}/plans`);
    assert.equal(await page.locator(".plan").count(), 4);
    assert.match((await page.locator("main").textContent()) ?? "", /\$0\.99/);
    await screenshot(page, "plans");
    await page.goto(`${LANDING}/info/terms-of-service`);
    assert.ok(
      await page.getByRole("heading", { name: "Not a consumer reporting agency (FCRA)" }).isVisible(),
    );
    await page.goto(`${LANDING}/info/privacy-policy`);
    assert.ok(await page.getByRole("heading", { name: "5. Opting out" }).isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("hides the cookie banner on mobile and opens the nav from the menu button", async () => {
    const { context, page, errors } = await openPage(browser(), VIEWPORTS.mobile);
    await page.goto(`${LANDING}/`);
    assert.equal(await page.getByRole("region", { name: "Cookie consent" }).isVisible(), false);
    const nav = page.getByRole("navigation", { name: "Main" });
    assert.equal(await nav.isVisible(), false);
    await page.getByRole("button", { name: "Menu" }).click();
    assert.ok(await nav.getByRole("link", { name: "FAQ" }).isVisible());
    await screenshot(page, "landing-mobile-menu");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("app host", () => {
  it("sends a landing page requested on the app host to the landing host", async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${APP}/faq?from_discount=1`);
    assert.equal(page.url(), `${LANDING}/faq?from_discount=1`);
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), `${LANDING}/faq`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows the 404 page for an unknown address, with the app host canonical", async () => {
    const { context, page, errors } = await openPage(browser());
    const response = await page.goto(`${APP}/no-such-page?x=1`);
    assert.equal(response?.status(), 404);
    assert.ok(await page.getByRole("heading", { name: "Page not found" }).isVisible());
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), `${APP}/no-such-page`);
    await screenshot(page, "not-found");
    // The document's own 404 status is the only console error expected.
    assert.deepEqual(unexpectedErrors(errors, 404), []);
    await context.close();
  });

  it("shows the 404 page for an address with a malformed escape, on either host, and stays there", async () => {
    const { context, page, errors } = await openPage(browser());
    for (const address of [`${LANDING}/report/%E0%A4%A`, `${APP}/report/%/create`]) {
      const response = await page.goto(address);
      assert.equal(response?.status(), 404, address);
      await page.waitForLoadState("networkidle");
      assert.ok(await page.getByRole("heading", { name: "Page not found" }).isVisible(), address);
      assert.equal(page.url(), address, "no redirect");
    }
    assert.deepEqual(unexpectedErrors(errors, 404), []);
    await context.close();
  });
});
