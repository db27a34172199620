import { useEffect, useRef } from "react";
import type { ReportInterest, ReportProfile, ReportSource } from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { SourceIcon } from "../../../components/ui/source-icon";
import { chartMax, splitInterests } from "../utils/chart-scale";
import { applyIssue } from "../utils/evidence-issue";
import type { NewEvidence } from "../utils/new-evidence";
import { FriendsPanel } from "./friends-panel";
import { InterestChart } from "./interest-chart";
import { NetworkProfiles } from "./network-profiles";

export type NetworkSectionProps = {
  reportId: string;
  source: Source;
  data: ReportSource;
  /** This network's selected profiles. */
  profiles: ReportProfile[];
  /** A shared link's hash, sent as `h` on every call. */
  shareHash: string | null;
  /** The owner may flag evidence as wrongly classified. */
  canReport: boolean;
  /** The network's interests after a successful issue report (a count replaced, or one dropped). */
  onInterestsChange: (source: Source, interests: ReportInterest[]) => void;
  /** The evidence the latest re-screen found new on this network. */
  newEvidence: NewEvidence;
  /** Every interest's evidence open, for printing. */
  expandAll?: boolean;
};

/** One network of a completed, unlocked report: profiles, coverage, red flags, interests, friends. */
export function NetworkSection(props: NetworkSectionProps) {
  const {
    reportId,
    source,
    data,
    profiles,
    shareHash,
    canReport,
    onInterestsChange,
    newEvidence,
    expandAll,
  } = props;
  const network = SOURCE_TITLES[source];
  const { redFlags, everyday } = splitInterests(data.interests);
  const id = `network-${source}`;

  // Two reports can be in flight at once: each result applies to the latest list, not the one it started from.
  const latest = useRef(data.interests);
  useEffect(() => {
    latest.current = data.interests;
  }, [data.interests]);
  const onIssue = (interestId: string, now: ReportInterest | null) => {
    latest.current = applyIssue(latest.current, interestId, now);
    onInterestsChange(source, latest.current);
  };

  const chart = {
    reportId,
    source,
    shareHash,
    canReport,
    max: chartMax(data.interests),
    onIssue,
    newEvidence,
    expandAll,
  };

  return (
    <section className="report-section network" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="network-title">
        {/* The heading's text names the network; the icon would only repeat it. */}
        <span className="network__icon" aria-hidden="true">
          <SourceIcon source={source} size={24} />
        </span>
        {network}
      </h2>
      <NetworkProfiles profiles={profiles} network={network} />
      <p className="network__coverage">
        <strong>What was analysed:</strong> {data.coverage.text}
      </p>

      <div className={`network__part network__part--flags${redFlags.length > 0 ? " has-flags" : ""}`}>
        <h3 id={`${id}-flags`}>
          Red flags <span className="network__part-count">({redFlags.length})</span>
        </h3>
        {redFlags.length > 0 ? (
          <InterestChart {...chart} interests={redFlags} labelledBy={`${id}-flags`} />
        ) : (
          <p className="network__none">No red flags were found on {network}.</p>
        )}
      </div>

      <div className="network__part">
        <h3 id={`${id}-interests`}>Interests</h3>
        {everyday.length > 0 ? (
          <>
            <p className="network__hint no-print">
              The number is how many posts and followed accounts show each interest. Select one to see them.
            </p>
            <InterestChart {...chart} interests={everyday} labelledBy={`${id}-interests`} />
          </>
        ) : (
          <p className="network__none">No everyday interests stood out on {network}.</p>
        )}
      </div>

      <FriendsPanel
        reportId={reportId}
        source={source}
        total={data.friends}
        coverage={data.coverage}
        shareHash={shareHash}
      />
    </section>
  );
}
