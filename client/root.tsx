import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { loadViewer } from "../worker/auth/viewer";
import { readConsent } from "../worker/consent";
import type { PublicConfig } from "../worker/contracts/site";
import { canonicalUrl } from "../worker/domain/hosts";
import { publicConfig } from "../worker/env";
import { COOKIE, requestCookie } from "../worker/lib/cookies";
import { pageContext } from "../worker/lib/page-context";
import type { Route } from "./+types/root";
import { CrashPage, ForbiddenPage, MaintenancePage, NotFoundPage } from "./components/layout/error-pages";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { JsonLd } from "./components/layout/json-ld";
import { Toaster } from "./components/ui/toaster";
import { CookieBanner } from "./features/cookie-consent/components/cookie-banner";
import { recordNavigation, reportError, startErrorReporting } from "./lib/error-reporting";
import { type SiteData, useSite } from "./lib/site";

/** The app's stylesheet is inlined by entry.server.tsx, not linked. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteData> {
  const page = context.get(pageContext);
  const { config, origins, nonce } = page;
  if (config.MAINTENANCE === "on") throw data("maintenance", { status: 503 });
  const url = new URL(request.url);
  return {
    nonce,
    origins,
    canonical: canonicalUrl(url.pathname, origins, page.examples.inUse),
    config: publicConfig(config),
    viewer: await loadViewer(request, page),
    consent: readConsent(requestCookie(request, COOKIE.consent)),
  };
}

/** Error reporting starts where the configuration has a DSN; from then on every page visited is kept. */
function useErrorReporting(config: PublicConfig | undefined) {
  const { pathname, search } = useLocation();
  const dsn = config?.sentryDsn ?? "";
  const environment = config?.sentryEnvironment ?? "";
  useEffect(() => {
    startErrorReporting({ sentryDsn: dsn, sentryEnvironment: environment });
  }, [dsn, environment]);
  useEffect(() => {
    recordNavigation(`${pathname}${search}`);
  }, [pathname, search]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSite();
  useErrorReporting(site?.config);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {site && <link rel="canonical" href={site.canonical} />}
        <Links />
        {site && <JsonLd nonce={site.nonce} origins={site.origins} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* Before the page: keyboard users meet the choice first, not after the footer. */}
        {site && !site.viewer && !site.consent.sended && <CookieBanner />}
        <div className="page">
          <Header />
          <main className="main" id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
        <Toaster />
        <ScrollRestoration nonce={site?.nonce} />
        <Scripts nonce={site?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The answers that have a page of their own; anything else is a crash, and reported. */
const EXPECTED_STATUSES = new Set([403, 404, 503]);

export function ErrorBoundary() {
  const error = useRouteError();
  const expected = isRouteErrorResponse(error) && EXPECTED_STATUSES.has(error.status);
  useEffect(() => {
    if (expected) return;
    reportError(isRouteErrorResponse(error) ? new Error(`Route error response ${error.status}`) : error);
  }, [error, expected]);
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 403) return <ForbiddenPage />;
    if (error.status === 503) return <MaintenancePage />;
  }
  return <CrashPage />;
}
