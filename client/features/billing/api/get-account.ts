import type { UserInfo } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

/** The signed-in account, its subscription included: polled while a payment settles. */
export function getAccount() {
  return apiClient.get<UserInfo>("/auth/info", { toastOnError: false });
}
