import * as z from "zod/mini";
import { type ErrorCode, errorBodySchema, legacyErrorBodySchema } from "../../worker/contracts/errors";
import { trackClientError } from "./analytics";
import { reportApiFailure } from "./error-reporting";
import { showToast } from "./toast";

/** The spec's floor: no request to our API times out sooner than five minutes. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const API_BASE = "/api/v1";
/** The message of a failure that says nothing more specific. */
const GENERIC_MESSAGE = "Something went wrong";

/**
 * A failure's code: the API's own, `network` when no answer came (status 0), or
 * `invalid_response` when the answer does not match its contract (a drifted body, an error
 * without the error shape).
 */
type ApiErrorCode = ErrorCode | "network" | "invalid_response";

/** An API failure as the UI sees it: status, stable code and the user-facing message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  /** When a rate-limited action opens again. */
  readonly retryAt?: Date;
  /** Where the user can resolve the refusal (the plans page, for a plan's limit). */
  readonly link?: string;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    retryAt?: Date,
    link?: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAt = retryAt;
    this.link = link;
  }
}

/** Reads both error shapes the spec names: `{ code, message }` and `{ error, status }`. */
export function parseApiError(status: number, body: unknown): ApiRequestError {
  const error = z.safeParse(errorBodySchema, body);
  if (error.success) {
    const { code, message, fields, retryAt, link } = error.data;
    return new ApiRequestError(status, code, message, fields, retryAt ? new Date(retryAt) : undefined, link);
  }
  const legacy = z.safeParse(legacyErrorBodySchema, body);
  if (legacy.success) return new ApiRequestError(status, legacy.data.status, legacy.data.error);
  return new ApiRequestError(status, "invalid_response", GENERIC_MESSAGE);
}

/** What to tell the user about a failure shown in place: the API's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : GENERIC_MESSAGE;
}

type RequestOptions = {
  body?: unknown;
  /** Show the generic 'Oops' toast on failure (default); forms that show errors inline turn it off. */
  toastOnError?: boolean;
  /** Sends the session as a bearer token; the browser relies on the cookie, so this is off by default. */
  bearer?: string;
  signal?: AbortSignal;
};

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** An empty body reads as null; one that is not JSON as undefined, which no answer's schema accepts. */
function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** No answer, a server failure or a broken contract is worth an error report; a refusal (4xx) is not. */
function isReportable(failure: ApiRequestError): boolean {
  return failure.status === 0 || failure.status >= 500 || failure.code === "invalid_response";
}

async function request<Answer extends z.core.$ZodType>(
  method: string,
  path: string,
  answer: Answer,
  options: RequestOptions = {},
): Promise<z.infer<Answer>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // A multipart body sets its own Content-Type, boundary included.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers["Content-Type"] = "application/json";
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: "include",
      body: encodeBody(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    const body = readJson(await response.text());
    if (!response.ok) throw parseApiError(response.status, body);
    const parsed = z.safeParse(answer, body);
    if (!parsed.success) throw new ApiRequestError(response.status, "invalid_response", GENERIC_MESSAGE);
    return parsed.data;
  } catch (error) {
    const failure =
      error instanceof ApiRequestError ? error : new ApiRequestError(0, "network", GENERIC_MESSAGE);
    if (isReportable(failure)) trackClientError(method, path, failure.status);
    if (options.toastOnError !== false) {
      showToast("error", "Oops", failure.message);
      // The spec: the error behind an 'Oops' is reported too (its route, status and code only).
      reportApiFailure({ method, path, status: failure.status, code: failure.code });
    }
    throw failure;
  }
}

/**
 * Every call names the schema of its answer (from `worker/contracts`, zod/mini): what comes back is
 * checked, never cast. Parsing goes through zod/mini's `safeParse`, so no classic zod ships.
 */
export const apiClient = {
  get: <Answer extends z.core.$ZodType>(path: string, answer: Answer, options?: RequestOptions) =>
    request("GET", path, answer, options),
  post: <Answer extends z.core.$ZodType>(
    path: string,
    answer: Answer,
    body?: unknown,
    options?: RequestOptions,
  ) => request("POST", path, answer, { ...options, body }),
  /** A multipart form post (the opt-out form with its optional file). */
  postForm: <Answer extends z.core.$ZodType>(
    path: string,
    answer: Answer,
    form: FormData,
    options?: RequestOptions,
  ) => request("POST", path, answer, { ...options, body: form }),
  delete: <Answer extends z.core.$ZodType>(path: string, answer: Answer, options?: RequestOptions) =>
    request("DELETE", path, answer, options),
};
