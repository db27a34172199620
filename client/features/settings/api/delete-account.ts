import { deletedAnswerSchema } from "../../../../worker/contracts/common";
import { apiClient } from "../../../lib/api-client";

/** `password` is asked of accounts that have one. */
export function deleteAccount(password?: string) {
  return apiClient.post("/settings/delete", deletedAnswerSchema, { password }, { toastOnError: false });
}
