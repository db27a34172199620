import type { OptOutResponse } from "../../../../worker/contracts/create";
import { apiClient } from "../../../lib/api-client";

/** Sends the opt-out request (multipart: it may carry a file); the form shows the errors. */
export function submitOptOut(form: FormData) {
  return apiClient.postForm<OptOutResponse>("/optout", form, { toastOnError: false });
}
