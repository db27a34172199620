import { loadAccount } from "../../worker/auth/account";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { ConfirmEmailNotice } from "../features/email-confirmation/components/confirm-email-notice";
import { AccountActions } from "../features/settings/components/account-actions";
import { EmailForm } from "../features/settings/components/email-form";
import { GoogleLink } from "../features/settings/components/google-link";
import { MarketingEmails } from "../features/settings/components/marketing-emails";
import { PasswordForm } from "../features/settings/components/password-form";
import { SubscriptionSummary } from "../features/settings/components/subscription-summary";
import { WatchedReports } from "../features/settings/components/watched-reports";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/settings";

export const meta = () => pageMeta("Settings", "Your Lookwise account settings.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const account = await loadAccount(request, page);
  return { account, watches: (await page.watches.list(account.id)).items };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { account, watches } = loaderData;
  const url = usePageUrl();
  return (
    <section className="container settings">
      <h1>Settings</h1>
      {!account.confirmed && (
        <ConfirmEmailNotice email={account.email} remainingDelay={account.remainingDelay} />
      )}
      <EmailForm email={account.email} hasPassword={account.hasPassword} />
      <PasswordForm hasPassword={account.hasPassword} />
      <MarketingEmails receive={account.receive} />
      <SubscriptionSummary subscription={account.subscription} plansUrl={url(pagePath("/plans"))} />
      <WatchedReports items={watches} reportUrl={(id) => url(pagePath("/report/:id", { id }))} />
      {account.google && <GoogleLink />}
      <AccountActions
        hasPassword={account.hasPassword}
        loginUrl={url(pagePath("/login"))}
        landingUrl={url(pagePath("/"))}
      />
    </section>
  );
}
