import { useHydrated } from "../../hooks/use-hydrated";

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "ghost";
  /** Replaces the content with an animated indicator and disables the button. */
  loading?: boolean;
};

export function Button({
  variant = "primary",
  loading = false,
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  // Before hydration a submit would be the browser's own GET, putting the form (a password, say)
  // in the address: forms send only through their handlers.
  const hydrated = useHydrated();
  const waiting = rest.type === "submit" && !hydrated;
  // A loading button stays focusable (a disabled one would drop a keyboard user's focus to the
  // page): it is marked disabled and swallows clicks, the form's implicit submission included.
  return (
    <button
      type="button"
      {...rest}
      onClick={loading ? (event) => event.preventDefault() : rest.onClick}
      className={["button", variant === "ghost" ? "button--ghost" : "", className ?? ""].join(" ").trim()}
      disabled={disabled || waiting}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="spinner" role="status" aria-label="Loading" /> : children}
    </button>
  );
}
