import { okAnswerSchema } from "../../../../worker/contracts/common";
import { apiClient } from "../../../lib/api-client";

export function signOut() {
  return apiClient.post("/auth/signout", okAnswerSchema);
}
