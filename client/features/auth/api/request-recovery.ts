import { apiClient } from "../../../lib/api-client";

/** Always answers the same whether or not the account exists. */
export function requestRecovery(email: string) {
  return apiClient.post<{ ok: true }>("/auth/recovery", { email }, { toastOnError: false });
}
