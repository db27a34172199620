import { okAnswerSchema } from "../../../../worker/contracts/common";
import { apiClient } from "../../../lib/api-client";

/** Always answers the same whether or not the account exists. */
export function requestRecovery(email: string) {
  return apiClient.post("/auth/recovery", okAnswerSchema, { email }, { toastOnError: false });
}
