import { useRef, useState } from "react";
import type { WatchListResponse } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { setWatch } from "../../../lib/set-watch";
import { showToast } from "../../../lib/toast";
import { watchFacts } from "../../../lib/watch-text";
import { SettingsSection } from "./settings-section";

type WatchedReport = WatchListResponse["items"][number];

const EMPTY =
  "You watch no reports. Open a report and choose Watch this report to be told when something changes.";

/** The reports the account watches: each links to its report and can stop being watched here. */
export function WatchedReports({
  items,
  reportUrl,
}: {
  items: WatchedReport[];
  reportUrl: (id: string) => string;
}) {
  const [watched, setWatched] = useState(items);
  const [stopping, setStopping] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLDivElement>(null);

  const stop = async (report: WatchedReport) => {
    setStopping(report.id);
    try {
      await setWatch(report.id, { watching: false });
      setWatched((all) => all.filter((r) => r.id !== report.id));
      setAnnouncement(`You stopped watching the report on ${nameOf(report)}.`);
      // The pressed button is gone with its row: keep the keyboard user in the list.
      listRef.current?.focus();
    } catch (error) {
      showToast("error", "Oops", errorMessage(error));
    } finally {
      setStopping(null);
    }
  };

  return (
    <SettingsSection
      title="Watched reports"
      description="Each is checked again on its schedule; you get an email when something changes."
    >
      <div ref={listRef} tabIndex={-1} className="watched">
        {watched.length === 0 ? (
          <p className="watched__empty">{EMPTY}</p>
        ) : (
          <ul className="watched__list">
            {watched.map((report) => (
              <li key={report.id} className="watched__item">
                <div className="watched__text">
                  <a href={reportUrl(report.id)}>{nameOf(report)}</a>
                  <span className="muted">{watchFacts(report)}</span>
                </div>
                <Button
                  variant="ghost"
                  loading={stopping === report.id}
                  onClick={() => stop(report)}
                  aria-label={`Stop watching ${nameOf(report)}`}
                >
                  Stop watching
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </SettingsSection>
  );
}

/** A report made from a username may have no name yet. */
function nameOf(report: WatchedReport): string {
  return report.name || "Unnamed report";
}
