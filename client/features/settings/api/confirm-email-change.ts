import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function confirmEmailChange(hash: string) {
  return apiClient.post<UserInfo>("/settings/email/confirm", { hash }, { toastOnError: false });
}
