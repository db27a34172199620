import { apiClient } from "../../../lib/api-client";

/** Sends a confirmation link to the new address; the email changes when it is opened. */
export function changeEmail(email: string) {
  return apiClient.post<{ sent: true; email: string }>("/settings/email", { email }, { toastOnError: false });
}
