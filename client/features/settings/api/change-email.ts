import { emailChangeAnswerSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/**
 * Sends a confirmation link to the new address; the email changes when it is opened. `password`
 * (the current one) is required when the account has one; a Google-only account needs a recent sign-in.
 */
export function changeEmail(body: { email: string; password?: string }) {
  return apiClient.post("/settings/email", emailChangeAnswerSchema, body, { toastOnError: false });
}
