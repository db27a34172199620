import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { clearReportsCache, sessionCache } from "../../../lib/reports-cache";
import { shareHashOf } from "../../../lib/share-links";
import { shareReport } from "../../../lib/share-report";
import { showToast } from "../../../lib/toast";
import { createShareImage } from "../api/create-share-image";

/**
 * The owner's "Share report": makes the report public, then stores its preview card, and hands
 * the public link back so the page can show the share buttons.
 */
export function ShareReportButton({ reportId, onShared }: { reportId: string; onShared(url: string): void }) {
  const [sharing, setSharing] = useState(false);

  const share = async () => {
    setSharing(true);
    let url: string;
    try {
      url = (await shareReport(reportId)).url;
    } catch {
      showToast("error", "Report share failed");
      setSharing(false);
      return;
    }
    // The dashboard's cached list still says "private".
    clearReportsCache(sessionCache());
    const hash = shareHashOf(url);
    try {
      if (hash) await createShareImage(reportId, hash);
    } catch {
      // The link is public and works without its preview picture: share it anyway.
    }
    setSharing(false);
    onShared(url);
    showToast("success", "Report shared", "Anyone with the link can now see this report.");
  };

  return (
    <Button onClick={share} loading={sharing}>
      Share report
    </Button>
  );
}
