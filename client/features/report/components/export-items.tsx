import type { ReportResponse } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { reportExport } from "../utils/report-export";

/** The report as the API gives it, with its red flags' industry categories, saved as a file. */
function downloadJson(report: ReportResponse) {
  const blob = new Blob([JSON.stringify(reportExport(report), null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `lookwise-report-${report.id}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

const PRINT_WAIT_MS = 8_000;

/** Waits until every opened evidence panel has loaded (or a few seconds have passed). */
async function evidenceLoaded() {
  const deadline = Date.now() + PRINT_WAIT_MS;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (document.querySelector(".evidence-panel [role=status]") && Date.now() < deadline);
}

/**
 * "Download JSON" and "Download PDF", as items of the share/export menu: the PDF is the browser's
 * own Save as PDF over the print stylesheet (no navigation, no buttons, every section expanded).
 */
export function ExportItems({
  report,
  onBeforePrint,
}: {
  report: ReportResponse;
  onBeforePrint: () => void;
}) {
  return (
    <>
      <li>
        <Button variant="ghost" onClick={() => downloadJson(report)}>
          Download JSON
        </Button>
      </li>
      <li>
        <Button
          variant="ghost"
          onClick={async () => {
            onBeforePrint();
            await evidenceLoaded();
            window.print();
          }}
        >
          Download PDF
        </Button>
      </li>
    </>
  );
}
