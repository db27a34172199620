import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { UserInfo } from "../../../../worker/contracts/auth";
import { SubscriptionSummary } from "./subscription-summary";

const standard = { id: "standard", title: "Standard", price: 6.99, reports: 10, period: "month" } as const;
/** Rendered in a data router: cancelling revalidates the page's loader. */
function render(subscription: UserInfo["subscription"]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <SubscriptionSummary subscription={subscription} plansUrl="http://example.test/plans" />,
    },
  ]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("SubscriptionSummary", () => {
  it("shows an active plan: status, reports left, renewal, manage and cancel", () => {
    const html = render({
      plan: standard,
      status: "active",
      reportsLeft: 9,
      periodEnd: "2026-03-03T10:00:00Z",
    });
    expect(html).toContain("<dd>Standard</dd>");
    expect(html).toMatch(/<dt>Status<\/dt><dd><span[^>]*>Active<\/span><\/dd>/);
    expect(html).toContain("<dt>Reports left</dt><dd>9</dd>");
    expect(html).toContain("<dt>Renews on</dt><dd>March 3, 2026</dd>");
    expect(html).toMatch(/<button[^>]*>Manage subscription<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel subscription<\/button>/);
    expect(html).not.toContain("Choose a plan");
  });

  it("shows a canceled plan ending, with a plan to choose instead of cancel", () => {
    const html = render({
      plan: standard,
      status: "canceled",
      reportsLeft: 4,
      periodEnd: "2026-03-03T10:00:00Z",
    });
    expect(html).toMatch(/>Canceled<\/span>/);
    expect(html).toContain("<dt>Ends on</dt><dd>March 3, 2026</dd>");
    expect(html).toMatch(/<button[^>]*>Manage subscription<\/button>/);
    expect(html).not.toContain("Cancel subscription");
    expect(html).toMatch(/<a class="button" href="http:\/\/example.test\/plans">Choose a plan<\/a>/);
  });

  it("offers a plan to someone without one", () => {
    const html = render(null);
    expect(html).toContain("You have no subscription yet.");
    expect(html).not.toContain("<dl");
    expect(html).not.toContain("Manage subscription");
    expect(html).toContain("Choose a plan");
  });
});
