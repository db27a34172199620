import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Sets the new password through a recovery link and signs in. */
export function resetPassword(hash: string, password: string) {
  return apiClient.post(
    `/auth/recovery/${encodeURIComponent(hash)}`,
    userInfoSchema,
    { password },
    { toastOnError: false },
  );
}
