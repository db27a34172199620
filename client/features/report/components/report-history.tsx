import { useId, useState } from "react";
import type { ReportVersion } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { shortDate } from "../../../lib/format";
import { getHistory } from "../api/get-history";
import { versionItems } from "../utils/version-items";
import { ChangeList } from "./change-list";

type History = { status: "idle" | "loading" | "failed" } | { status: "ready"; versions: ReportVersion[] };

/**
 * The report's versions, newest first, read when the reader first opens it. A button and the
 * region it shows rather than `<details>`: a closed `<details>` at the end of the report cost
 * the example report about 200 ms of blocking time in Lighthouse's phone run (bench/lighthouse.ts,
 * TBT 159 ms before it, 351 and 387 ms with it, 162 ms with this button).
 */
export function ReportHistory({ reportId, shareHash }: { reportId: string; shareHash: string | null }) {
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<History>({ status: "idle" });
  const bodyId = useId();

  const load = async () => {
    setHistory({ status: "loading" });
    try {
      const { items } = await getHistory(reportId, shareHash);
      setHistory({ status: "ready", versions: items });
    } catch {
      setHistory({ status: "failed" });
    }
  };

  const toggle = () => {
    setOpen(!open);
    if (!open && history.status === "idle") void load();
  };

  return (
    <section className="report-section report-history no-print" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="report-history__title">
        <button
          type="button"
          className="report-history__toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={toggle}
        >
          History
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="report-history__body">
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
                    <time dateTime={new Date(version.tracked).toISOString()}>
                      {shortDate(version.tracked)}
                    </time>
                  </p>
                  <ChangeList items={versionItems(version, i === history.versions.length - 1)} />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
