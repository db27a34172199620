import type { Source } from "../../../../worker/contracts/sources";
import { getEvidence } from "../api/get-evidence";
import { usePagedList } from "./use-paged-list";

/** The evidence of one interest: the first page on mount, "Show more" pages on, items removable. */
export function useEvidence(reportId: string, source: Source, interestId: string, shareHash: string | null) {
  return usePagedList(`${reportId}/${source}/${interestId}/${shareHash ?? ""}`, (offset) =>
    getEvidence(reportId, source, interestId, offset, shareHash),
  );
}
