import type { ReportResponse } from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { SourceIcon } from "../../../components/ui/source-icon";

/**
 * A locked report's teaser: what the report found (titles and counts, red flags first), with
 * the details (evidence, friends, the summary) blurred until it is unlocked.
 */
export function LockedTeaser({ report }: { report: ReportResponse }) {
  return (
    <div className="teaser">
      <section className="report-section" aria-labelledby="teaser-summary">
        <h2 id="teaser-summary">Summary</h2>
        <p className="teaser__blur" aria-hidden="true">
          This summary describes the interests found on each network, what stands out, and what could not be
          analysed, with the evidence behind every finding.
        </p>
        <p className="muted">The summary is shown once the report is unlocked.</p>
      </section>
      {(Object.entries(report.sources) as [Source, ReportResponse["sources"][Source]][]).map(
        ([source, data]) => {
          if (!data) return null;
          const interests = [...data.interests].sort((a, b) => Number(b.redzone) - Number(a.redzone));
          return (
            <section key={source} className="report-section" aria-labelledby={`teaser-${source}`}>
              <h2 id={`teaser-${source}`} className="network-title">
                <SourceIcon source={source} size={22} /> {SOURCE_TITLES[source]}
              </h2>
              <p className="muted">{data.coverage.text}</p>
              <ul className="teaser__interests">
                {interests.map((interest) => (
                  <li key={interest.id} className={interest.redzone ? "is-redzone" : undefined}>
                    <span>
                      {interest.redzone && <span className="badge badge--danger">Red flag</span>}{" "}
                      {interest.title}
                    </span>
                    <span className="teaser__count">{interest.count}</span>
                  </li>
                ))}
              </ul>
              <p className="muted">
                {data.friends === 1 ? "1 friend" : `${data.friends} friends`} · evidence and friends are shown
                once the report is unlocked.
              </p>
            </section>
          );
        },
      )}
    </div>
  );
}
