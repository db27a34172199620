import type { Db } from "../db/client";
import { revokeLinks } from "./email-links";
import { clearSigninFailures } from "./rate-limit";
import { endOtherSessions } from "./session";

/**
 * After the account's address or password changes, what was mailed or granted before is void:
 * outstanding links and every session but `keepSession`. A new password also clears the failed
 * sign-ins counted against the address (the guesses were at the old one).
 */
export async function voidOldCredentials(
  db: Db,
  user: { id: string; email: string },
  change: "email" | "password",
  keepSession?: string,
) {
  await revokeLinks(db, user.id);
  await endOtherSessions(db, user.id, keepSession);
  if (change === "password") await clearSigninFailures(db, user.email);
}
