import { describe, expect, it } from "vitest";
import { wrappedFocus } from "./focus-wrap";

describe("wrappedFocus", () => {
  it("sends Tab from the last control to the first, and Shift+Tab from the first to the last", () => {
    expect(wrappedFocus(3, 2, false)).toBe(0);
    expect(wrappedFocus(3, 0, true)).toBe(2);
  });

  it("leaves the moves between controls to the browser", () => {
    expect(wrappedFocus(3, 0, false)).toBeNull();
    expect(wrappedFocus(3, 1, false)).toBeNull();
    expect(wrappedFocus(3, 2, true)).toBeNull();
  });

  it("brings focus that is on none of the controls back in", () => {
    expect(wrappedFocus(3, -1, false)).toBe(0);
    expect(wrappedFocus(3, -1, true)).toBe(2);
  });

  it("does nothing in a dialog without controls", () => {
    expect(wrappedFocus(0, -1, false)).toBeNull();
  });
});
