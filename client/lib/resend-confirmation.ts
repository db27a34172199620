import { apiClient } from "./api-client";

/** `sent` is false while the resend delay still runs; `remainingDelay` is in seconds. */
export function resendConfirmation() {
  return apiClient.post<{ sent: boolean; remainingDelay: number }>("/auth/resend");
}
