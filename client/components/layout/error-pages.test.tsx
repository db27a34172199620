import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CrashPage } from "./error-pages";

describe("CrashPage", () => {
  it("shows the spec's texts and a Refresh Page button", () => {
    const html = renderToString(<CrashPage />).replaceAll("<!-- -->", "");
    expect(html).toContain("Oh no!");
    expect(html).toContain("A serious error has occurred. Please try to refresh the page.");
    expect(html).toMatch(/<button[^>]*>Refresh Page<\/button>/);
    expect(html).toContain("<title>Oh no! | Lookwise</title>");
  });
});
