import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  APP,
  createReport,
  LANDING,
  newVisitorIp,
  openPage,
  seriousViolations,
  signUpInBrowser,
  startBrowser,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();
describe("accessibility (axe, WCAG 2.1 AA)", () => {
  it("public pages on desktop and mobile", async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { context, page } = await openPage(browser(), viewport);
      for (const path of [
        "/",
        "/plans",
        "/faq",
        "/info/terms-of-service",
        "/opt-out",
        "/login?state=logIn",
        "/login?state=signUp",
        "/recovery",
      ]) {
        const url = path === "/recovery" ? `${APP}${path}` : `${LANDING}${path}`;
        await page.goto(url);
        assert.deepEqual(await seriousViolations(page), [], `${url} at ${viewport.width}px`);
      }
      await context.close();
    }
  });

  it("the profile selection page and the signed-in pages", async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop, { clientIp: newVisitorIp() });
    await createReport(page, { name: "Emily Carter", state: "TX" });
    assert.deepEqual(await seriousViolations(page), [], "profile selection");
    await signUpInBrowser(page, `a11y-${Date.now()}@example.test`, "a11y-pass-1");
    await page.getByRole("heading", { name: "Your reports" }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], "dashboard");
    await page.goto(`${APP}/settings`);
    assert.deepEqual(await seriousViolations(page), [], "settings");
    await context.close();
  });
});
