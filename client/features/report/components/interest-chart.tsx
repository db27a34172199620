import { lazy, Suspense, useState } from "react";
import type { ReportInterest } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { barPercent } from "../utils/chart-scale";
import type { NewEvidence } from "../utils/new-evidence";
import { EvidenceLoading } from "./evidence-loading";

// The evidence's code loads with the first panel opened: a reader who opens none never needs it.
const EvidencePanel = lazy(async () => ({ default: (await import("./evidence-panel")).EvidencePanel }));

export type InterestChartContext = {
  reportId: string;
  source: Source;
  shareHash: string | null;
  canReport: boolean;
  /** The network's largest count: every bar of the network shares one scale. */
  max: number;
  onIssue: (interestId: string, now: ReportInterest | null) => void;
  /** The network's evidence the latest re-screen found new, marked so. */
  newEvidence: NewEvidence;
  /** Every bar open (the PDF shows every section expanded). */
  expandAll?: boolean;
};

/**
 * A horizontal bar chart as a list of buttons: each bar's text (title and count) is its own text
 * alternative, and opens that interest's evidence right below it.
 */
export function InterestChart({
  interests,
  labelledBy,
  ...context
}: InterestChartContext & { interests: ReportInterest[]; labelledBy: string }) {
  return (
    <ul className="interest-chart" aria-labelledby={labelledBy}>
      {interests.map((interest) => (
        <InterestBar key={interest.id} interest={interest} {...context} />
      ))}
    </ul>
  );
}

function InterestBar({
  interest,
  max,
  expandAll = false,
  ...context
}: InterestChartContext & { interest: ReportInterest }) {
  const [opened, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed), so its pages survive a close.
  const [wasMounted, setMounted] = useState(false);
  const open = opened || expandAll;
  const mounted = wasMounted || expandAll;
  const panelId = `evidence-${context.source}-${interest.id}`;
  return (
    <li className={`interest${interest.redzone ? " interest--redzone" : ""}${open ? " is-open" : ""}`}>
      <button
        type="button"
        className="interest-bar"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setMounted(true);
        }}
      >
        <span className="interest-bar__title">
          {interest.title}
          {interest.redzone && <span className="visually-hidden"> (red flag)</span>}
          {context.newEvidence.has(interest.id) && (
            <>
              {" "}
              <span className="badge badge--new">
                New<span className="visually-hidden"> evidence</span>
              </span>
            </>
          )}
        </span>
        <span className="interest-bar__track" aria-hidden="true">
          <span className="interest-bar__fill" style={{ width: `${barPercent(interest.count, max)}%` }} />
        </span>
        <span className="interest-bar__count">
          {interest.count}
          <span className="visually-hidden"> {interest.count === 1 ? "item" : "items"}</span>
        </span>
        <span className="interest-bar__chevron" aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense
          fallback={
            <div id={panelId} className="evidence-panel" hidden={!open}>
              <EvidenceLoading />
            </div>
          }
        >
          <EvidencePanel id={panelId} hidden={!open} interest={interest} {...context} />
        </Suspense>
      )}
    </li>
  );
}
