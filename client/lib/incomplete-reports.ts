/** Session storage key of the reports this tab started and has not generated yet (the spec's create flow). */
const KEY = "incompleteReports";

function read(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Remembers a new report id as incomplete; storage may be unavailable (private mode), which is harmless. */
export function markReportIncomplete(id: string) {
  try {
    const ids = read().filter((v) => v !== id);
    sessionStorage.setItem(KEY, JSON.stringify([...ids, id]));
  } catch {
    // The flow works without it; only the reminder is lost.
  }
}
