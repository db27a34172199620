import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Signs in (or links) with the ID token Google Identity Services handed the page. */
export function signInWithGoogle(credential: string) {
  return apiClient.post("/auth/google", userInfoSchema, { credential }, { toastOnError: false });
}
