import { pagePath } from "../../worker/domain/page-path";
import { pageMeta } from "../lib/meta";
import { usePageUrl, useSite } from "../lib/site";

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    "What Lookwise collects, why, how long we keep it and your choices, including opt-out.",
  );

export default function PrivacyPolicy() {
  const url = usePageUrl();
  const site = useSite();
  const email = site?.config.supportEmail;
  return (
    <article className="container prose">
      <h1>Privacy Policy</h1>
      <p className="muted">Effective November 23, 2026</p>
      <p>
        This policy explains what Lookwise collects about the people who use it and about the people who
        appear in its reports, why, and what choices each of them has.
      </p>

      <h2>1. Information about our users</h2>
      <ul>
        <li>
          <strong>Account:</strong> your email address, a salted hash of your password (never the password
          itself), and, if you sign in with Google, your Google account id and email.
        </li>
        <li>
          <strong>Searches and reports:</strong> what you searched for (name, age, state, usernames or links),
          the profiles you confirmed and the reports built from them.
        </li>
        <li>
          <strong>Payments:</strong> Stripe processes card details; we only receive the plan, status and
          billing period.
        </li>
        <li>
          <strong>Technical data:</strong> IP address (to limit abuse, such as repeated sign-in attempts),
          session cookies, and, if you accept all cookies, anonymous usage events.
        </li>
      </ul>

      <h2>2. Information about people in reports</h2>
      <p>
        Reports contain only information that people publish on public social media profiles: names,
        usernames, profile pictures, bios, public posts, and public lists of followed accounts and followers.
        We do not buy data from data brokers, and we never access private profiles or messages. We keep a
        report's results (the interests and red flags found, the posts and accounts shown as their evidence,
        friends and the summary) so its owner can open it again. The raw material a report is built from (the
        full lists of followed accounts and followers, and posts that are not evidence) is deleted{" "}
        {site?.config.rawRetentionDays ?? 30} days after the report is generated. Deleting a report, or the
        account that owns it, deletes all of its data, including the profile pictures copied for it.
      </p>

      <h2>3. How we use it</h2>
      <p>
        To provide the Service (find profiles, build and show reports, send account emails), to keep it
        secure, to process subscriptions, and, with your consent, to understand how the Service is used. We do
        not sell personal information and we do not use reports for advertising.
      </p>

      <h2>4. The FCRA</h2>
      <p>
        Lookwise is not a consumer reporting agency and its reports are not consumer reports under the Fair
        Credit Reporting Act. Our users agree not to use reports for employment, housing, credit, insurance or
        other FCRA purposes.
      </p>

      <h2>5. Opting out</h2>
      <p>
        If you appear in Lookwise and do not want to, submit your profile links through the{" "}
        <a href={url(pagePath("/opt-out"))}>opt-out form</a>. Once processed, those profiles are never fetched
        again, they appear in no new report, and searches show them only as opted out. We keep the opt-out
        request itself (your links and contact email) so we can honour it.
      </p>

      <h2>6. Cookies</h2>
      <p>
        Essential cookies keep you signed in, remember your cookie choice and any promo code for up to one
        year. Analytics cookies are used only if you choose "Accept all" in the cookie banner; "Essentials
        only" turns them off.
      </p>

      <h2>7. Sharing</h2>
      <p>
        We share data only with the processors that run the Service (Cloudflare for hosting and storage,
        Stripe for payments, our email provider), when you make a report public with its share link, or when
        the law requires it.
      </p>

      <h2>8. Your rights</h2>
      <p>
        You can see and change your account data in Settings, delete your account and all your reports there,
        and turn marketing emails off. Residents of California and other states with privacy laws may also ask
        for a copy of their data or its deletion by writing to <a href={`mailto:${email}`}>{email}</a>; we
        answer within 30 days.
      </p>

      <h2>9. Security and retention</h2>
      <p>
        Data is encrypted in transit, passwords are stored only as slow salted hashes, and access is limited
        to what running the Service needs. Account data is kept while the account exists; logs of security
        events for up to 90 days.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about privacy: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </article>
  );
}
