import { data } from "react-router";
import { pageOwner } from "../../worker/auth/owner";
import { DEFAULT_PAGE_SIZE } from "../../worker/contracts/paging";
import { isReportId } from "../../worker/contracts/report";
import { pageContext } from "../../worker/lib/page-context";
import { CreateSelection } from "../features/create/components/create-selection";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/report-create";

export const meta = () =>
  pageMeta("Select profiles", "Choose the profiles that belong to the person before the report is built.");

/**
 * The draft through the create API's own services: it decides who owns the draft (account or
 * visitor cookie) exactly as the browser's calls do. Anyone else gets the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const owner = await pageOwner(request, page);
  // Any refusal of the address (unknown, not theirs, an id no draft can have) is the 404 page.
  const report = owner && isReportId(params.id) ? await page.reports.findOwned(params.id, owner) : undefined;
  if (!report) throw data(null, { status: 404 });
  return { draft: await page.create.view(report, DEFAULT_PAGE_SIZE) };
}

export default function ReportCreate({ loaderData }: Route.ComponentProps) {
  return <CreateSelection key={loaderData.draft.id} draft={loaderData.draft} />;
}
