import type { toListItem } from "../../../../worker/api/v1/dashboard";

/** A report as the dashboard lists it: the API's own item shape. */
export type ReportListItem = ReturnType<typeof toListItem>;
