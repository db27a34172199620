import { resendAnswerSchema } from "../../worker/contracts/auth";
import { apiClient } from "./api-client";

/** Sends the confirmation email again, unless the resend delay still runs (then `sent` is false). */
export function resendConfirmation() {
  return apiClient.post("/auth/resend", resendAnswerSchema);
}
