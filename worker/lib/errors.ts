import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "../contracts/errors";

/** Each error code's HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  search_limit: 429,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: "Bad Request",
  validation: "Bad Request",
  unauthorized: "Unauthorized",
  payment_required: "Payment Required",
  forbidden: "Forbidden",
  not_found: "Not Found",
  conflict: "Conflict",
  search_limit: "Search limit reached",
  rate_limited: "Too many requests, please try again later",
  internal: "Unexpected error occurs",
  bad_gateway: "Bad Gateway",
  unavailable: "Service Unavailable",
};

/** The one error type of the API: thrown anywhere, turned into `{ code, message }` by one handler. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAt?: Date;
  readonly link?: string;

  constructor(
    code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    fields?: Record<string, string>,
    retryAt?: Date,
    link?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.fields = fields;
    this.retryAt = retryAt;
    this.link = link;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAt ? { retryAt: this.retryAt.toISOString() } : {}),
      ...(this.link ? { link: this.link } : {}),
    };
  }

  /** Seconds until `retryAt`, for the `Retry-After` header. */
  get retryAfter(): number | null {
    return this.retryAt ? Math.max(0, Math.ceil((this.retryAt.getTime() - Date.now()) / 1000)) : null;
  }
}
