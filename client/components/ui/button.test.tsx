import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("renders a submit button disabled until the page hydrates, so no form leaves by the browser's GET", () => {
    expect(renderToString(<Button type="submit">Sign Up</Button>)).toMatch(/<button[^>]*disabled/);
  });

  it("leaves other buttons usable in the server's page", () => {
    expect(renderToString(<Button>Not now</Button>)).not.toMatch(/disabled/);
  });

  it("keeps a loading button focusable: marked disabled and busy, its text replaced by the indicator", () => {
    const html = renderToString(<Button loading>Buy now</Button>);
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Loading"');
    expect(html).not.toContain("Buy now");
  });
});
