import { accountService } from "./auth/service";
import { createService } from "./create/service";
import { createDb } from "./db/client";
import { readSimAdvance } from "./db/dev-clock";
import { devEndpointsOpen } from "./dev/switch";
import { examplesInUse } from "./domain/examples";
import { resolveOrigins } from "./domain/hosts";
import { configuredMailer } from "./email/delivery";
import type { Config } from "./env";
import { exampleService } from "./generation/examples";
import { watchService } from "./monitoring/watch";
import { optOutService } from "./optout/submit";
import type { Billing } from "./payments/billing";
import { catalogService } from "./payments/catalog";
import { billingFor } from "./payments/provider";
import { subscriptionService } from "./payments/subscriptions";
import { reportService } from "./reports/service";
import { sourcesTransport } from "./sources/configured";

/**
 * What one request works with, built once (STYLE 7): the API's `services` middleware puts it on
 * Hono's context (`c.var`), the page handler on React Router's (`pageContext`), so handlers and
 * loaders call the same services and never build a client themselves.
 */
export function createServices(env: Env, config: Config, url: URL) {
  const db = createDb(env.DB);
  const origins = resolveOrigins(config, url);
  const sources = sourcesTransport(config, env.SOURCES, () => readSimAdvance(db));
  const lookups = { db, transport: sources, bucket: env.IMAGES_BUCKET };
  const examples = examplesInUse(config);
  const mailer = configuredMailer(config, db, env.MAIL_QUEUE);
  let provider: Billing | undefined;
  /** The payment provider, made on first use: production without Stripe keys has none (503). */
  const billing = (): Billing => {
    provider ??= billingFor(config, db, origins.app);
    return provider;
  };
  return {
    config,
    db,
    url,
    origins,
    /** Where source connectors send requests (SOURCES_MODE). */
    sources,
    /** Sends now, or leaves the email on the mail queue for a retry: never fails a request. */
    mailer,
    billing,
    /** Whether the development-only endpoints and pages exist for this request. */
    devOpen: devEndpointsOpen(config.ENVIRONMENT, url.hostname),
    reports: reportService({ env, db, examples }),
    create: createService(lookups),
    examples: exampleService({ ...lookups, env, examples }),
    catalog: catalogService(db),
    subscriptions: subscriptionService(db, billing),
    accounts: accountService({ env, db, config, origins, mailer, billing }),
    optOuts: optOutService({ ...lookups, scrapeQueue: env.SCRAPE_QUEUE, mailer }),
    watches: watchService({ db, secret: config.AUTH_SECRET, appOrigin: origins.app }),
  };
}

export type Services = ReturnType<typeof createServices>;
