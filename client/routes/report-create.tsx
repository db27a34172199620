import { data } from "react-router";
import { api } from "../../worker/api/v1";
import type { CreateReportResponse } from "../../worker/contracts/create";
import { pageContext } from "../../worker/lib/page-context";
import { CreateSelection } from "../features/create/components/create-selection";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/report-create";

export const meta = () =>
  pageMeta("Select profiles", "Choose the profiles that belong to the person before the report is built.");

/**
 * The draft through the create API's own handler, in-process: it decides who owns the draft
 * (account or visitor cookie) exactly as the browser's calls do. Anyone else gets the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(pageContext);
  const url = new URL(`/api/v1/create/${encodeURIComponent(params.id)}`, request.url);
  const response = await api.fetch(
    new Request(url, { headers: { Cookie: request.headers.get("Cookie") ?? "" } }),
    env,
    ctx,
  );
  // Any refusal of the address (unknown, not theirs, an id no draft can have) is the 404 page.
  if (!response.ok) throw data(null, { status: response.status < 500 ? 404 : 500 });
  return { draft: (await response.json()) as CreateReportResponse };
}

export default function ReportCreate({ loaderData }: Route.ComponentProps) {
  return <CreateSelection key={loaderData.draft.id} draft={loaderData.draft} />;
}
