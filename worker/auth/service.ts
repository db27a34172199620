import type { z } from "zod";
import type {
  settingsEmailBody,
  settingsPasswordBody,
  signinBody,
  signupBody,
} from "../contracts/auth-schema";
import type { Db } from "../db/client";
import { type User, updateUser } from "../db/users";
import type { Origins } from "../domain/hosts";
import type { Mailer } from "../email/delivery";
import type { Config } from "../env";
import type { Billing } from "../payments/billing";
import { billingPortalUrl, changePassword, deleteAccount } from "./account-settings";
import { confirmEmailChange, requestEmailChange } from "./email-change";
import { signInWithGoogle, unlinkGoogle } from "./google-sign-in";
import { recoveryLinkLive, requestRecovery, resetPassword } from "./recovery";
import { endSession, type Session } from "./session";
import { type Browser, signIn, userInfo } from "./sign-in";
import { confirmAddress, resendConfirmation, signUp } from "./sign-up";

/**
 * What the account flows work with: D1, the configuration (the secret, Google, the support
 * address), the hosts their links point at, the mail, the payment provider (made on first use),
 * and the bindings a deleted account's reports are cleared from.
 */
export type AccountDeps = {
  env: Env;
  db: Db;
  config: Config;
  origins: Origins;
  mailer: Mailer;
  billing: () => Billing;
};

/**
 * Hands work to the handler for after the answer (`afterResponse`): mail whose timing would tell
 * whether an account exists.
 */
export type Later = (work: () => Promise<unknown>) => void;

/**
 * The accounts of one request (services.ts): signing up, in (password, Google) and out, confirming
 * the address, recovering the password, and the settings. The `/auth` and `/settings` handlers go
 * through it, and the password reset page's loader. `session` is the request's, if it has one;
 * `browser` (session-cookie.ts) is how a sign-in reaches the cookies.
 */
export function accountService(deps: AccountDeps) {
  const { db } = deps;
  return {
    info: (user: User, session: Session | undefined) => userInfo(db, user, session?.id ?? ""),
    signUp: (body: z.output<typeof signupBody>, ip: string, browser: Browser) =>
      signUp(deps, body, ip, browser),
    signIn: (body: z.output<typeof signinBody>, ip: string, browser: Browser) =>
      signIn(deps, body, ip, browser),
    async signOut(session: Session | undefined) {
      if (session) await endSession(db, session.id);
    },
    resendConfirmation: (user: User, ip: string) => resendConfirmation(deps, user, ip),
    confirmAddress: (hash: string) => confirmAddress(deps, hash),
    requestRecovery: (email: string, ip: string, later: Later) => requestRecovery(deps, email, ip, later),
    recoveryLinkLive: (hash: string) => recoveryLinkLive(deps, hash),
    resetPassword: (hash: string, password: string, browser: Browser) =>
      resetPassword(deps, hash, password, browser),
    signInWithGoogle: (credential: string, browser: Browser) => signInWithGoogle(deps, credential, browser),
    unlinkGoogle: (user: User, session: Session | undefined) => unlinkGoogle(deps, user, session),
    requestEmailChange: (
      user: User,
      session: Session | undefined,
      body: z.output<typeof settingsEmailBody>,
      later: Later,
    ) => requestEmailChange(deps, user, session, body, later),
    confirmEmailChange: (user: User, session: Session | undefined, hash: string, later: Later) =>
      confirmEmailChange(deps, user, session, hash, later),
    changePassword: (user: User, session: Session | undefined, body: z.output<typeof settingsPasswordBody>) =>
      changePassword(deps, user, session, body),
    /** `POST /settings/receive`: whether the account gets marketing emails. */
    setReceive: (user: User, receive: boolean) => updateUser(db, user.id, { receive }),
    billingPortalUrl: (user: User) => billingPortalUrl(deps, user),
    deleteAccount: (user: User, session: Session | undefined, password: string | undefined) =>
      deleteAccount(deps, user, session, password),
  };
}
