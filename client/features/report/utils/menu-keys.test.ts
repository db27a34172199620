import { describe, expect, it } from "vitest";
import { menuItemFor } from "./menu-keys";

describe("menuItemFor", () => {
  it("goes down and up through the items, round at the ends", () => {
    expect(menuItemFor("ArrowDown", 0, 4)).toBe(1);
    expect(menuItemFor("ArrowDown", 3, 4)).toBe(0);
    expect(menuItemFor("ArrowUp", 0, 4)).toBe(3);
    expect(menuItemFor("ArrowUp", 2, 4)).toBe(1);
  });

  it("starts from the button: down to the first item, up to the last", () => {
    expect(menuItemFor("ArrowDown", -1, 4)).toBe(0);
    expect(menuItemFor("ArrowUp", -1, 4)).toBe(3);
  });

  it("jumps to the ends with Home and End", () => {
    expect(menuItemFor("Home", 2, 4)).toBe(0);
    expect(menuItemFor("End", 1, 4)).toBe(3);
  });

  it("leaves other keys, and an empty menu, to the browser", () => {
    expect(menuItemFor("Tab", 1, 4)).toBeNull();
    expect(menuItemFor("a", 1, 4)).toBeNull();
    expect(menuItemFor("ArrowDown", -1, 0)).toBeNull();
  });
});
