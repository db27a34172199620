import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Refused (409) when Google is the account's only way to sign in; the section shows why. */
export function unlinkGoogle() {
  return apiClient.delete("/auth/google", userInfoSchema, { toastOnError: false });
}
