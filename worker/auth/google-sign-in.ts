import { AUTH_MESSAGES, type UserInfo } from "../contracts/auth";
import { findUserByEmail, findUserByGoogleSub, insertUser, type User, updateUser } from "../db/users";
import { ApiError } from "../lib/errors";
import { googleKeys, verifyGoogleIdToken } from "./google";
import type { AccountDeps } from "./service";
import { endOtherSessions, type Session } from "./session";
import { type Browser, startSession, userInfo } from "./sign-in";

/**
 * `POST /auth/google`: the account Google vouches for, found by its Google id, else linked by its
 * address, else made; then a session.
 */
export async function signInWithGoogle(
  deps: AccountDeps,
  credential: string,
  browser: Browser,
): Promise<UserInfo> {
  const { config, db } = deps;
  const identity = await verifyGoogleIdToken(credential, {
    keys: googleKeys(config.GOOGLE_JWKS_URL),
    clientId: config.GOOGLE_CLIENT_ID,
  });
  if (!identity) throw new ApiError("unauthorized", AUTH_MESSAGES.googleFailed);
  let user = await findUserByGoogleSub(db, identity.sub);
  if (!user) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      // Google verified the address, so the account is linked and its email confirmed. An
      // unconfirmed account's password was never proven to be the mailbox owner's: whoever
      // signed up with this address may not be them, so that password and its sessions end.
      const unproven = !byEmail.emailConfirmed;
      const changes = {
        googleSub: identity.sub,
        emailConfirmed: true,
        ...(unproven ? { passwordHash: null } : {}),
      };
      await updateUser(db, byEmail.id, changes);
      if (unproven) await endOtherSessions(db, byEmail.id);
      user = { ...byEmail, ...changes };
    } else {
      // Null: a parallel sign-in with the same credential made the account first.
      user =
        (await insertUser(db, {
          email: identity.email,
          passwordHash: null,
          emailConfirmed: true,
          googleSub: identity.sub,
        })) ?? (await findUserByGoogleSub(db, identity.sub));
      if (!user) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    }
  }
  const session = await startSession(deps, user, browser);
  return userInfo(db, user, session.id);
}

/** `DELETE /auth/google`: only an account with a password of its own may let Google go. */
export async function unlinkGoogle(
  deps: AccountDeps,
  user: User,
  session: Session | undefined,
): Promise<UserInfo> {
  if (!user.googleSub) throw new ApiError("conflict", "Google is not linked to this account");
  if (!user.passwordHash) {
    throw new ApiError("conflict", "Set a password before unlinking Google, or you could not sign in again");
  }
  await updateUser(deps.db, user.id, { googleSub: null });
  return userInfo(deps.db, { ...user, googleSub: null }, session?.id ?? "");
}
