import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function confirmEmailChange(hash: string) {
  return apiClient.post("/settings/email/confirm", userInfoSchema, { hash }, { toastOnError: false });
}
