import { optOutResponseSchema } from "../../../../worker/contracts/create";
import { apiClient } from "../../../lib/api-client";

/** Sends the opt-out request (multipart: it may carry a file); the form shows the errors. */
export function submitOptOut(form: FormData) {
  return apiClient.postForm("/optout", optOutResponseSchema, form, { toastOnError: false });
}
