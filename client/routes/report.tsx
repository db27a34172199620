import { lazy } from "react";
import { redirect, type ShouldRevalidateFunction } from "react-router";
import { pageOwner } from "../../worker/auth/owner";
import { isReportId } from "../../worker/contracts/report";
import { pagePath } from "../../worker/domain/page-path";
import { isFinished } from "../../worker/domain/report-lifecycle";
import { pageContext } from "../../worker/lib/page-context";
import { ReportPage } from "../features/report/components/report-page";
import { isNewlyCreated } from "../features/report/utils/newly-created";
import { pageMeta } from "../lib/meta";
import { reportTitle } from "../lib/report-title";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/report";

// Shown only in a locked report's sign-up dialog (itself loaded when it opens, inside its Suspense).
const LoginForm = lazy(async () => ({
  default: (await import("../features/auth/components/login-form")).LoginForm,
}));

/**
 * The page keeps its report in state and reloads it itself (live generation, unlocking); a
 * revalidation (the lock modal's sign-up refreshing the header) must not read it a second time.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => currentParams.id !== nextParams.id && defaultShouldRevalidate;

/** The largest page of interests a report page asks for: every network's whole list. */
const ALL_INTERESTS = 100;

/**
 * The report through the same services as the API: who may read it and how much (a subscriber's
 * first full view takes one report of the quota), the completed report from D1, or the state of
 * a generation the page then follows live. A report nobody may see sends the visitor to its
 * create page (the spec's "failed report lookup"), which answers 404 to anyone but its owner.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = params.id;
  const toCreate = () => redirect(pagePath("/report/:id/create", { id }));
  const hash = new URL(request.url).searchParams.get("h");
  const reader = { owner: await pageOwner(request, page), hash };
  const found = isReportId(id) ? await page.reports.open(id, reader, true) : null;
  if (!found || found.report.status === "draft") throw toCreate();
  const { report, access } = found;
  const base = {
    id,
    title: { name: report.name ?? "", age: report.age, state: report.state },
    owner: access.owner,
    example: page.reports.isExample(id),
    // Only a link that opens the report is passed on (to the API calls and the share buttons).
    shareHash: access.link ? hash : null,
  };
  if (!isFinished(report.status)) {
    const check = await page.reports.check(report);
    return { ...base, view: null, check, newlyCreated: false, ogImage: null };
  }
  const view = await page.reports.view(report, access, ALL_INTERESTS);
  // Public reports (examples, shared links) carry their share card as the Open Graph image.
  const card =
    report.status === "completed" && (base.example || base.shareHash !== null)
      ? await page.reports.shareCard(report)
      : null;
  return {
    ...base,
    view,
    check: null,
    newlyCreated: isNewlyCreated(view.tracked, Date.now()),
    ogImage: card ? `${page.origins.landing}/img?url=${encodeURIComponent(card)}&w=1200&q=90` : null,
  };
}

const DESCRIPTION =
  "A social media screening report: interests, red flags, friends and a summary, with the evidence behind each.";

export const meta = ({ loaderData: data }: Route.MetaArgs) => {
  const title = data ? `Report on ${reportTitle(data.title)}` : "Report";
  const image = data?.ogImage;
  return [
    ...pageMeta(title, DESCRIPTION),
    { property: "og:title", content: title },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:type", content: "article" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : []),
  ];
};

export default function Report({ loaderData }: Route.ComponentProps) {
  const url = usePageUrl();
  return (
    <ReportPage
      key={loaderData.id}
      {...loaderData}
      renderSignUp={({ onSignedUp, next }) => (
        <LoginForm
          mode="signUp"
          next={next}
          recoveryUrl={url(pagePath("/recovery"))}
          submitLabel="Sign Up"
          onSuccess={onSignedUp}
        />
      )}
    />
  );
}
