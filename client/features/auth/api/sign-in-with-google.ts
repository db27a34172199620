import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Signs in (or links) with the ID token Google Identity Services handed the page. */
export function signInWithGoogle(credential: string) {
  return apiClient.post<UserInfo>("/auth/google", { credential }, { toastOnError: false });
}
