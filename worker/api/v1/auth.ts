import type { Context } from "hono";
import { consumeLink, issueLink, peekLink } from "../../auth/email-links";
import { googleKeys, verifyGoogleIdToken } from "../../auth/google";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../auth/password";
import { enforce, LIMITS, reserveHit, reserveSigninAttempt, withinLimit } from "../../auth/rate-limit";
import { endOtherSessions, endSession } from "../../auth/session";
import { clearSessionCookie, RESEND_DELAY_MS, remainingDelay, signIn, userInfo } from "../../auth/sign-in";
import { voidOldCredentials } from "../../auth/void-credentials";
import {
  AUTH_MESSAGES,
  type ConfirmEmailAnswer,
  type RecoveryLinkAnswer,
  type ResendAnswer,
  type UserInfo,
} from "../../contracts/auth";
import {
  googleBody,
  linkHashParam,
  recoveryBody,
  resetBody,
  signinBody,
  signupBody,
} from "../../contracts/auth-schema";
import type { OkAnswer } from "../../contracts/common";
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertUser,
  type User,
  updateUser,
} from "../../db/users";
import { pageUrl } from "../../domain/hosts";
import { pagePath } from "../../domain/page-path";
import { afterResponse } from "../../email/delivery";
import type { Email } from "../../email/email";
import { confirmEmail, recoveryEmail } from "../../email/templates";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { requireUser } from "./middleware/require-user";

/**
 * Issues (or re-issues) the confirmation link and starts the resend delay; answers the account as
 * it now is and the email to send. Callers finish their writes, then send: a provider failure
 * leaves the email on the mail queue for a retry, never a request failed halfway.
 */
async function prepareConfirmation(c: Context<AppEnv>, user: User): Promise<{ user: User; email: Email }> {
  const token = await issueLink(c.var.db, user.id, "confirm");
  const changes = { confirmSentAt: new Date() };
  await updateUser(c.var.db, user.id, changes);
  return {
    user: { ...user, ...changes },
    email: confirmEmail(user.email, pageUrl(pagePath("/confirm/:hash", { hash: token }), c.var.origins)),
  };
}

export const auth = createRouter()
  .post("/signup", validate("json", signupBody), async (c) => {
    const { email, password } = c.req.valid("json");
    await enforce(c.var.db, `signup:ip:${c.var.ip}`, LIMITS.signupPerIp);
    if (await findUserByEmail(c.var.db, email)) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    const user = await insertUser(c.var.db, {
      email,
      passwordHash: await hashPassword(password, c.var.config.AUTH_SECRET),
    });
    // Taken between the check and the insert (a double submit): the same answer as above.
    if (!user) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    const confirmation = await prepareConfirmation(c, user);
    const session = await signIn(c, confirmation.user);
    await c.var.mailer.send(confirmation.email);
    return c.json((await userInfo(c.var.db, confirmation.user, session.id)) satisfies UserInfo);
  })

  .post("/signin", validate("json", signinBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, config } = c.var;
    // Each attempt counts as a failure until it succeeds: parallel guesses cannot all slip
    // under the limit while the slow password checks run. Per account, failures from many IPs
    // leave each IP one more guess rather than locking the owner out (rate-limit.ts).
    const ip = await reserveHit(db, `signin-fail:ip:${c.var.ip}`, LIMITS.signinFailuresPerIp);
    const account = await reserveSigninAttempt(db, email, c.var.ip).catch(async (error: unknown) => {
      await ip.release();
      throw error;
    });
    const user = await findUserByEmail(db, email);
    const ok = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash, config.AUTH_SECRET)
      : await burnPasswordCheck(password, config.AUTH_SECRET).then(() => false);
    if (!user || !ok) throw new ApiError("unauthorized", AUTH_MESSAGES.wrongCredentials);
    await Promise.all([ip.release(), account.release()]);
    const session = await signIn(c, user);
    return c.json((await userInfo(c.var.db, user, session.id)) satisfies UserInfo);
  })

  .post("/signout", async (c) => {
    if (c.var.auth) await endSession(c.var.db, c.var.auth.session.id);
    clearSessionCookie(c);
    return c.json({ ok: true } satisfies OkAnswer);
  })

  // `?reset` asks for fresh data; everything is read from D1 on each call, so it needs no branch.
  .get("/info", requireUser, async (c) => {
    const sessionId = c.var.auth?.session.id ?? "";
    return c.json((await userInfo(c.var.db, c.var.user, sessionId)) satisfies UserInfo);
  })

  .post("/resend", requireUser, async (c) => {
    const user = c.var.user;
    if (user.emailConfirmed) throw new ApiError("conflict", "Email is already confirmed");
    // Too early: nothing is sent and the answer says how long the timer still runs.
    const wait = remainingDelay(user);
    if (wait > 0) return c.json({ sent: false, remainingDelay: wait } satisfies ResendAnswer);
    await enforce(c.var.db, `resend:ip:${c.var.ip}`, LIMITS.resendPerIp);
    await c.var.mailer.send((await prepareConfirmation(c, user)).email);
    return c.json({ sent: true, remainingDelay: RESEND_DELAY_MS / 1000 } satisfies ResendAnswer);
  })

  .post("/confirm/:hash", validate("param", linkHashParam), async (c) => {
    const link = await consumeLink(c.var.db, c.req.valid("param").hash, "confirm");
    if (!link) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    await updateUser(c.var.db, link.userId, { emailConfirmed: true });
    return c.json({ confirmed: true } satisfies ConfirmEmailAnswer);
  })

  .post("/recovery", validate("json", recoveryBody), async (c) => {
    const { email } = c.req.valid("json");
    const { db, origins } = c.var;
    await enforce(db, `recovery:ip:${c.var.ip}`, LIMITS.recoveryPerIp);
    // The same answer in the same time whether or not the account exists: the same look-up and
    // count either way (by address), and the link and the email only after the answer. A capped
    // address quietly gets no more emails.
    const user = await findUserByEmail(db, email);
    const allowed = await withinLimit(db, `recovery:to:${email}`, LIMITS.recoveryPerAccount);
    if (user && allowed) {
      const mailer = c.var.mailer;
      afterResponse(c, async () => {
        const token = await issueLink(db, user.id, "recovery");
        await mailer.send(
          recoveryEmail(user.email, pageUrl(pagePath("/recovery/:hash", { hash: token }), origins)),
        );
      });
    }
    return c.json({ ok: true } satisfies OkAnswer);
  })

  .get("/recovery/:hash", validate("param", linkHashParam), async (c) => {
    const link = await peekLink(c.var.db, c.req.valid("param").hash, "recovery");
    if (!link) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    return c.json({ valid: true } satisfies RecoveryLinkAnswer);
  })

  .post("/recovery/:hash", validate("param", linkHashParam), validate("json", resetBody), async (c) => {
    const link = await consumeLink(c.var.db, c.req.valid("param").hash, "recovery");
    const user = link && (await findUserById(c.var.db, link.userId));
    if (!user) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    // Proving access to the mailbox also confirms it.
    const changes = {
      passwordHash: await hashPassword(c.req.valid("json").password, c.var.config.AUTH_SECRET),
      emailConfirmed: true,
    };
    await updateUser(c.var.db, user.id, changes);
    // A new password voids what came before: other links, every session, the failed sign-ins.
    await voidOldCredentials(c.var.db, user, "password");
    const session = await signIn(c, user);
    return c.json((await userInfo(c.var.db, { ...user, ...changes }, session.id)) satisfies UserInfo);
  })

  .post("/google", validate("json", googleBody), async (c) => {
    const { config, db } = c.var;
    const identity = await verifyGoogleIdToken(c.req.valid("json").credential, {
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
    const session = await signIn(c, user);
    return c.json((await userInfo(c.var.db, user, session.id)) satisfies UserInfo);
  })

  .delete("/google", requireUser, async (c) => {
    const user = c.var.user;
    if (!user.googleSub) throw new ApiError("conflict", "Google is not linked to this account");
    if (!user.passwordHash) {
      throw new ApiError(
        "conflict",
        "Set a password before unlinking Google, or you could not sign in again",
      );
    }
    await updateUser(c.var.db, user.id, { googleSub: null });
    const info = await userInfo(c.var.db, { ...user, googleSub: null }, c.var.auth?.session.id ?? "");
    return c.json(info satisfies UserInfo);
  });
