import type { Source } from "../contracts/sources";
import { parseProfileLink } from "../domain/profile-link";

/** The username a user meant for this network, from a bare name or a link; null when it is not one. */
export function usernameFor(source: Source, input: string): string | null {
  const link = parseProfileLink(input, source);
  return link.ok && link.source === source ? link.username : null;
}
