import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  APP,
  createReport,
  LANDING,
  newVisitorIp,
  openPage,
  signUpInBrowser,
  startBrowser,
  VIEWPORTS,
} from "./fixtures";

const browser = startBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's WCAG 2.1 A/AA checks on the page as it is now; serious and critical findings fail.
 * The script goes in through the DevTools protocol, which page CSP does not govern.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

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
