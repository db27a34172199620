import type { ChangeItem } from "../utils/change-items";

/**
 * A change's lines, red flags first: a red flag that appeared or gained evidence in the red the
 * report gives red flags (its line already says "red flag", so no badge repeats it).
 */
export function ChangeList({ items }: { items: ChangeItem[] }) {
  return (
    <ul className="change-list">
      {items.map((item) => (
        <li key={item.text} className={item.flag ? `change-list__flag--${item.flag}` : undefined}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
