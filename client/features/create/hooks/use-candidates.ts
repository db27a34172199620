import { useState } from "react";
import type {
  CandidatePage,
  CandidateProfile,
  CreateReportResponse,
} from "../../../../worker/contracts/create";
import { CREATE_SOURCES, type CreateSource } from "../../../../worker/contracts/sources";
import type { SelectedProfile } from "../api/confirm-selection";

type Sources = Record<CreateSource, CandidatePage>;

function key(source: CreateSource, id: string): string {
  return `${source}:${id}`;
}

/**
 * The candidates of a draft per source and the person's selection: starts from the server's
 * preselection; toggling is local until Confirm sends the whole selection.
 */
export function useCandidates(draft: CreateReportResponse) {
  const [sources, setSources] = useState<Sources>(draft.sources);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        CREATE_SOURCES.flatMap((source) =>
          draft.sources[source].items.filter((c) => c.selected).map((c) => key(source, c.id)),
        ),
      ),
  );

  const isSelected = (source: CreateSource, id: string) => selected.has(key(source, id));

  const toggle = (source: CreateSource, id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key(source, id))) next.add(key(source, id));
      return next;
    });

  const appendPage = (source: CreateSource, page: CandidatePage) =>
    setSources((current) => {
      const known = new Set(current[source].items.map((c) => c.id));
      const items = [...current[source].items, ...page.items.filter((c) => !known.has(c.id))];
      return { ...current, [source]: { ...page, items } };
    });

  /**
   * A profile added from a search goes to the top of its source's list, selected as the server
   * says: an opted-out person's profile is listed but not selected.
   */
  const addSelected = (source: CreateSource, profile: CandidateProfile) => {
    setSources((current) => {
      const items = [profile, ...current[source].items.filter((c) => c.id !== profile.id)];
      return { ...current, [source]: { ...current[source], items } };
    });
    if (profile.selected) setSelected((current) => new Set(current).add(key(source, profile.id)));
  };

  const selection: SelectedProfile[] = CREATE_SOURCES.flatMap((source) =>
    sources[source].items.filter((c) => isSelected(source, c.id)).map((c) => ({ source, id: c.id })),
  );

  return { sources, isSelected, toggle, appendPage, addSelected, selection };
}
