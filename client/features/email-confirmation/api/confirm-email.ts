import { confirmEmailAnswerSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Uses up the confirmation link; the page shows 'Invalid Link' itself, so no toast. */
export function confirmEmail(hash: string) {
  return apiClient.post(`/auth/confirm/${encodeURIComponent(hash)}`, confirmEmailAnswerSchema, undefined, {
    toastOnError: false,
  });
}
