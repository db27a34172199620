import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function signIn(body: { email: string; password: string }) {
  return apiClient.post("/auth/signin", userInfoSchema, body, { toastOnError: false });
}
