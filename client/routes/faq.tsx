import { pagePath } from "../../worker/domain/page-path";
import { pageMeta } from "../lib/meta";
import { howtoVideoUrl, usePageUrl, useSite } from "../lib/site";

export const meta = () =>
  pageMeta(
    "Frequently asked questions",
    "How Lookwise searches public social media profiles, what a report contains, pricing and opting out.",
  );

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: "What is Lookwise?",
    a: "Lookwise is a social media background check. You enter a name (with an optional age and US state) or a username or profile link, confirm which public profiles belong to the person, and get a report of their interests, red flags, friends and common interests, with an AI summary.",
  },
  {
    q: "Which networks do you search?",
    a: "Instagram, Facebook, TikTok and X for reports, and LinkedIn for finding people. We only read what a profile shows to the public; private profiles are listed as private and never analysed.",
  },
  {
    q: "How do you know it is the right person?",
    a: 'Each candidate profile comes with a confidence score and the reasons behind it, for example "name matches, lives in TX, age unknown". You choose the profiles that go into the report, so nothing is added without your confirmation.',
  },
  {
    q: "What are red flags?",
    a: "Public posts and followed accounts about hate, harassment, violence, weapons, drugs, heavy drinking, gambling, sexual content, self-harm or extremism. Every flag shows the posts or accounts behind it, so you can judge for yourself. If something is classified wrongly, you can report it and it stops counting.",
  },
  {
    q: "How long does a report take?",
    a: "Profiles load in a few seconds to a couple of minutes, and you can watch the report being built live. The AI summary takes up to one minute.",
  },
  {
    q: "Can I use Lookwise to screen a job applicant or a tenant?",
    a: "No. Lookwise is not a consumer reporting agency under the Fair Credit Reporting Act (FCRA). Its reports must not be used for decisions about employment, housing, credit, insurance or any other FCRA purpose.",
  },
  {
    q: "How much does it cost?",
    a: "Your first search is free. Plans start at $0.99 per week or month, each with a report quota, and new customers get a special first-week offer of up to ten reports.",
  },
  {
    q: "How do I remove my profiles from Lookwise?",
    a: "Use the opt-out form with links to your profiles. Once confirmed, those profiles are never fetched again and appear in no report.",
  },
];

export default function Faq() {
  const site = useSite();
  const url = usePageUrl();
  const video = howtoVideoUrl(site?.config.howtoVideoCode ?? "");
  return (
    <section className="container prose">
      <h1>Frequently asked questions</h1>
      {video && (
        <p>
          New here? <a href={video}>Watch how Lookwise works</a>.
        </p>
      )}
      <div className="faq">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="faq__item">
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
      <p>
        Still have a question? Write to{" "}
        <a href={`mailto:${site?.config.supportEmail}`}>{site?.config.supportEmail}</a> or read our{" "}
        <a href={url(pagePath("/info/terms-of-service"))}>Terms of Service</a>.
      </p>
    </section>
  );
}
