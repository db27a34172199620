/**
 * A link a network gave us (a profile, a post, a followed account) as a page may show it: only an
 * http(s) address. React blocks `javascript:` itself, but a `data:` or `vbscript:` address (or
 * anything else a network's data could hold) would still be a clickable link: none is.
 */
export function externalHref(link: string): string | undefined {
  if (!URL.canParse(link)) return undefined;
  const { protocol } = new URL(link);
  return protocol === "https:" || protocol === "http:" ? link : undefined;
}
