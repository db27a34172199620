import { moveHighlight } from "../../../components/ui/dropdown-options";

/**
 * The item a key moves the focus to in a menu of `count` items, from item `current` (-1: from the
 * menu's button): arrows go round, Home and End go to the ends; null for any other key.
 */
export function menuItemFor(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown") return moveHighlight(current, 1, count);
  if (key === "ArrowUp") return moveHighlight(current, -1, count);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
