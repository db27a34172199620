import { useState } from "react";
import { type ReportListItem, SHARE_MESSAGES } from "../../../../worker/contracts/report";
import { isGenerating } from "../../../../worker/domain/report-lifecycle";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ProfileImage } from "../../../components/ui/profile-image";
import { SourceIcon } from "../../../components/ui/source-icon";
import { ApiRequestError } from "../../../lib/api-client";
import { shortDate } from "../../../lib/format";
import { reportTitle } from "../../../lib/report-title";
import { shareReport, unshareReport } from "../../../lib/share-report";
import { showToast } from "../../../lib/toast";
import { watchCardText } from "../../../lib/watch-text";
import { deleteReport } from "../api/delete-report";
import { useGenerationStatus } from "../hooks/use-generation-status";
import { generationText } from "../utils/generation-status";

/** Copies the share link; where the clipboard is refused, the toast shows the link instead. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast("success", "Share link copied", url);
  } catch {
    showToast("success", "Report shared", url);
  }
}

type ShareLock = { title: string; text: string };

const LOCKED: ShareLock = {
  title: SHARE_MESSAGES.locked,
  text: "Only a report you have opened in full can be shared. Open the report to see how to unlock it.",
};
const NOT_READY: ShareLock = {
  title: "This report is not ready to share",
  text: "A report can be shared once it is complete.",
};

/** Why a report cannot be shared yet, as the Share button explains it; null when it can. */
function shareLock(report: ReportListItem): ShareLock | null {
  if (report.status !== "completed") return NOT_READY;
  return report.unlocked ? null : LOCKED;
}

export function ReportCard({
  report,
  href,
  highlighted,
  onDeleted,
  onShareChange,
  onStatusChange,
}: {
  report: ReportListItem;
  href: string;
  highlighted: boolean;
  onDeleted: () => void;
  /** The report was shared (true) or stopped being shared (false). */
  onShareChange: (shared: boolean) => void;
  /** A report followed while generating has completed or failed. */
  onStatusChange: (status: ReportListItem["status"]) => void;
}) {
  const [sharing, setSharing] = useState(false);
  const [unsharing, setUnsharing] = useState(false);
  const [explaining, setExplaining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = reportTitle(report.title);
  const lock = shareLock(report);
  // Locked since the list was read (the server said so): explained as locked.
  const explanation = lock ?? LOCKED;

  const share = async () => {
    if (lock) return setExplaining(true);
    setSharing(true);
    try {
      const { url } = await shareReport(report.id);
      onShareChange(true);
      await copyLink(url);
    } catch (error) {
      // Locked since the list was read (another tab, a lapsed account): explain, as above.
      if (error instanceof ApiRequestError && error.code === "payment_required") setExplaining(true);
      else showToast("error", "Report share failed");
    } finally {
      setSharing(false);
    }
  };

  const unshare = async () => {
    setUnsharing(true);
    try {
      await unshareReport(report.id);
      onShareChange(false);
      showToast("success", "Sharing stopped", "The report's link no longer opens it.");
    } catch {
      // The API client has shown the error.
    } finally {
      setUnsharing(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteReport(report.id);
      setConfirming(false);
      onDeleted();
      showToast("success", "Report deleted");
    } catch {
      setDeleting(false);
    }
  };

  return (
    <li id={`report-${report.id}`} className={`card report-card${highlighted ? " is-highlighted" : ""}`}>
      <ProfileImage className="report-card__image" image={report.image} size={72} alt="" />
      <div className="report-card__body">
        <h2 className="report-card__title">
          <a href={href}>{title}</a>
          {report.public && <span className="badge">Public</span>}
        </h2>
        <p className="report-card__meta">
          <time dateTime={report.created}>{shortDate(report.created)}</time>
          {report.status === "draft" && <span className="muted"> · Not generated yet</span>}
          {isGenerating(report.status) && <GenerationStatus report={report} onEnd={onStatusChange} />}
          {report.status === "failed" && <span className="muted"> · Generation failed</span>}
        </p>
        {report.watch && <WatchLines watch={report.watch} />}
        <ul className="report-card__sources" aria-label="Networks">
          {report.sources.map((source) => (
            <li key={source}>
              <SourceIcon source={source} />
            </li>
          ))}
        </ul>
      </div>
      <div className="report-card__actions">
        <Button variant="ghost" onClick={share} loading={sharing} aria-label={`Share ${title}`}>
          {report.public ? "Copy link" : "Share"}
        </Button>
        {report.public && (
          <Button variant="ghost" onClick={unshare} loading={unsharing} aria-label={`Stop sharing ${title}`}>
            Stop sharing
          </Button>
        )}
        <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
          Delete
        </Button>
      </div>
      {explaining && (
        <Modal
          title={explanation.title}
          onClose={() => setExplaining(false)}
          actions={
            <a className="button" href={href}>
              Open report
            </a>
          }
        >
          <p>{explanation.text}</p>
        </Modal>
      )}
      {confirming && (
        <Modal
          title="Delete this report?"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
                Cancel
              </Button>
              <Button className="button--danger" onClick={remove} loading={deleting}>
                Delete report
              </Button>
            </>
          }
        >
          <p>
            The report on <strong>{title}</strong> is deleted for good, with its share link.
          </p>
        </Modal>
      )}
    </li>
  );
}

/** A report being built: its current step, kept up to date while the page is open. */
function GenerationStatus({
  report,
  onEnd,
}: {
  report: ReportListItem;
  onEnd: (status: ReportListItem["status"]) => void;
}) {
  const generation = useGenerationStatus(report.id, report.status, onEnd);
  const text = generationText(generation);
  return (
    <span className="muted" role="status">
      {text && ` · ${text}`}
    </span>
  );
}

/** A watched report's next check and last change. */
function WatchLines({ watch }: { watch: NonNullable<ReportListItem["watch"]> }) {
  const text = watchCardText(watch);
  return (
    <p className="report-card__watch">
      <span>{text.next}</span>
      {text.lastChange && <span className="report-card__change">{text.lastChange}</span>}
    </p>
  );
}
