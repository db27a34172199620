import type { ReportVersion } from "../../../../worker/contracts/report";
import { type ChangeItem, changeItems } from "./change-items";

/**
 * What a version of the history says changed: its change's lines, "No change" when the re-screen
 * found nothing, "First version" for the oldest; a version from before changes were kept says so.
 */
export function versionItems(version: ReportVersion, oldest: boolean): ChangeItem[] {
  if (version.change) {
    const items = changeItems(version.change);
    return items.length > 0 ? items : [{ text: "No change", flag: null }];
  }
  return [{ text: oldest ? "First version" : "What changed was not recorded for this version", flag: null }];
}
