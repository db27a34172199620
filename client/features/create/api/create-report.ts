import { createResponseSchema } from "../../../../worker/contracts/create";
import type { CreateBody } from "../../../../worker/contracts/create-schema";
import { apiClient } from "../../../lib/api-client";

/** Starts a report from a name or a username; errors are shown by the form (or its limit modal). */
export function createReport(body: CreateBody) {
  return apiClient.post("/create", createResponseSchema, body, { toastOnError: false });
}
