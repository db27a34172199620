import { useState } from "react";
import type { CandidatePage, CandidateProfile } from "../../../../worker/contracts/create";
import { type CreateSource, SOURCE_TITLES } from "../../../../worker/contracts/sources";
import { Button } from "../../../components/ui/button";
import { getCandidates } from "../api/get-candidates";
import { visibleCandidates } from "../utils/visible-candidates";
import { CandidateCard } from "./candidate-card";
import { SourceSearch } from "./source-search";

/** Candidates fetched per "Show more" once the loaded ones are all in view. */
const PAGE_SIZE = 10;

type SourceCandidatesProps = {
  reportId: string;
  source: CreateSource;
  page: CandidatePage;
  isSelected: (source: CreateSource, id: string) => boolean;
  onToggle: (source: CreateSource, id: string) => void;
  onMore: (source: CreateSource, page: CandidatePage) => void;
  onAdded: (source: CreateSource, profile: CandidateProfile) => void;
};

function statusNote(page: CandidatePage, title: string): string | null {
  if (page.status === "unloaded") {
    return `${title} could not be searched right now. You can still add a profile by username or link.`;
  }
  if (page.items.length > 0) return null;
  // A username search looks at one network only: the others were not searched, not empty.
  return page.status === "idle"
    ? `Not searched. If this person is on ${title}, add the profile by username or link.`
    : `No ${title} profiles found. Add one by username or link.`;
}

/** One network's candidates: the likely ones first, low-confidence ones behind "Show more", then search. */
export function SourceCandidates({
  reportId,
  source,
  page,
  isSelected,
  onToggle,
  onMore,
  onAdded,
}: SourceCandidatesProps) {
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  const title = SOURCE_TITLES[source];
  const { shown, hidden } = visibleCandidates(page.items, (c) => isSelected(source, c.id), expanded);
  const note = statusNote(page, title);

  const showMore = async () => {
    if (hidden > 0) return setExpanded(true);
    setLoading(true);
    try {
      onMore(source, await getCandidates(reportId, source, page.items.length, PAGE_SIZE));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="source card" aria-labelledby={`source-${source}`}>
      <h2 id={`source-${source}`} className="source__title">
        {title}
      </h2>
      {note && <p className="muted">{note}</p>}
      {shown.length > 0 && (
        <ul className="candidates" aria-label={`${title} profiles`}>
          {shown.map((candidate) => {
            const selected = isSelected(source, candidate.id);
            return (
              <CandidateCard
                key={candidate.id}
                candidate={candidate}
                selected={selected}
                action={{
                  label: selected ? "Remove" : "Select",
                  onClick: () => onToggle(source, candidate.id),
                }}
              />
            );
          })}
        </ul>
      )}
      {(hidden > 0 || page.hasMore) && (
        <Button variant="ghost" className="source__more" loading={loading} onClick={showMore}>
          {hidden > 0 ? `Show more (${hidden})` : "Show more"}
        </Button>
      )}
      <SourceSearch reportId={reportId} source={source} onAdded={(profile) => onAdded(source, profile)} />
    </section>
  );
}
