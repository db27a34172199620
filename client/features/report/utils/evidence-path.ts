import type { Source } from "../../../../worker/contracts/sources";

type Query = Record<string, string | number | undefined>;

/**
 * The API path of a report's detail under `/report/{id}/{source}/...`, each segment encoded. A
 * shared link's hash goes on every call (`h`), so a reader without the session still gets through.
 */
export function reportDetailPath(
  reportId: string,
  source: Source,
  segments: readonly string[],
  query: Query,
  shareHash: string | null,
): string {
  const path = [reportId, source, ...segments].map(encodeURIComponent).join("/");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  if (shareHash) params.set("h", shareHash);
  const search = params.toString();
  return `/report/${path}${search ? `?${search}` : ""}`;
}
