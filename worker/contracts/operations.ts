import * as z from "zod/mini";
import type { $ZodObject, $ZodType } from "zod/v4/core";
import { analyticsEventSchema } from "./analytics";
import {
  confirmEmailAnswerSchema,
  emailChangeAnswerSchema,
  receiveAnswerSchema,
  recoveryLinkAnswerSchema,
  resendAnswerSchema,
  userInfoSchema,
} from "./auth";
import {
  deleteAccountBody,
  googleBody,
  linkHashParam,
  recoveryBody,
  resetBody,
  settingsEmailBody,
  settingsEmailConfirmBody,
  settingsPasswordBody,
  settingsReceiveBody,
  signinBody,
  signupBody,
} from "./auth-schema";
import {
  billingPortalAnswerSchema,
  localCheckoutAnswerSchema,
  offerAnswerSchema,
  plansAnswerSchema,
  startSubscriptionAnswerSchema,
  subscriptionInfoSchema,
  webhookAnswerSchema,
} from "./billing";
import { offerParam, planParam } from "./billing-schema";
import { deletedAnswerSchema, okAnswerSchema } from "./common";
import {
  createAddResponseSchema,
  createConfirmResponseSchema,
  createReportResponseSchema,
  createResponseSchema,
  createSearchResponseSchema,
  createSourceResponseSchema,
  optOutResponseSchema,
} from "./create";
import {
  createAddBody,
  createBody,
  createConfirmBody,
  createIdParam,
  createSearchBody,
  createSourceParam,
  optOutFields,
} from "./create-schema";
import { clockAnswerSchema, cronAnswerSchema, outboxAnswerSchema, probeAnswerSchema } from "./dev";
import { checkoutBody, checkoutParam, clockBody, outboxQuery, probeParam } from "./dev-schema";
import { type ErrorCode, errorBodySchema } from "./errors";
import { limitQuery, pageQuery } from "./paging-schema";
import {
  checkResponseSchema,
  commonInterestsResponseSchema,
  evidenceResponseSchema,
  exampleReportsSchema,
  examplesGenerateAnswerSchema,
  friendsResponseSchema,
  generateResponseSchema,
  historyResponseSchema,
  interestProfilesResponseSchema,
  issueResponseSchema,
  redZoneResponseSchema,
  reportListResponseSchema,
  reportResponseSchema,
  shareImageResponseSchema,
  shareResponseSchema,
  sourceInterestsResponseSchema,
  summaryResponseSchema,
  unshareResponseSchema,
  watchListResponseSchema,
  watchResponseSchema,
  watchStopResponseSchema,
} from "./report";
import { reportEventSchema } from "./report-events";
import {
  friendParam,
  generateBody,
  issueBody,
  issueParam,
  redzoneParam,
  reportIdParam,
  reportInterestParam,
  reportPageQuery,
  reportQuery,
  reportSourceParam,
  shareQuery,
  snoopImageBody,
  watchBody,
  watchStopBody,
} from "./report-schema";
import { consentSchema, healthAnswerSchema, usStatesAnswerSchema } from "./site";
import { consentBody } from "./site-schema";

/*
 * Every operation of the API (API.md) in one registry: the API reference (`GET /openapi.json`,
 * `GET /reference`, worker/api/v1/openapi) is generated from it, and a test holds it to the
 * routes the API really serves and to the schemas their handlers validate. Server side only: it
 * imports the request schemas.
 */

/** `GET /openapi.json`: this API's OpenAPI 3.1 document (the OpenAPI specification has the rest of its shape). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** The answers by the name the document gives them: the contract types the handlers `satisfies`. */
export const ANSWER_SCHEMAS = {
  ErrorBody: errorBodySchema,
  HealthAnswer: healthAnswerSchema,
  UsStatesAnswer: usStatesAnswerSchema,
  PlansAnswer: plansAnswerSchema,
  Consent: consentSchema,
  OfferAnswer: offerAnswerSchema,
  UserInfo: userInfoSchema,
  OkAnswer: okAnswerSchema,
  DeletedAnswer: deletedAnswerSchema,
  ResendAnswer: resendAnswerSchema,
  ConfirmEmailAnswer: confirmEmailAnswerSchema,
  RecoveryLinkAnswer: recoveryLinkAnswerSchema,
  EmailChangeAnswer: emailChangeAnswerSchema,
  ReceiveAnswer: receiveAnswerSchema,
  BillingPortalAnswer: billingPortalAnswerSchema,
  StartSubscriptionAnswer: startSubscriptionAnswerSchema,
  SubscriptionInfo: subscriptionInfoSchema,
  WebhookAnswer: webhookAnswerSchema,
  ReportListResponse: reportListResponseSchema,
  ShareResponse: shareResponseSchema,
  UnshareResponse: unshareResponseSchema,
  CreateResponse: createResponseSchema,
  CreateReportResponse: createReportResponseSchema,
  CreateSourceResponse: createSourceResponseSchema,
  CreateSearchResponse: createSearchResponseSchema,
  CreateAddResponse: createAddResponseSchema,
  CreateConfirmResponse: createConfirmResponseSchema,
  GenerateResponse: generateResponseSchema,
  CheckResponse: checkResponseSchema,
  ReportEvent: reportEventSchema,
  ReportResponse: reportResponseSchema,
  SummaryResponse: summaryResponseSchema,
  HistoryResponse: historyResponseSchema,
  SourceInterestsResponse: sourceInterestsResponseSchema,
  EvidenceResponse: evidenceResponseSchema,
  InterestProfilesResponse: interestProfilesResponseSchema,
  FriendsResponse: friendsResponseSchema,
  CommonInterestsResponse: commonInterestsResponseSchema,
  IssueResponse: issueResponseSchema,
  ShareImageResponse: shareImageResponseSchema,
  ExampleReports: exampleReportsSchema,
  ExamplesGenerateAnswer: examplesGenerateAnswerSchema,
  RedZoneResponse: redZoneResponseSchema,
  OptOutResponse: optOutResponseSchema,
  OutboxAnswer: outboxAnswerSchema,
  LocalCheckoutAnswer: localCheckoutAnswerSchema,
  ProbeAnswer: probeAnswerSchema,
  ClockAnswer: clockAnswerSchema,
  CronAnswer: cronAnswerSchema,
  WatchResponse: watchResponseSchema,
  WatchListResponse: watchListResponseSchema,
  WatchStopResponse: watchStopResponseSchema,
  OpenApiDocument: openApiDocumentSchema,
} satisfies Record<string, $ZodType>;
export type AnswerName = keyof typeof ANSWER_SCHEMAS;

/**
 * Who may call: anyone (`public`); anyone, the answer depending on their session or visitor
 * cookie (`visitor`); a signed-in account only (`session`, else 401); the admin's bearer token.
 */
export type Access = "public" | "visitor" | "session" | "admin";

export type Operation = {
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters, and the query: one parameter per field. */
  params?: $ZodObject;
  query?: $ZodObject;
  body?: { json: $ZodType } | { form: $ZodType } | { raw: string };
  /** A JSON answer (with the statuses it comes with, 200 unless said), an event stream, a page, or nothing (204). */
  answer:
    | { json: AnswerName; statuses?: readonly number[] }
    | { events: AnswerName | null }
    | { html: string }
    | { none: true };
  /** The refusals API.md names; those every operation of its kind has (validation, sign-in, origin) are added. */
  errors?: readonly ErrorCode[];
};

/** `METHOD /path`, the path under `/api/v1` with OpenAPI's `{param}` templates. */
export type OperationKey = `${"GET" | "POST" | "DELETE"} /${string}`;

export type Area = { description: string; operations: Record<OperationKey, Operation> };

/** The areas (the document's tags), each with its operations. */
export const API_AREAS = {
  site: {
    description: "Health, the public lists, cookie consent and analytics events.",
    operations: {
      "GET /healthcheck": {
        summary: "Health check",
        description:
          "503 while D1 is unreachable, and outside production while the example reports are being generated.",
        access: "public",
        answer: { json: "HealthAnswer", statuses: [200, 503] },
      },
      "GET /states": {
        summary: "US states, DC and the territories a search may name",
        access: "public",
        answer: { json: "UsStatesAnswer" },
      },
      "GET /cookies": {
        summary: "The visitor's cookie consent",
        access: "public",
        answer: { json: "Consent" },
      },
      "POST /cookies": {
        summary: "Store the cookie consent (a one-year cookie)",
        access: "public",
        body: { json: consentBody },
        answer: { json: "Consent" },
      },
      "POST /events": {
        summary: "Record an analytics event",
        access: "public",
        body: { json: analyticsEventSchema },
        answer: { none: true },
      },
    },
  },
  auth: {
    description: "Accounts: sign-up, sign-in, sessions, email confirmation, recovery and Google sign-in.",
    operations: {
      "POST /auth/signup": {
        summary: "Create an account, sign in, send the confirmation email",
        access: "public",
        body: { json: signupBody },
        answer: { json: "UserInfo" },
        errors: ["conflict", "rate_limited"],
      },
      "POST /auth/signin": {
        summary: "Sign in with email and password",
        access: "public",
        body: { json: signinBody },
        answer: { json: "UserInfo" },
        errors: ["unauthorized", "rate_limited"],
      },
      "POST /auth/signout": {
        summary: "Sign out (the session ends server side too)",
        access: "visitor",
        answer: { json: "OkAnswer" },
      },
      "GET /auth/info": { summary: "The signed-in account", access: "session", answer: { json: "UserInfo" } },
      "POST /auth/resend": {
        summary: "Send the confirmation email again",
        access: "session",
        answer: { json: "ResendAnswer" },
        errors: ["rate_limited"],
      },
      "POST /auth/confirm/{hash}": {
        summary: "Confirm the email address",
        access: "public",
        params: linkHashParam,
        answer: { json: "ConfirmEmailAnswer" },
        errors: ["not_found"],
      },
      "POST /auth/recovery": {
        summary: "Email a password reset link (the same answer whether or not the account exists)",
        access: "public",
        body: { json: recoveryBody },
        answer: { json: "OkAnswer" },
        errors: ["rate_limited"],
      },
      "GET /auth/recovery/{hash}": {
        summary: "Whether a reset link still works",
        access: "public",
        params: linkHashParam,
        answer: { json: "RecoveryLinkAnswer" },
        errors: ["not_found"],
      },
      "POST /auth/recovery/{hash}": {
        summary: "Set a new password; other sessions end",
        access: "public",
        params: linkHashParam,
        body: { json: resetBody },
        answer: { json: "UserInfo" },
        errors: ["not_found"],
      },
      "POST /auth/google": {
        summary: "Sign in with a Google ID token, or link Google to the account",
        access: "visitor",
        body: { json: googleBody },
        answer: { json: "UserInfo" },
        errors: ["unauthorized", "conflict"],
      },
      "DELETE /auth/google": {
        summary: "Unlink Google (refused if no way to sign in would be left)",
        access: "session",
        answer: { json: "UserInfo" },
        errors: ["conflict"],
      },
    },
  },
  settings: {
    description:
      "The signed-in account's settings. Changing the email or the password and deleting the account take the current password, or for a Google-only account a sign-in within the last 10 minutes (403 otherwise).",
    operations: {
      "POST /settings/email": {
        summary: "Ask to change the email address (a link goes to the new one)",
        access: "session",
        body: { json: settingsEmailBody },
        answer: { json: "EmailChangeAnswer" },
        errors: ["rate_limited"],
      },
      "POST /settings/email/confirm": {
        summary: "Confirm the new email address",
        access: "session",
        body: { json: settingsEmailConfirmBody },
        answer: { json: "UserInfo" },
        errors: ["not_found", "conflict"],
      },
      "GET /settings/watches": {
        summary: "The reports the account watches, next check first",
        access: "session",
        answer: { json: "WatchListResponse" },
      },
      "POST /settings/password": {
        summary: "Change the password",
        access: "session",
        body: { json: settingsPasswordBody },
        answer: { json: "OkAnswer" },
        errors: ["rate_limited"],
      },
      "POST /settings/receive": {
        summary: "Choose whether to receive emails",
        access: "session",
        body: { json: settingsReceiveBody },
        answer: { json: "ReceiveAnswer" },
      },
      "GET /settings/manage": {
        summary: "The billing portal's address",
        access: "session",
        answer: { json: "BillingPortalAnswer" },
        errors: ["not_found", "bad_gateway", "unavailable"],
      },
      "POST /settings/delete": {
        summary: "Delete the account",
        access: "session",
        body: { json: deleteAccountBody },
        answer: { json: "DeletedAnswer" },
        errors: ["rate_limited", "bad_gateway", "unavailable"],
      },
    },
  },
  billing: {
    description: "Plans, the first-week offer, subscriptions and Stripe's webhook.",
    operations: {
      "GET /plans": {
        summary: "The plans on sale (prices in USD)",
        access: "public",
        answer: { json: "PlansAnswer" },
      },
      "GET /offer": {
        summary: "The first-week offer and its countdown",
        access: "visitor",
        answer: { json: "OfferAnswer" },
        errors: ["not_found"],
      },
      "GET /offer/{hash}": {
        summary: "An offer by its code",
        access: "visitor",
        params: offerParam,
        answer: { json: "OfferAnswer" },
        errors: ["not_found"],
      },
      "POST /subscription/start/{planId}": {
        summary: "Subscribe to a plan: a Checkout address, or done at once (a plan change)",
        access: "session",
        params: planParam,
        answer: { json: "StartSubscriptionAnswer" },
        errors: ["not_found", "conflict", "bad_gateway", "unavailable"],
      },
      "POST /subscription/cancel": {
        summary: "Cancel at the end of the period",
        access: "session",
        answer: { json: "SubscriptionInfo" },
        errors: ["not_found", "bad_gateway", "unavailable"],
      },
      "GET /subscription/info": {
        summary: "The account's subscription",
        access: "session",
        answer: { json: "SubscriptionInfo" },
      },
      "POST /payments/webhook": {
        summary: "Stripe's events",
        description:
          "Only events Stripe signed (the `Stripe-Signature` header over the raw body); each event id is processed once.",
        access: "public",
        body: { raw: "application/json" },
        answer: { json: "WebhookAnswer" },
        errors: ["bad_request", "bad_gateway", "unavailable"],
      },
    },
  },
  dashboard: {
    description: "The reports an account owns.",
    operations: {
      "GET /dashboard/reports": {
        summary: "Every report the account owns, newest first",
        access: "session",
        query: pageQuery,
        answer: { json: "ReportListResponse" },
      },
      "POST /dashboard/delete/{id}": {
        summary: "Delete a report",
        access: "session",
        params: reportIdParam,
        answer: { json: "DeletedAnswer" },
        errors: ["not_found"],
      },
      "POST /dashboard/share/{id}": {
        summary: "Share a completed, unlocked report: its link",
        access: "session",
        params: reportIdParam,
        answer: { json: "ShareResponse" },
        errors: ["not_found", "payment_required"],
      },
      "POST /dashboard/unshare/{id}": {
        summary: "Stop sharing a report (the link stops working)",
        access: "session",
        params: reportIdParam,
        answer: { json: "UnshareResponse" },
        errors: ["not_found"],
      },
    },
  },
  create: {
    description: "A report's draft: the search, its candidates per network and the selection.",
    operations: {
      "POST /create": {
        summary: "Start a report from a name (age, state) or a username or profile link",
        description: "A visitor may create one report per browser and per IP a day.",
        access: "visitor",
        body: { json: createBody },
        answer: { json: "CreateResponse" },
        errors: ["not_found", "search_limit", "rate_limited"],
      },
      "GET /create/{id}": {
        summary: "The draft with the first candidates of every network",
        access: "visitor",
        params: createIdParam,
        query: limitQuery,
        answer: { json: "CreateReportResponse" },
        errors: ["not_found"],
      },
      "GET /create/{id}/{source}": {
        summary: "A page of one network's candidates",
        access: "visitor",
        params: createSourceParam,
        query: pageQuery,
        answer: { json: "CreateSourceResponse" },
        errors: ["not_found"],
      },
      "POST /create/{id}/{source}/search": {
        summary: "Look a username or profile link up on one network",
        access: "visitor",
        params: createSourceParam,
        body: { json: createSearchBody },
        answer: { json: "CreateSearchResponse" },
        errors: ["not_found", "conflict", "rate_limited"],
      },
      "POST /create/{id}/{source}/add": {
        summary: "Add a profile to the candidates and select it",
        access: "visitor",
        params: createSourceParam,
        body: { json: createAddBody },
        answer: { json: "CreateAddResponse" },
        errors: ["not_found", "conflict", "rate_limited"],
      },
      "POST /create/{id}/confirm": {
        summary: "Fix the selection",
        description: "Refused when nothing is selected, or a private Instagram or Facebook profile is.",
        access: "visitor",
        params: createIdParam,
        body: { json: createConfirmBody },
        answer: { json: "CreateConfirmResponse" },
        errors: ["not_found", "conflict"],
      },
    },
  },
  reports: {
    description:
      "Generation, the live stream, a report and its details, sharing and the examples. A locked report (`blured`) shows its teaser; its details answer 402. `?h=` is a shared report's hash.",
    operations: {
      "POST /generate": {
        summary: "Generate a confirmed draft (again: the current status)",
        access: "visitor",
        body: { json: generateBody },
        answer: { json: "GenerateResponse", statuses: [202] },
        errors: ["not_found", "payment_required", "rate_limited"],
      },
      "GET /generate/{id}": {
        summary: "How far generation is (the other name of `GET /check/{id}`)",
        access: "visitor",
        params: reportIdParam,
        query: shareQuery,
        answer: { json: "CheckResponse" },
        errors: ["not_found"],
      },
      "GET /check/{id}": {
        summary: "How far generation is",
        access: "visitor",
        params: reportIdParam,
        query: shareQuery,
        answer: { json: "CheckResponse" },
        errors: ["not_found"],
      },
      "GET /sse/{id}": {
        summary: "The report's live events",
        description:
          "Each event's `type` is the SSE `event:` name, the rest one JSON `data:` line. A late subscriber first gets the current state; the stream ends after `done` or `error`.",
        access: "visitor",
        params: reportIdParam,
        query: shareQuery,
        answer: { events: "ReportEvent" },
        errors: ["not_found", "rate_limited"],
      },
      "GET /report/{id}": {
        summary: "A completed report (locked: its teaser)",
        access: "visitor",
        params: reportIdParam,
        query: reportQuery,
        answer: { json: "ReportResponse" },
        errors: ["bad_request", "not_found"],
      },
      "GET /report/{id}/summary": {
        summary: "The report's summary",
        access: "visitor",
        params: reportIdParam,
        query: shareQuery,
        answer: { json: "SummaryResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /report/{id}/history": {
        summary: "The report's versions and what changed",
        access: "visitor",
        params: reportIdParam,
        query: shareQuery,
        answer: { json: "HistoryResponse" },
        errors: ["not_found", "payment_required"],
      },
      "POST /report/{id}/refresh": {
        summary: "Generate a completed report again, keeping the earlier results",
        description: "Once a day for an unlocked report; a failed report may always be tried again.",
        access: "visitor",
        params: reportIdParam,
        answer: { json: "GenerateResponse", statuses: [202] },
        errors: ["not_found", "payment_required", "rate_limited"],
      },
      "POST /report/{id}/watch": {
        summary: "Watch a report (re-screened every week or month, the owner told what changed) or stop",
        description:
          "The owner's unlocked report; watching takes a subscription whose plan has a report per period for each watched report (402 with `link`: the plans page).",
        access: "visitor",
        params: reportIdParam,
        body: { json: watchBody },
        answer: { json: "WatchResponse" },
        errors: ["not_found", "payment_required", "validation"],
      },
      "POST /watch/stop": {
        summary: "Stop watching with an alert's signed link, signed out",
        access: "public",
        body: { json: watchStopBody },
        answer: { json: "WatchStopResponse" },
        errors: ["not_found", "validation"],
      },
      "GET /report/{id}/{source}": {
        summary: "One network's interests",
        access: "visitor",
        params: reportSourceParam,
        query: reportQuery,
        answer: { json: "SourceInterestsResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /report/{id}/{source}/friends": {
        summary: "A page of friends, with how many interests each shares",
        access: "visitor",
        params: reportSourceParam,
        query: reportPageQuery,
        answer: { json: "FriendsResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /report/{id}/{source}/common/{friendId}": {
        summary: "The interests shared with a friend",
        access: "visitor",
        params: friendParam,
        query: shareQuery,
        answer: { json: "CommonInterestsResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /report/{id}/{source}/{interestId}": {
        summary: "An interest's evidence: accounts, posts, the bio",
        access: "visitor",
        params: reportInterestParam,
        query: reportPageQuery,
        answer: { json: "EvidenceResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /report/{id}/{source}/{interestId}/profiles": {
        summary: "A page of the accounts behind an interest",
        access: "visitor",
        params: reportInterestParam,
        query: reportPageQuery,
        answer: { json: "InterestProfilesResponse" },
        errors: ["not_found", "payment_required"],
      },
      "POST /report/{id}/{source}/{interestId}/issue": {
        summary: "Report a wrong classification",
        access: "visitor",
        params: issueParam,
        body: { json: issueBody },
        answer: { json: "IssueResponse" },
        errors: ["not_found", "payment_required"],
      },
      "GET /snoop/{id}": {
        summary: "A shared report, by its share hash",
        access: "public",
        params: reportIdParam,
        query: reportQuery,
        answer: { json: "ReportResponse" },
        errors: ["not_found"],
      },
      "POST /snoop/img": {
        summary: "A shared report's share card",
        access: "public",
        body: { json: snoopImageBody },
        answer: { json: "ShareImageResponse" },
        errors: ["not_found"],
      },
      "GET /interests/{source}/redzone": {
        summary: "A network's red-zone interests",
        access: "public",
        params: redzoneParam,
        answer: { json: "RedZoneResponse" },
      },
      "GET /examples": {
        summary: "The public example reports",
        access: "public",
        answer: { json: "ExampleReports" },
      },
      "POST /examples/generate": {
        summary: "Generate the example reports (production, `npm run examples`)",
        description: "Does not exist (404) unless `ADMIN_TOKEN` is set.",
        access: "admin",
        answer: { json: "ExamplesGenerateAnswer", statuses: [202] },
        errors: ["not_found"],
      },
    },
  },
  "opt-out": {
    description: "People asking not to be found.",
    operations: {
      "POST /optout": {
        summary: "Opt profiles out: they are `optOut` everywhere from then on",
        description: "`links` may repeat, or hold one profile link per line.",
        access: "public",
        body: { form: optOutFields },
        answer: { json: "OptOutResponse" },
        errors: ["bad_request", "rate_limited"],
      },
    },
  },
  development: {
    description:
      "Local development and tests only: 404 in production and on any host that is not local or `*.test`.",
    operations: {
      "GET /dev/outbox": {
        summary: "The emails sent, newest first",
        access: "public",
        query: outboxQuery,
        answer: { json: "OutboxAnswer" },
        errors: ["not_found"],
      },
      "POST /dev/checkout/{sessionId}/complete": {
        summary: "Pay or cancel a local checkout session (no Stripe keys)",
        access: "session",
        params: checkoutParam,
        body: { json: checkoutBody },
        answer: { json: "LocalCheckoutAnswer" },
        errors: ["not_found", "conflict"],
      },
      "GET /dev/clock": {
        summary: "How far the source simulator's clock was moved on",
        access: "public",
        answer: { json: "ClockAnswer" },
        errors: ["not_found"],
      },
      "POST /dev/clock": {
        summary: "Move the source simulator's clock on by some days, or back to its start",
        access: "public",
        body: { json: clockBody },
        answer: { json: "ClockAnswer" },
        errors: ["not_found", "validation"],
      },
      "POST /dev/cron": {
        summary: "Run the hourly monitoring cron now, at the simulated clock's time",
        access: "public",
        answer: { json: "CronAnswer" },
        errors: ["not_found"],
      },
      "GET /dev/sse/{name}": {
        summary: "Subscribe to a probe room of the SSE bench",
        description: "Comments only: the heartbeat and each probe.",
        access: "public",
        params: probeParam,
        answer: { events: null },
        errors: ["not_found"],
      },
      "POST /dev/sse/{name}/probe": {
        summary: "Send a probe to a probe room's subscribers",
        access: "public",
        params: probeParam,
        answer: { json: "ProbeAnswer" },
        errors: ["not_found"],
      },
    },
  },
  reference: {
    description: "This reference, generated from the contracts.",
    operations: {
      "GET /openapi.json": {
        summary: "The OpenAPI 3.1 document",
        access: "public",
        answer: { json: "OpenApiDocument" },
      },
      "GET /reference": {
        summary: "The API reference as a page",
        access: "public",
        answer: { html: "The reference, generated from the OpenAPI document" },
      },
    },
  },
} satisfies Record<string, Area>;

/** One operation of the registry, with its area. */
export type ListedOperation = { area: string; method: string; path: string; operation: Operation };

/** The registry as a list, in its order. */
export function listOperations(): ListedOperation[] {
  const areas: Record<string, Area> = API_AREAS;
  return Object.entries(areas).flatMap(([area, { operations }]) =>
    Object.entries(operations).map(([key, operation]) => {
      const [method = "", path = ""] = key.split(" ");
      return { area, method, path, operation };
    }),
  );
}
