import { useState } from "react";
import type { ReportVersion } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { shortDate } from "../../../lib/format";
import { getHistory } from "../api/get-history";
import { versionItems } from "../utils/version-items";
import { ChangeList } from "./change-list";

type History = { status: "closed" | "loading" | "failed" } | { status: "ready"; versions: ReportVersion[] };

/** The report's versions, newest first, read when the reader first opens it. */
export function ReportHistory({ reportId, shareHash }: { reportId: string; shareHash: string | null }) {
  const [history, setHistory] = useState<History>({ status: "closed" });

  const load = async () => {
    setHistory({ status: "loading" });
    try {
      const { items } = await getHistory(reportId, shareHash);
      setHistory({ status: "ready", versions: items });
    } catch {
      setHistory({ status: "failed" });
    }
  };

  return (
    <details
      className="report-section report-history no-print"
      onToggle={(event) => {
        if (event.currentTarget.open && history.status === "closed") void load();
      }}
    >
      <summary>History</summary>
      <div className="report-history__body">
        {history.status === "loading" && <p role="status">Loading the history…</p>}
        {history.status === "failed" && (
          <p role="alert">
            The history could not be loaded.{" "}
            <Button variant="ghost" onClick={load}>
              Try again
            </Button>
          </p>
        )}
        {history.status === "ready" && (
          <ol className="report-history__versions">
            {history.versions.map((version, i) => (
              <li key={version.version}>
                <p className="report-history__date">
                  <time dateTime={new Date(version.tracked).toISOString()}>{shortDate(version.tracked)}</time>
                </p>
                <ChangeList items={versionItems(version, i === history.versions.length - 1)} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
