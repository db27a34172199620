import { useState } from "react";
import type { CreateReportResponse } from "../../../../worker/contracts/create";
import { CREATE_SOURCES } from "../../../../worker/contracts/sources";
import { pagePath } from "../../../../worker/domain/page-path";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { reportTitle } from "../../../lib/report-title";
import { usePageUrl } from "../../../lib/site";
import { confirmSelection } from "../api/confirm-selection";
import { generateReport } from "../api/generate-report";
import { useCandidates } from "../hooks/use-candidates";
import { SourceCandidates } from "./source-candidates";

/** The profile selection step: candidates per network, then Confirm builds the report. */
export function CreateSelection({ draft }: { draft: CreateReportResponse }) {
  const url = usePageUrl();
  const candidates = useCandidates(draft);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const count = candidates.selection.length;

  const confirm = async () => {
    setError("");
    setConfirming(true);
    try {
      await confirmSelection(draft.id, candidates.selection);
      await generateReport(draft.id);
      // A full load: the report page starts from the server's state of the confirmed report.
      window.location.assign(url(pagePath("/report/:id", { id: draft.id })));
    } catch (failure) {
      setError(errorMessage(failure));
      setConfirming(false);
    }
  };

  return (
    <div className="create container">
      <header className="create__header">
        <h1>Select the right profiles</h1>
        <p className="lead">
          {draft.title.name ? `Results for ${reportTitle(draft.title)}. ` : ""}Keep the profiles that belong
          to this person and remove the others; the report is built from your selection.
        </p>
      </header>
      <div className="create__sources">
        {CREATE_SOURCES.map((source) => (
          <SourceCandidates
            key={source}
            reportId={draft.id}
            source={source}
            page={candidates.sources[source]}
            isSelected={candidates.isSelected}
            onToggle={candidates.toggle}
            onMore={candidates.appendPage}
            onAdded={candidates.addSelected}
          />
        ))}
      </div>
      <div className="create__confirm">
        <p className="create__count" aria-live="polite">
          {count === 1 ? "1 account selected" : `${count} accounts selected`}
        </p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <Button className="button--large" loading={confirming} onClick={confirm}>
          Confirm
        </Button>
      </div>
    </div>
  );
}
