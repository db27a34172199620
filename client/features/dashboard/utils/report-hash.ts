/**
 * The spec carries `/dashboard?id=X` as `/dashboard#X`: the address to redirect to (other query
 * parameters kept), or null when there is no id.
 */
export function reportHashRedirect(url: URL): string | null {
  const id = url.searchParams.get("id");
  if (!id) return null;
  const rest = new URLSearchParams(url.search);
  rest.delete("id");
  const query = rest.toString();
  return `${url.pathname}${query ? `?${query}` : ""}#${encodeURIComponent(id)}`;
}

/** The report id a dashboard hash names, or null. */
export function reportIdFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, "");
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
