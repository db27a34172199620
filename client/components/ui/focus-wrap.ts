/**
 * Where Tab goes at the edge of a modal (the APG dialog pattern: focus cycles inside it). Given how
 * many controls the dialog has and which one is focused (-1: none of them), the index to focus, or
 * null to let the browser move focus as usual.
 */
export function wrappedFocus(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (backwards) return current <= 0 ? count - 1 : null;
  return current === -1 || current === count - 1 ? 0 : null;
}

/** The controls Tab stops at, in document order. */
export const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
