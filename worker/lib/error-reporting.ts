import type { CloudflareOptions } from "@sentry/cloudflare";
import {
  NOTHING_PERSONAL,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpan,
  TRACES_SAMPLE_RATE,
} from "../domain/error-reports";
import { ConfigError, readConfig, sentryEnvironment } from "../env";

type Handlers = Required<Pick<ExportedHandler<Env>, "fetch" | "queue" | "scheduled">>;

/** The Worker's handlers, each one there and awaitable (the tests call them, without a context too). */
export type WorkerHandler = {
  fetch(...args: Parameters<Handlers["fetch"]>): Promise<Response>;
  queue(batch: Parameters<Handlers["queue"]>[0], env: Env, ctx?: ExecutionContext): Promise<void>;
  scheduled(controller: ScheduledController, env: Env, ctx?: ExecutionContext): Promise<void>;
};

type Sdk = typeof import("@sentry/cloudflare");

/** The SDK, once an invocation with a DSN has loaded it; without a DSN it is never even imported. */
let sdk: Sdk | undefined;

/**
 * Reports an unexpected error that was handled (the API's 500, a page's crash) to the current
 * invocation's client. A no-op without a DSN, and for any invocation the SDK does not wrap.
 */
export function reportError(error: unknown): void {
  sdk?.captureException(error);
}

/** The DSN, or "" for a refused configuration: that deployment only answers 500 (worker/index.ts). */
function configuredDsn(env: Env): string {
  try {
    return readConfig(env).SENTRY_DSN;
  } catch (error) {
    if (error instanceof ConfigError) return "";
    throw error;
  }
}

/**
 * Nothing personal is collected, and what is collected anyway (URLs, messages, breadcrumbs, span
 * attributes) is scrubbed on the way out (worker/domain/error-reports.ts). Queue messages carry
 * emails, so their arguments stay home too.
 */
function sentryOptions(env: Env): CloudflareOptions {
  const config = readConfig(env);
  return {
    dsn: config.SENTRY_DSN,
    environment: sentryEnvironment(config),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: {
      ...NOTHING_PERSONAL,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => scrubSpan(span),
  };
}

/**
 * The handlers, reported through Sentry (`withSentry`: fetch, queue and cron, with a trace of
 * each) when SENTRY_DSN is set; otherwise exactly the handlers given, the SDK never loaded.
 */
export function withErrorReporting(handler: WorkerHandler): WorkerHandler {
  let instrumented: Promise<WorkerHandler> | undefined;
  // `withSentry` rewrites the object it is given: it gets a copy, and `handler` stays as it is.
  const load = () =>
    (instrumented ??= import("@sentry/cloudflare").then((loaded) => {
      sdk = loaded;
      return loaded.withSentry(sentryOptions, { ...handler });
    }));
  return {
    async fetch(request, env, ctx) {
      if (!configuredDsn(env)) return handler.fetch(request, env, ctx);
      return (await load()).fetch(request, env, ctx);
    },
    async queue(batch, env, ctx) {
      if (!configuredDsn(env)) return handler.queue(batch, env, ctx);
      return (await load()).queue(batch, env, ctx);
    },
    async scheduled(controller, env, ctx) {
      if (!configuredDsn(env)) return handler.scheduled(controller, env, ctx);
      return (await load()).scheduled(controller, env, ctx);
    },
  };
}
