import { okAnswerSchema } from "../../../../worker/contracts/common";
import { apiClient } from "../../../lib/api-client";

/** `current` is required when the account has a password; other sessions end. */
export function changePassword(body: { password: string; current?: string }) {
  return apiClient.post("/settings/password", okAnswerSchema, body, { toastOnError: false });
}
