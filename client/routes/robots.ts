import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import type { Route } from "./+types/robots";

/** The landing host is indexed except its private flows; the app host holds only personal pages. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { origins } = context.get(pageContext);
  const { origin } = new URL(request.url);
  const singleHost = origins.landing === origins.app;
  const lines =
    origin === origins.landing || singleHost
      ? [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          `Disallow: ${pagePath("/login")}`,
          ...(singleHost
            ? [`Disallow: ${pagePath("/dashboard")}`, `Disallow: ${pagePath("/settings")}`]
            : []),
          `Sitemap: ${origins.landing}${pagePath("/sitemap.xml")}`,
        ]
      : ["User-agent: *", "Disallow: /"];
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
