import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { menuItemFor } from "../utils/menu-keys";

/** The menu's items: its links and enabled buttons, in order. */
const ITEMS = "a[href], button:not(:disabled)";
const itemsIn = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

type ReportMenuProps = {
  /** The button's text. */
  label: string;
  /** The button's and the list's accessible name when the text alone says too little (it includes the text). */
  name?: string;
  /** Drawn before the text (decorative). */
  icon?: ReactNode;
  /** The items, as `<li>`s. One marked `data-keeps-menu-open` works inside the open menu. */
  children: ReactNode;
  /** Changes when the items are replaced under the focus (a report just shared): focus goes to the first. */
  itemsKey?: string | null;
};

/**
 * One button that shows a few of the report's actions below it (share targets and exports, how
 * often to watch it), a disclosure: the items stay links and buttons. Enter or Space opens it, Tab or the arrows move through the items,
 * Escape closes it and gives the focus back to the button, as does choosing an item; a click or
 * the focus elsewhere closes it. The items are rendered only while it is open.
 */
export function ReportMenu({ label, name, icon, children, itemsKey = null }: ReportMenuProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the arrow keys send the focus once the list is there (it renders after opening).
  const [pendingFocus, setPendingFocus] = useState<"first" | "last" | null>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const all = itemsIn(listRef.current);
    (pendingFocus === "first" ? all[0] : all[all.length - 1])?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items are replaced
  useEffect(() => {
    if (open) itemsIn(listRef.current)[0]?.focus();
  }, [itemsKey]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      return;
    }
    const all = itemsIn(listRef.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (!open) {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      setOpen(true);
      setPendingFocus(event.key === "ArrowDown" ? "first" : "last");
      return;
    }
    const next = menuItemFor(event.key, current, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the button and the items inside
    <div
      ref={rootRef}
      className="report-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past the last item (or back before the button) leaves the menu: it closes.
        const to = event.relatedTarget;
        if (to instanceof Node && !rootRef.current?.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="button button--ghost report-menu__toggle"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {label}
        <span className="report-menu__chevron" aria-hidden="true" />
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the items' own clicks (keyboard too) bubble here
        <ul
          id={listId}
          ref={listRef}
          className="report-menu__list"
          aria-label={name ?? label}
          onClick={(event) => {
            const item = (event.target as Element).closest(ITEMS);
            if (item && !item.closest("[data-keeps-menu-open]")) close();
          }}
        >
          {children}
        </ul>
      )}
    </div>
  );
}
