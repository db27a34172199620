import { redirect } from "react-router";
import { loadAccount } from "../../worker/auth/account";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { ReportList } from "../features/dashboard/components/report-list";
import { reportHashRedirect } from "../features/dashboard/utils/report-hash";
import { ConfirmEmailNotice } from "../features/email-confirmation/components/confirm-email-notice";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/dashboard";

export const meta = () => pageMeta("Your reports", "Your previous Lookwise reports.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await loadAccount(request, context.get(pageContext));
  // The spec carries ?id= as the hash, which the browser keeps and the server never sees.
  const withHash = reportHashRedirect(new URL(request.url));
  if (withHash) throw redirect(withHash);
  return { account };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const url = usePageUrl();
  return (
    <section className="container reports">
      <div className="reports__header">
        <h1>Your reports</h1>
        <a className="button" href={url(pagePath("/"))}>
          New search
        </a>
      </div>
      {!account.confirmed && (
        <ConfirmEmailNotice email={account.email} remainingDelay={account.remainingDelay} />
      )}
      <ReportList userId={account.id} pageUrl={url} />
    </section>
  );
}
