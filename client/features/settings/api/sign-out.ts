import { apiClient } from "../../../lib/api-client";

export function signOut() {
  return apiClient.post<{ ok: true }>("/auth/signout");
}
