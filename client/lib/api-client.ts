import { track } from "./analytics";
import { showToast } from "./toast";

/** The spec's floor: no request to our API times out sooner than five minutes. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const API_BASE = "/api/v1";
/** The message of a failure that says nothing more specific. */
const GENERIC_MESSAGE = "Something went wrong";

/** An API failure as the UI sees it: status, stable code and the user-facing message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** When a rate-limited action opens again. */
  readonly retryAt?: Date;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAt?: Date,
  ) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAt = retryAt;
  }
}

type ErrorShape = {
  code?: unknown;
  message?: unknown;
  error?: unknown;
  status?: unknown;
  fields?: unknown;
  retryAt?: unknown;
};

/** Reads both error shapes the spec names: `{ code, message }` and `{ error, status }`. */
export function parseApiError(status: number, body: unknown): ApiRequestError {
  const shape: ErrorShape = body && typeof body === "object" ? (body as ErrorShape) : {};
  const message =
    typeof shape.message === "string" && shape.message
      ? shape.message
      : typeof shape.error === "string" && shape.error
        ? shape.error
        : GENERIC_MESSAGE;
  const code =
    typeof shape.code === "string" ? shape.code : typeof shape.status === "string" ? shape.status : "error";
  const fields =
    shape.fields && typeof shape.fields === "object" ? (shape.fields as Record<string, string>) : undefined;
  const retryAt = typeof shape.retryAt === "string" ? new Date(shape.retryAt) : undefined;
  return new ApiRequestError(
    status,
    code,
    message,
    fields,
    retryAt && !Number.isNaN(retryAt.getTime()) ? retryAt : undefined,
  );
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

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) throw parseApiError(response.status, body);
    return body as T;
  } catch (error) {
    const failure =
      error instanceof ApiRequestError ? error : new ApiRequestError(0, "network", GENERIC_MESSAGE);
    if (failure.status === 0 || failure.status >= 500)
      track("client_error", `${method} ${path} ${failure.status}`);
    if (options.toastOnError !== false) showToast("error", "Oops", failure.message);
    throw failure;
  }
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, { ...options, body }),
  /** A multipart form post (the opt-out form with its optional file). */
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>("POST", path, { ...options, body: form }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
