import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** The signed-in account, its subscription included: polled while a payment settles. */
export function getAccount() {
  return apiClient.get("/auth/info", userInfoSchema, { toastOnError: false });
}
