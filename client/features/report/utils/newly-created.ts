/** The spec's "newly created" window: a report tracked less than this long ago (and not refreshed since). */
export const NEW_REPORT_WINDOW_MS = 20_000;

/** Whether a report completed within the window; a refresh moves `tracked`, so it counts as new again. */
export function isNewlyCreated(tracked: number | null, now: number): boolean {
  return tracked !== null && now - tracked >= 0 && now - tracked < NEW_REPORT_WINDOW_MS;
}
