import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { ShareButtons } from "../components/ui/share-buttons";
import { SearchForm } from "../features/create/components/search-form";
import { pageMeta } from "../lib/meta";
import { howtoVideoUrl, usePageUrl, useSite } from "../lib/site";
import type { Route } from "./+types/home";

export const meta = () =>
  pageMeta(
    "Social media background check and screening",
    "Find someone's public Instagram, Facebook, TikTok, X and LinkedIn profiles by name or username and get a report of their interests, red flags and friends.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return { offer: await context.get(pageContext).catalog.advertisedOffer() };
}

const STEPS = [
  { title: "Search", text: "Enter a name with an optional age and state, or a username or profile link." },
  {
    title: "Confirm",
    text: "We find matching public profiles and show why each one matches. You pick the right ones.",
  },
  {
    title: "Read the report",
    text: "Interests, red flags with the posts behind them, friends and an AI summary, built live.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  const site = useSite();
  const video = howtoVideoUrl(site?.config.howtoVideoCode ?? "");
  const { offer } = loaderData;
  return (
    <>
      <section className="hero container">
        <h1>Social media background check</h1>
        <p className="hero__lead">
          See what someone shares in public before you meet, date, rent a room or do business with them. One
          search across Instagram, Facebook, TikTok, X and LinkedIn.
        </p>
        <SearchForm />
        <div className="hero__actions">
          <a className="button button--ghost button--large" href={url(pagePath("/report-examples"))}>
            See example reports
          </a>
          <a className="button button--ghost button--large" href={url(pagePath("/plans"))}>
            Plans from $0.99
          </a>
          {video && (
            <a className="hero__video" href={video} rel="noopener noreferrer" target="_blank">
              Watch how it works
            </a>
          )}
        </div>
        {offer && (
          <p className="hero__offer">
            Special first-week offer: up to {offer.reports} reports for ${offer.price.toFixed(2)}.
          </p>
        )}
      </section>
      <section className="steps container" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container notice">
        <p>
          Plans start at $0.99 per week or month. Lookwise shows only public information and is not a consumer
          reporting agency: do not use it for employment, tenant, credit or insurance decisions.
        </p>
      </section>
      <section className="container home-share" aria-labelledby="share-title">
        <h2 id="share-title">Share Lookwise</h2>
        <ShareButtons
          url={url(pagePath("/"))}
          title="Lookwise: a social media background check"
          label="Share Lookwise"
        />
      </section>
    </>
  );
}
