import { apiClient } from "../../../lib/api-client";

/** Uses up the confirmation link; the page shows 'Invalid Link' itself, so no toast. */
export function confirmEmail(hash: string) {
  return apiClient.post<{ confirmed: true }>(`/auth/confirm/${encodeURIComponent(hash)}`, undefined, {
    toastOnError: false,
  });
}
