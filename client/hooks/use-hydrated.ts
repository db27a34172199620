import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while the page hydrates, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
