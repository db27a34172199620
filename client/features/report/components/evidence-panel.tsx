import { useRef } from "react";
import type { ReportInterest } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";
import { useEvidence } from "../hooks/use-evidence";
import type { NewEvidence } from "../utils/new-evidence";
import { EvidenceItemView } from "./evidence-item";
import { EvidenceLoading } from "./evidence-loading";

type EvidencePanelProps = {
  id: string;
  hidden: boolean;
  reportId: string;
  source: Source;
  interest: ReportInterest;
  shareHash: string | null;
  canReport: boolean;
  onIssue: (interestId: string, now: ReportInterest | null) => void;
  newEvidence: NewEvidence;
};

/** The posts, accounts and bio behind one interest, ten at a time. */
export function EvidencePanel({
  id,
  hidden,
  reportId,
  source,
  interest,
  shareHash,
  canReport,
  onIssue,
  newEvidence,
}: EvidencePanelProps) {
  const evidence = useEvidence(reportId, source, interest.id, shareHash);
  const listRef = useRef<HTMLUListElement>(null);
  const newItems = newEvidence.get(interest.id);

  const removed = (itemId: string, now: ReportInterest | null) => {
    evidence.remove(itemId);
    onIssue(interest.id, now);
    showToast(
      "success",
      "Thanks for the feedback",
      now
        ? `The item was removed from ${interest.title}.`
        : `${interest.title} no longer shows in this report.`,
    );
    // The pressed button is gone with its item: keep the keyboard user in the list.
    listRef.current?.focus();
  };

  return (
    <div id={id} className="evidence-panel" hidden={hidden}>
      {evidence.status === "loading" && <EvidenceLoading />}
      {evidence.status === "failed" && (
        <p className="evidence-panel__status">
          The evidence could not be loaded.{" "}
          <Button variant="ghost" onClick={evidence.retry}>
            Try again
          </Button>
        </p>
      )}
      {evidence.status === "ready" &&
        (evidence.items.length === 0 ? (
          <p className="evidence-panel__status">Nothing is left to show for this interest.</p>
        ) : (
          <ul
            className="evidence-list"
            aria-label={`Evidence for ${interest.title}`}
            ref={listRef}
            tabIndex={-1}
          >
            {evidence.items.map((item) => (
              <EvidenceItemView
                key={item.id}
                item={item}
                reportId={reportId}
                source={source}
                interest={interest}
                shareHash={shareHash}
                canReport={canReport}
                isNew={newItems?.has(item.id) ?? false}
                onRemoved={removed}
              />
            ))}
          </ul>
        ))}
      {evidence.status === "ready" && evidence.hasMore && (
        <Button
          variant="ghost"
          className="evidence-panel__more"
          loading={evidence.loadingMore}
          onClick={evidence.loadMore}
        >
          Show more<span className="visually-hidden"> evidence for {interest.title}</span>
        </Button>
      )}
    </div>
  );
}
