import { clearSessionCookie, requestBrowser } from "../../auth/session-cookie";
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
import { afterResponse } from "../../email/delivery";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { requireUser } from "./middleware/require-user";

export const auth = createRouter()
  .post("/signup", validate("json", signupBody), async (c) => {
    const info = await c.var.accounts.signUp(c.req.valid("json"), c.var.ip, requestBrowser(c));
    return c.json(info satisfies UserInfo);
  })

  .post("/signin", validate("json", signinBody), async (c) => {
    const info = await c.var.accounts.signIn(c.req.valid("json"), c.var.ip, requestBrowser(c));
    return c.json(info satisfies UserInfo);
  })

  .post("/signout", async (c) => {
    await c.var.accounts.signOut(c.var.auth?.session);
    clearSessionCookie(c);
    return c.json({ ok: true } satisfies OkAnswer);
  })

  // `?reset` asks for fresh data; everything is read from D1 on each call, so it needs no branch.
  .get("/info", requireUser, async (c) => {
    return c.json((await c.var.accounts.info(c.var.user, c.var.auth?.session)) satisfies UserInfo);
  })

  .post("/resend", requireUser, async (c) => {
    const answer = await c.var.accounts.resendConfirmation(c.var.user, c.var.ip);
    return c.json(answer satisfies ResendAnswer);
  })

  .post("/confirm/:hash", validate("param", linkHashParam), async (c) => {
    await c.var.accounts.confirmAddress(c.req.valid("param").hash);
    return c.json({ confirmed: true } satisfies ConfirmEmailAnswer);
  })

  .post("/recovery", validate("json", recoveryBody), async (c) => {
    await c.var.accounts.requestRecovery(c.req.valid("json").email, c.var.ip, (work) =>
      afterResponse(c, work),
    );
    return c.json({ ok: true } satisfies OkAnswer);
  })

  .get("/recovery/:hash", validate("param", linkHashParam), async (c) => {
    if (!(await c.var.accounts.recoveryLinkLive(c.req.valid("param").hash)))
      throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    return c.json({ valid: true } satisfies RecoveryLinkAnswer);
  })

  .post("/recovery/:hash", validate("param", linkHashParam), validate("json", resetBody), async (c) => {
    const { hash } = c.req.valid("param");
    const info = await c.var.accounts.resetPassword(hash, c.req.valid("json").password, requestBrowser(c));
    return c.json(info satisfies UserInfo);
  })

  .post("/google", validate("json", googleBody), async (c) => {
    const info = await c.var.accounts.signInWithGoogle(c.req.valid("json").credential, requestBrowser(c));
    return c.json(info satisfies UserInfo);
  })

  .delete("/google", requireUser, async (c) => {
    const info = await c.var.accounts.unlinkGoogle(c.var.user, c.var.auth?.session);
    return c.json(info satisfies UserInfo);
  });
