import { userInfoSchema } from "../../../../worker/contracts/auth";
import { apiClient } from "../../../lib/api-client";

export function signUp(body: { email: string; password: string }) {
  return apiClient.post("/auth/signup", userInfoSchema, body, { toastOnError: false });
}
