import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { ProfileImage } from "../../../components/ui/profile-image";
import { SourceIcon } from "../../../components/ui/source-icon";
import { type LiveReport, sourceActivity } from "../utils/live-report";

const STEPS: Record<LiveReport["status"], string> = {
  draft: "Waiting to start",
  queued: "Starting",
  scraping: "Loading the selected profiles",
  analysing: "Reading interests and red flags",
  summarising: "Writing the summary",
  completed: "Done",
  failed: "The report could not be generated",
};

/**
 * A report being built, as it happens: one progress bar per network with what it is doing,
 * profile cards as they load, interests as they are found, and the summary as it is written.
 */
export function LiveProgress({ state }: { state: LiveReport }) {
  const sources = Object.keys(state.sources) as Source[];
  const percent =
    state.progress.total === 0 ? 0 : Math.round((state.progress.done / state.progress.total) * 100);
  return (
    <section className="live" aria-labelledby="live-title">
      <h2 id="live-title" className="live__title">
        Building the report
      </h2>
      <p className="live__step" aria-live="polite">
        {STEPS[state.status]}
      </p>
      <progress className="live__overall" max={100} value={percent} aria-label="Overall progress">
        {percent}%
      </progress>
      <ul className="live__sources">
        {sources.map((source) => {
          const s = state.sources[source];
          const done = s?.progress.done ?? 0;
          const total = Math.max(1, s?.progress.total ?? 1);
          return (
            <li key={source} className={`live__source live__source--${s?.status ?? "queued"}`}>
              <SourceIcon source={source} size={20} />
              <span className="live__source-name">{SOURCE_TITLES[source]}</span>
              <progress
                max={total}
                value={s?.status === "analysed" ? total : done}
                aria-label={`${SOURCE_TITLES[source]} progress`}
              />
              <span className="live__source-activity">{sourceActivity(s?.status)}</span>
            </li>
          );
        })}
      </ul>
      {state.profiles.length > 0 && (
        <ul className="live__profiles" aria-label="Profiles">
          {state.profiles.map((p) => (
            <li key={`${p.source}:${p.id}`} className={`live-profile live-profile--${p.status}`}>
              <ProfileImage image={p.image} size={48} alt="" />
              <div>
                <p className="live-profile__name">
                  <SourceIcon source={p.source} size={16} /> {p.fullname}
                  <span className="muted"> @{p.username}</span>
                </p>
                <p className="live-profile__status muted">
                  {p.status === "loading" ? "Loading…" : (p.coverage ?? "Could not be loaded")}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {Object.entries(state.interests).map(([source, interests]) =>
        interests && interests.length > 0 ? (
          <p key={source} className="live__found">
            <strong>{SOURCE_TITLES[source as Source]}:</strong>{" "}
            {interests
              .slice(0, 6)
              .map((i) => `${i.title} (${i.count})`)
              .join(", ")}
          </p>
        ) : null,
      )}
      {state.summary !== "" && (
        <div className="live__summary">
          <h3>Summary</h3>
          <p className="typing" aria-live="polite">
            {state.summary}
          </p>
        </div>
      )}
    </section>
  );
}
