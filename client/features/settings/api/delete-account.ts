import { apiClient } from "../../../lib/api-client";

/** `password` is asked of accounts that have one. */
export function deleteAccount(password?: string) {
  return apiClient.post<{ deleted: true }>("/settings/delete", { password }, { toastOnError: false });
}
