import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { localDateTime } from "../../../lib/format";
import { retryReport } from "../api/retry-report";

/** Why a refresh was refused, in words: once a day, with the moment it opens again. */
function refusal(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === "rate_limited" && error.retryAt)
    return `${error.message}. You can refresh it again on ${localDateTime(error.retryAt)}.`;
  return errorMessage(error);
}

/**
 * The owner's "Refresh report": the report is generated again from the networks (its results so
 * far are kept as history); `onStarted` follows the new generation live.
 */
export function RefreshReportButton({ reportId, onStarted }: { reportId: string; onStarted(): void }) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const refresh = async () => {
    setBusy(true);
    setRefused(null);
    try {
      await retryReport(reportId, { toastOnError: false });
      onStarted();
    } catch (error) {
      setRefused(refusal(error));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" onClick={refresh} loading={busy}>
        Refresh report
      </Button>
      {refused && (
        <p className="report-refresh__refused" role="alert">
          {refused}
        </p>
      )}
    </>
  );
}
