import { receiveAnswerSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function setMarketingEmails(receive: boolean) {
  return apiClient.post("/settings/receive", receiveAnswerSchema, { receive });
}
