import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import type { Route } from "./+types/sitemap";

const PUBLIC_PAGES = [
  pagePath("/"),
  pagePath("/plans"),
  pagePath("/report-examples"),
  pagePath("/faq"),
  pagePath("/info/terms-of-service"),
  pagePath("/info/privacy-policy"),
  pagePath("/opt-out"),
];

/** Every public, canonical landing page, the example reports in use included. */
export function loader({ context }: Route.LoaderArgs) {
  const { origins, examples } = context.get(pageContext);
  const paths = [...PUBLIC_PAGES, ...examples.inUse.map((e) => pagePath("/report/:id", { id: e.id }))];
  const urls = paths.map((path) => `  <url><loc>${origins.landing}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
