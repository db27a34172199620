import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function signUp(body: { email: string; password: string }) {
  return apiClient.post<UserInfo>("/auth/signup", body, { toastOnError: false });
}
