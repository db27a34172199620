import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { ProfileImage } from "../components/ui/profile-image";
import { SourceIcon } from "../components/ui/source-icon";
import { pageMeta } from "../lib/meta";
import { reportTitle } from "../lib/report-title";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/report-examples";

export const meta = () =>
  pageMeta(
    "Report examples",
    "Free example reports: see the interests, red flags and friends a Lookwise social media check finds.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { examples } = context.get(pageContext);
  return { examples: await examples.list(), published: examples.inUse.length > 0 };
}

/** The public example reports, free to open for anyone. */
export default function ReportExamples({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  const { examples, published } = loaderData;
  return (
    <section className="container reports">
      <h1>Report examples</h1>
      <p className="lead">
        See what a Lookwise report looks like before you run your own search. Each example is a full report on
        one person’s public social media profiles: the interests, red flags and friends found, with a short
        summary. They are free to open.
      </p>
      {!published ? (
        <p className="reports__status" role="status">
          No example reports yet. Run a search of your own to see what a report shows.
        </p>
      ) : examples.length === 0 ? (
        <p className="reports__status" role="status">
          The example reports are being prepared. Please check back in a minute.
        </p>
      ) : (
        <ul className="reports__list" aria-label="Example reports">
          {examples.map((example) => (
            <li key={example.id} className="card report-card">
              <ProfileImage className="report-card__image" image={example.image} size={72} alt="" />
              <div className="report-card__body">
                <h2 className="report-card__title">
                  <a href={url(pagePath("/report/:id", { id: example.id }))}>{reportTitle(example.title)}</a>
                </h2>
                <ul className="report-card__sources" aria-label="Networks">
                  {example.sources.map((source) => (
                    <li key={source}>
                      <SourceIcon source={source} />
                    </li>
                  ))}
                </ul>
                {example.interests.length > 0 && (
                  <p className="report-card__meta">
                    {example.interests.map((interest, i) => (
                      <span key={interest.id} className={interest.redzone ? "example-flag" : undefined}>
                        {i > 0 ? " · " : ""}
                        {interest.title}
                      </span>
                    ))}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
