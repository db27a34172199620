import { useId, useRef, useState } from "react";
import { Button } from "./button";
import { searchOnEnter } from "./search-query";

type SearchBoxProps = {
  label: string;
  placeholder?: string;
  /** The search button's text. */
  action?: string;
  /** Called with the query to run; "" is an empty search (clears results). */
  onSearch: (query: string) => void;
  /** A search is running: the button shows the indicator. */
  loading?: boolean;
};

/**
 * The spec's search box: the clear button shows while the box has text or focus; Enter submits
 * an empty box or two characters or more; the button submits whatever is typed and is disabled
 * while the box is empty; leaving an empty box submits an empty search.
 */
export function SearchBox({ label, placeholder, action = "Search", onSearch, loading }: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);

  const clear = () => {
    setText("");
    onSearch("");
    inputRef.current?.focus();
  };

  return (
    <div className="search-box">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="search-box__control">
        <input
          ref={inputRef}
          id={id}
          className="field__input search-box__input"
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (text === "") onSearch("");
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            const query = searchOnEnter(text);
            if (query === null) return;
            if (query === "") setText("");
            onSearch(query);
          }}
        />
        {(text !== "" || focused) && (
          // Mouse down would blur the box first: an empty box would then search before clearing.
          <button
            type="button"
            className="search-box__clear"
            aria-label="Clear search"
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
          >
            ×
          </button>
        )}
      </div>
      <Button
        className="search-box__submit"
        disabled={text === ""}
        loading={loading}
        onClick={() => onSearch(text.trim())}
      >
        {action}
      </Button>
    </div>
  );
}
