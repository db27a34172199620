import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before } from "node:test";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

import { APP, CHROMIUM_FLAGS, CHROMIUM_PATH, E2E_PORT, LANDING } from "./config";

export { APP, LANDING } from "./config";

export const SCREENSHOTS = "e2e/screenshots";
/** Jake Morrison's example report (worker/domain/examples.ts): red flags with evidence. */
export const JAKE_EXAMPLE = "ex3h8n5r2w6c";
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  "--host-resolver-rules=MAP example.test 127.0.0.1, MAP *.example.test 127.0.0.1",
];

/** One Chromium per spec file; each test opens its own context (fresh cookies). */
export function startBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browser not started");
    return browser;
  };
}

/**
 * A page whose console errors and uncaught exceptions are collected: a test ends by asserting
 * the list is empty, so an unexpected error in the browser fails it.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { clientIp?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Per-IP limits read CF-Connecting-IP; the local runtime keeps a header the request already has.
  // Each context is its own device on its own network unless a test shares an address on purpose.
  const extraHTTPHeaders = { "CF-Connecting-IP": options.clientIp ?? newVisitorIp() };
  const context = await browser.newContext({ viewport, extraHTTPHeaders });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The collected console errors other than the HTTP answers a test expects (a wrong password's 401, say). */
export function unexpectedErrors(errors: string[], ...statuses: number[]): string[] {
  return errors.filter((e) => !statuses.some((status) => e.includes(`status of ${status}`)));
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

let visitors = 0;

/**
 * A client address no other test uses (the 198.18.0.0/15 benchmarking range), so a test's
 * visitor has its own per-IP limits (one free search a day) although every browser connects from
 * 127.0.0.1. Each spec file runs in its own process: the process id keeps files apart.
 */
export function newVisitorIp(): string {
  visitors += 1;
  return `198.${18 + (process.pid % 2)}.${(process.pid >> 1) % 256}.${visitors}`;
}

export type Search =
  | { name: string; state?: string }
  | { network: "Instagram" | "Facebook" | "TikTok" | "X"; username: string };

/** Runs a search from the landing page's form and waits for the profile selection page; returns the report id. */
export async function createReport(page: Page, search: Search): Promise<string> {
  await page.goto(`${LANDING}/`);
  const form = page.getByRole("form", { name: "Search" });
  if ("network" in search) {
    await form.getByRole("button", { name: search.network, exact: true }).click();
    await form
      .getByRole("textbox", { name: `${search.network} username or profile link` })
      .fill(search.username);
  } else {
    await form.getByRole("textbox", { name: "First and last name" }).fill(search.name);
    if (search.state) {
      const state = form.getByRole("combobox", { name: /^State/ });
      await state.fill(search.state);
      await state.press("Enter");
    }
  }
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/\/report\/[^/]+\/create$/);
  await page.getByRole("heading", { name: "Select the right profiles" }).waitFor();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

let accounts = 0;
/** A fresh address per account, so tests never share state; `prefix` names the spec. */
export function newEmail(prefix: string): string {
  accounts += 1;
  return `e2e-${prefix}-${Date.now()}-${accounts}@example.test`;
}

/**
 * The latest link of an email sent to `to`, read from the dev outbox through the browser (the test
 * hosts resolve only in Chromium); the page must be on one of our hosts. Some emails (recovery,
 * email change) leave just after the answer, so it waits a little for one.
 */
export async function outboxLink(page: Page, to: string, path: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const emails = await page.evaluate(async (address) => {
      const res = await fetch(`/api/v1/dev/outbox?to=${encodeURIComponent(address)}`);
      return (await res.json()) as { subject: string; links: string[] }[];
    }, to);
    const link = emails.flatMap((email) => email.links).find((l) => new URL(l).pathname.startsWith(path));
    if (link || Date.now() > deadline) {
      if (!link) throw new Error(`no email to ${to} with a ${path} link`);
      return link;
    }
    await page.waitForTimeout(100);
  }
}

/** Opens the confirmation link of the account's sign-up email, as its owner would. */
export async function confirmEmailInBrowser(page: Page, email: string) {
  await page.goto(await outboxLink(page, email, "/confirm/"));
  await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
}

/**
 * Subscribes the signed-in account to a plan that renews through the local checkout (Subscribe,
 * then Pay), by the calls the plans and checkout pages make, and checks the account is on it
 * (active); the page must be on one of our hosts.
 */
export async function subscribeInBrowser(page: Page, planId: string) {
  // No named functions inside: the test runner's transform would reference a helper the page lacks.
  const redirect = await page.evaluate(async (plan) => {
    const json = { method: "POST", headers: { "Content-Type": "application/json" } };
    const started = await fetch(`/api/v1/subscription/start/${plan}`, { ...json, body: "{}" });
    const { checkout_url } = (await started.json()) as { checkout_url: string };
    const session = checkout_url.split("/dev/checkout/")[1] ?? "";
    const paid = await fetch(`/api/v1/dev/checkout/${session}/complete`, {
      ...json,
      body: JSON.stringify({ result: "success" }),
    });
    return ((await paid.json()) as { redirect?: string }).redirect;
  }, planId);
  if (!redirect?.includes("subscription_result=success")) throw new Error(`checkout of ${planId} failed`);
  // The local checkout sends its webhook events before it answers: the plan shows at once.
  const info = await page.evaluate(async () => {
    const res = await fetch("/api/v1/subscription/info");
    return (await res.json()) as { status?: string; plan?: { id: string } | null };
  });
  if (info.status !== "active" || info.plan?.id !== planId)
    throw new Error(`after the checkout of ${planId} the subscription is ${JSON.stringify(info)}`);
}

/** Signs a new account up through the login page's form and waits for the dashboard it lands on. */
export async function signUpInBrowser(page: Page, email: string, password: string) {
  await page.goto(`${LANDING}/login?state=signUp`);
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL(`${APP}/dashboard`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's WCAG 2.1 A/AA checks on the page as it is now; serious and critical findings fail.
 * The script goes in through the DevTools protocol, which page CSP does not govern.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
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

/** Runs SQL on the e2e server's local D1 (state the browser cannot create, like a paid subscription). */
export function runSql(sql: string) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      `.wrangler/e2e-${E2E_PORT}`,
      "--command",
      sql,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`SQL failed: ${result.stderr}`);
}
