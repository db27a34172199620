import { useId, useState } from "react";
import { choiceOnClose, type DropdownOption, filterOptions, moveHighlight } from "./dropdown-options";

export type { DropdownOption };

type DropdownProps = {
  label: string;
  options: readonly DropdownOption[];
  /** The chosen option's abbr, or "" for none. */
  value: string;
  onChange: (abbr: string) => void;
  /** Shows the "optional" marker beside the label. */
  optional?: boolean;
  /** Shown in the empty box and as the first entry, which clears the choice. */
  placeholder: string;
};

/**
 * A combobox (WAI-ARIA pattern, list autocomplete) with the spec's behaviour: opens on focus,
 * filters as you type, resolves the typed text when it closes (blur or outside click), arrows
 * move and Enter picks, and the first entry clears the choice.
 */
export function Dropdown({ label, options, value, onChange, optional, placeholder }: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const [text, setText] = useState("");
  const [highlight, setHighlight] = useState(-1);

  const selected = options.find((o) => o.abbr === value);
  const shown = typed ? filterOptions(options, text) : [...options];
  // Entry 0 clears the choice; the options follow. With no match only 'No options' shows.
  const entries: DropdownOption[] = shown.length ? [{ title: placeholder, abbr: "" }, ...shown] : [];
  const listId = `${id}-list`;
  const entryId = (index: number) => `${id}-entry-${index}`;

  const finish = (abbr: string) => {
    if (abbr !== value) onChange(abbr);
    setOpen(false);
    setTyped(false);
    setText("");
    setHighlight(-1);
  };

  const openList = () => {
    setOpen(true);
    setHighlight(selected ? options.indexOf(selected) + 1 : -1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openList();
      setHighlight((h) => moveHighlight(h, event.key === "ArrowDown" ? 1 : -1, entries.length));
    } else if (event.key === "Enter" && open) {
      // An open list takes Enter for itself; a closed one lets it submit the form.
      event.preventDefault();
      const entry = entries[highlight];
      finish(entry ? entry.abbr : choiceOnClose(options, text, typed, value));
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      finish(value);
    }
  };

  return (
    <div className="field dropdown">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">optional</span>}
      </label>
      <div className="dropdown__control">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && entries[highlight] ? entryId(highlight) : undefined}
          placeholder={placeholder}
          value={typed ? text : (selected?.title ?? "")}
          onFocus={(event) => {
            event.currentTarget.select();
            openList();
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={() => {
            if (open) finish(choiceOnClose(options, text, typed, value));
          }}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTyped(true);
            setOpen(true);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {open && entries.length === 0 && (
          <div id={listId} className="dropdown__list">
            <p className="dropdown__empty">No options</p>
          </div>
        )}
        {open && entries.length > 0 && (
          // Mouse down on the list would blur the input (and close it) before the click lands.
          // tabIndex -1: Chromium makes a scrolling box a Tab stop, and Tab would land on a list
          // that the input's blur has just removed, dropping focus to the page.
          <div
            id={listId}
            className="dropdown__list"
            role="listbox"
            aria-label={label}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
          >
            {entries.map((entry, index) => (
              <div
                key={entry.abbr || "clear"}
                id={entryId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={entry.abbr === value}
                className={[
                  "dropdown__option",
                  index === 0 ? "dropdown__option--clear" : "",
                  index === highlight ? "is-highlighted" : "",
                ].join(" ")}
                onClick={() => finish(entry.abbr)}
                onKeyDown={onKeyDown}
                onMouseEnter={() => setHighlight(index)}
              >
                {entry.title}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
