import { apiClient } from "../../../lib/api-client";

/** `current` is required when the account has a password; other sessions end. */
export function changePassword(body: { password: string; current?: string }) {
  return apiClient.post<{ ok: true }>("/settings/password", body, { toastOnError: false });
}
