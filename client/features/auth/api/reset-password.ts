import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** Sets the new password through a recovery link and signs in. */
export function resetPassword(hash: string, password: string) {
  return apiClient.post<UserInfo>(
    `/auth/recovery/${encodeURIComponent(hash)}`,
    { password },
    {
      toastOnError: false,
    },
  );
}
