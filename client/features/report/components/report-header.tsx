import type { ReportProfile, ReportTitle } from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { ProfileImage } from "../../../components/ui/profile-image";
import { SourceIcon } from "../../../components/ui/source-icon";
import { longDate } from "../../../lib/format";

/** Who the report is about: picture, name, age, state, the networks it covers and when it was made. */
export function ReportHeader({
  title,
  image,
  profiles,
  tracked,
}: {
  title: ReportTitle;
  image: string | null;
  profiles: Pick<ReportProfile, "source">[];
  tracked: number | null;
}) {
  const sources = [...new Set(profiles.map((p) => p.source))] as Source[];
  // In UTC, as the server wrote it: a reader's own time zone would change the hydrated text.
  const generated = tracked !== null ? new Date(tracked).toISOString() : null;
  const facts = [title.age !== null ? `${title.age} years old` : null, title.state].filter(Boolean);
  return (
    <header className="report-header">
      <ProfileImage className="report-header__image" image={image} size={96} alt="" />
      <div className="report-header__text">
        <p className="report-header__kicker">Social media report</p>
        <h1 className="report-header__name">{title.name || "Report"}</h1>
        {facts.length > 0 && <p className="report-header__facts">{facts.join(" · ")}</p>}
        <ul className="report-header__sources" aria-label="Networks in this report">
          {sources.map((source) => (
            <li key={source}>
              <SourceIcon source={source} size={20} />
              <span>{SOURCE_TITLES[source]}</span>
            </li>
          ))}
        </ul>
        {generated !== null && (
          <p className="report-header__date muted">
            Generated <time dateTime={generated}>{longDate(generated)}</time>
          </p>
        )}
      </div>
    </header>
  );
}
