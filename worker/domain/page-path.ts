import { href } from "react-router";

declare const pagePathBrand: unique symbol;

/**
 * The path of a page declared in `client/routes.ts`, possibly with a query and fragment. Only
 * `pagePath` makes one, so a link to a route that does not exist, or one missing a parameter,
 * does not compile.
 */
export type PagePath = string & { readonly [pagePathBrand]: true };

/** React Router's typed `href()`: the one way server and browser code name a page. */
export function pagePath<Path extends Parameters<typeof href>[0]>(
  ...args: Parameters<typeof href<Path>>
): PagePath {
  return href(...args) as PagePath;
}

/** A page's path with a query (undefined values left out) and an optional fragment. */
export function withQuery(
  path: PagePath,
  query: Record<string, string | number | undefined>,
  hash?: string,
): PagePath {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const [base = "", fragment] = path.split("#", 2);
  const separator = base.includes("?") ? "&" : "?";
  const queryText = search.size > 0 ? `${separator}${search}` : "";
  const hashText = hash ? `#${encodeURIComponent(hash)}` : fragment !== undefined ? `#${fragment}` : "";
  return `${base}${queryText}${hashText}` as PagePath;
}
