import type { Source } from "../../../../worker/contracts/sources";
import { getFriends } from "../api/get-friends";
import { usePagedList } from "./use-paged-list";

/**
 * A network's friends, first page loaded as soon as the section shows (so it is on the page, and
 * in a printed copy, without a click); "Show more" pages on. Nothing is asked when there are none.
 */
export function useFriends(reportId: string, source: Source, total: number, shareHash: string | null) {
  const list = usePagedList(total > 0 ? `${reportId}/${source}/${shareHash ?? ""}` : null, (offset) =>
    getFriends(reportId, source, offset, shareHash),
  );
  return { ...list, friends: list.items };
}
