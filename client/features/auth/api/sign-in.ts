import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function signIn(body: { email: string; password: string }) {
  return apiClient.post<UserInfo>("/auth/signin", body, { toastOnError: false });
}
