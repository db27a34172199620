import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ReportListItem } from "../../../../worker/contracts/report";
import { type PagePath, pagePath } from "../../../../worker/domain/page-path";
import { Button } from "../../../components/ui/button";
import { useReports } from "../hooks/use-reports";
import { reportIdFromHash } from "../utils/report-hash";
import { EmptyReports } from "./empty-reports";
import { ReportCard } from "./report-card";

/** Drafts continue at profile selection; the others open the report. */
function reportPath(report: ReportListItem): PagePath {
  const { id } = report;
  return report.status === "draft" ? pagePath("/report/:id/create", { id }) : pagePath("/report/:id", { id });
}

/** The previous reports: the one the hash names is highlighted and scrolled to. */
export function ReportList({ userId, pageUrl }: { userId: string; pageUrl: (path: PagePath) => string }) {
  const {
    reports,
    hasMore,
    status,
    loadingMore,
    loadMore,
    removeLocally,
    setPublicLocally,
    setStatusLocally,
  } = useReports(userId);
  const highlightId = reportIdFromHash(useLocation().hash);
  const found = status === "ready" && reports.some((report) => report.id === highlightId);

  useEffect(() => {
    if (found && highlightId)
      document.getElementById(`report-${highlightId}`)?.scrollIntoView({ block: "center" });
  }, [found, highlightId]);

  if (status === "loading")
    return (
      <p className="reports__status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your reports…
      </p>
    );
  if (status === "failed")
    return (
      <p className="reports__status" role="alert">
        Your reports could not be loaded. Please refresh the page.
      </p>
    );
  if (reports.length === 0) return <EmptyReports searchUrl={pageUrl(pagePath("/"))} />;

  return (
    <>
      <ul className="reports__list" aria-label="Previous reports">
        {reports.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            href={pageUrl(reportPath(report))}
            highlighted={report.id === highlightId}
            onDeleted={() => removeLocally(report.id)}
            onShareChange={(shared) => setPublicLocally(report.id, shared)}
            onStatusChange={(next) => setStatusLocally(report.id, next)}
          />
        ))}
      </ul>
      {hasMore && (
        <div className="reports__more">
          <Button variant="ghost" onClick={loadMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
