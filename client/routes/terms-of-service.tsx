import { pagePath } from "../../worker/domain/page-path";
import { pageMeta } from "../lib/meta";
import { usePageUrl, useSite } from "../lib/site";

export const meta = () => pageMeta("Terms of Service", "The terms that govern your use of Lookwise.");

export default function TermsOfService() {
  const url = usePageUrl();
  const site = useSite();
  const email = site?.config.supportEmail;
  return (
    <article className="container prose">
      <h1>Terms of Service</h1>
      <p className="muted">Effective November 21, 2026</p>
      <p>
        These terms are an agreement between you and Lookwise ("we", "us") about your use of the Lookwise
        website and application (the "Service"). By searching, creating an account or buying a plan you accept
        them. If you do not agree, do not use the Service.
      </p>

      <h2>1. What the Service does</h2>
      <p>
        Lookwise searches publicly available social media profiles on Instagram, Facebook, TikTok, X and
        LinkedIn for a name, username or profile link you enter, lets you confirm which profiles belong to the
        person you are looking for, and builds a report of the interests, possible red flags, friends and
        common interests that those public profiles show, with an automatically generated summary. We do not
        access private profiles, messages or any information that is not shown to the public, and we do not
        verify the identity of the people in a report.
      </p>

      <h2>2. Not a consumer reporting agency (FCRA)</h2>
      <p>
        Lookwise is not a consumer reporting agency as defined by the Fair Credit Reporting Act, 15 U.S.C. §
        1681 et seq. ("FCRA"), and the reports are not consumer reports. You agree that you will not use the
        Service or any information obtained from it, in whole or in part, as a factor in deciding a person's
        eligibility for:
      </p>
      <ul>
        <li>employment, promotion, reassignment or retention, including volunteers and contractors;</li>
        <li>renting or leasing housing, or any other tenant screening;</li>
        <li>credit, loans or other financing;</li>
        <li>insurance underwriting or pricing;</li>
        <li>a government license or benefit;</li>
        <li>any other purpose covered by the FCRA or a similar state law.</li>
      </ul>
      <p>
        We may suspend any account that we reasonably believe uses the Service for such a purpose. Each search
        you run confirms this agreement.
      </p>

      <h2>3. Permitted use</h2>
      <p>
        You may use the Service for personal safety and curiosity, for example to check someone before a date,
        a marketplace deal or a meeting. You must be at least 18 years old. You must not use the Service to
        stalk, harass, threaten, discriminate against or intimidate anyone, to find a person who does not want
        to be found, or in any way that breaks the law. Do not scrape, resell or bulk-download the Service or
        its reports.
      </p>

      <h2>4. Accuracy</h2>
      <p>
        Reports are built automatically from what people publish, which may be outdated, incomplete, satirical
        or wrong, and our matching and classification can make mistakes. Every interest and red flag shows the
        posts or accounts behind it so you can judge it yourself; you can report a wrong classification from
        the report. The Service is provided "as is", without any warranty that a report is accurate or
        complete.
      </p>

      <h2>5. Accounts</h2>
      <p>
        Keep your password secret and your email address current; you are responsible for activity under your
        account. You can delete your account from Settings at any time, which deletes your reports and cancels
        your subscription.
      </p>

      <h2>6. Plans, payments and cancellation</h2>
      <p>
        Paid plans renew automatically each week or month at the price shown when you subscribe, and include
        the number of full reports listed for each period. Unused reports do not carry over. Payments are
        processed by Stripe. You can cancel at any time in Settings; the plan then stays active until the end
        of the paid period and is not renewed. Introductory offers apply once per customer for the time shown.
        Except where the law requires otherwise, payments are not refundable.
      </p>

      <h2>7. Opt-out</h2>
      <p>
        Anyone can ask us to exclude their profiles through the{" "}
        <a href={url(pagePath("/opt-out"))}>opt-out form</a>. Excluded profiles are not fetched again and do
        not appear in reports created afterwards.
      </p>

      <h2>8. Liability</h2>
      <p>
        To the extent the law allows, Lookwise is not liable for indirect or consequential damages, and our
        total liability for any claim is limited to the amount you paid us in the twelve months before it. You
        agree to indemnify us against claims that arise from your misuse of the Service or breach of these
        terms.
      </p>

      <h2>9. Changes and contact</h2>
      <p>
        We may change these terms; we will post the new version here and, for material changes, email account
        holders before they take effect. These terms are governed by the laws of the State of Delaware.
        Questions: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </article>
  );
}
