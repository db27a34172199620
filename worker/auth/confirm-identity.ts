import { AUTH_MESSAGES } from "../contracts/auth";
import type { User } from "../db/users";
import { ApiError } from "../lib/errors";
import { verifyPassword } from "./password";
import { LIMITS, reserveHit } from "./rate-limit";
import type { AccountDeps } from "./service";
import { RECENT_SIGN_IN_MS, type Session } from "./session";

/**
 * Sensitive settings (email, password, deleting the account) make the person prove it is them:
 * with the current password, wrong at most 5 times per session per 15 minutes (then 429, even for
 * the right one); an account without a password (Google only) by a sign-in within the last 10
 * minutes instead (403 otherwise). `field` is the request's name for the password.
 */
export async function confirmIdentity(
  deps: AccountDeps,
  user: User,
  session: Session | undefined,
  given: string | undefined,
  field: string,
) {
  if (!session) throw new ApiError("unauthorized");
  if (!user.passwordHash) {
    if (Date.now() - session.created.getTime() > RECENT_SIGN_IN_MS)
      throw new ApiError("forbidden", AUTH_MESSAGES.signInAgain);
    return;
  }
  if (!given) throw new ApiError("validation", AUTH_MESSAGES.fillForm, { [field]: AUTH_MESSAGES.fillForm });
  // Counted before the slow check, so parallel guesses cannot all pass (as sign-in does).
  const attempt = await reserveHit(
    deps.db,
    `current-password:ses:${session.id}`,
    LIMITS.currentPasswordFailuresPerSession,
  );
  if (!(await verifyPassword(given, user.passwordHash, deps.config.AUTH_SECRET))) {
    throw new ApiError("validation", AUTH_MESSAGES.invalidPassword, {
      [field]: AUTH_MESSAGES.invalidPassword,
    });
  }
  await attempt.release();
}
