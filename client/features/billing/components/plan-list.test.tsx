import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlanAnswer, SubscriptionInfo } from "../../../../worker/contracts/billing";
import { PlanList } from "./plan-list";

const plans: PlanAnswer[] = [
  { id: "starter", title: "Starter", price: 0.99, reports: 1, savePerReport: 0, period: "week" },
  { id: "standard", title: "Standard", price: 6.99, reports: 10, savePerReport: 0.29, period: "month" },
];
const onStandard = (status: SubscriptionInfo["status"]): SubscriptionInfo => ({
  plan: { id: "standard", title: "Standard", price: 6.99, reports: 10, period: "month" },
  status,
  reportsLeft: 7,
  periodEnd: "2026-03-03T10:00:00Z",
});
const render = (subscription: SubscriptionInfo | null) =>
  renderToString(
    <PlanList plans={plans} subscription={subscription} pending={null} onSubscribe={() => undefined} />,
  ).replaceAll("<!-- -->", "");

describe("PlanList", () => {
  it("gives every plan a Subscribe button named after it", () => {
    const html = render(null);
    expect(html).toMatch(/<button[^>]*aria-label="Subscribe to Starter"[^>]*>Subscribe<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-label="Subscribe to Standard"[^>]*>Subscribe<\/button>/);
    expect(html).not.toContain("Current plan");
  });

  it("marks an active plan as the current one, without a button", () => {
    const html = render(onStandard("active"));
    expect(html).toContain("Current plan");
    expect(html).toContain("7 reports left this month");
    expect(html).not.toContain("Subscribe to Standard");
    expect(html).toContain("Subscribe to Starter");
  });

  it("offers to resume a canceled plan", () => {
    const html = render(onStandard("canceled"));
    expect(html).toContain("Current plan");
    expect(html).toMatch(/<button[^>]*aria-label="Resume Standard"[^>]*>Resume<\/button>/);
    expect(html).toContain("Canceled: 7 reports left until March 3, 2026");
  });

  it("treats an ended plan as none", () => {
    const html = render(onStandard("inactive"));
    expect(html).not.toContain("Current plan");
    expect(html).toContain("Subscribe to Standard");
  });
});
