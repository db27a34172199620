import * as z from "zod/mini";
import { subscriptionStatusSchema } from "./billing";

/**
 * The auth vocabulary: messages, the password's length bounds and the answers of `/auth/*` and
 * `/settings/*` (handlers `satisfies` these types; the client parses with the schemas). The request
 * schemas live in `./auth-schema` (server side only).
 */

/** The spec's messages, shared by the API and the forms. */
export const AUTH_MESSAGES = {
  fillForm: "Please fill out the form",
  invalidEmail: "Invalid email address",
  invalidPassword: "Invalid password",
  passwordsDontMatch: "Passwords don't match",
  wrongCredentials: "User not found or wrong password",
  sameEmail: "Email is equal to the current",
  invalidLink: "Invalid Link",
  googleFailed: "Error occured",
  emailTaken: "An account with this email already exists",
  /** A Google-only account's session is too old to stand in for a password (settings). */
  signInAgain: "Please sign in again to continue",
  unexpected: "Unexpected error occurs",
} as const;

/** A password's length bounds; the rest of the rule (a letter and a digit) is `isValidPassword`'s. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The signed-in account: sign-up, sign-in, `GET /auth/info` and the settings that change it. */
export const userInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  sessionId: z.string(),
  google: z.boolean(),
  hasPassword: z.boolean(),
  receive: z.boolean(),
  /** Seconds until another confirmation email may be sent; 0 when it can be sent now. */
  remainingDelay: z.number(),
  subscription: z.nullable(
    z.object({
      plan: z.object({ id: z.string(), title: z.string(), price: z.number() }),
      status: subscriptionStatusSchema,
      reportsLeft: z.number(),
      periodEnd: z.string(),
    }),
  ),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `POST /auth/resend`: `sent` is false while the resend delay still runs; `remainingDelay` in seconds. */
export const resendAnswerSchema = z.object({ sent: z.boolean(), remainingDelay: z.number() });
export type ResendAnswer = z.infer<typeof resendAnswerSchema>;

/** `POST /auth/confirm/{hash}`. */
export const confirmEmailAnswerSchema = z.object({ confirmed: z.literal(true) });
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

/** `GET /auth/recovery/{hash}`: the link can still set a password (an unknown, used or expired one is a 404). */
export const recoveryLinkAnswerSchema = z.object({ valid: z.literal(true) });
export type RecoveryLinkAnswer = z.infer<typeof recoveryLinkAnswerSchema>;

/** `POST /settings/email`: the same whether or not the address is taken (no enumeration). */
export const emailChangeAnswerSchema = z.object({ sent: z.literal(true), email: z.string() });
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswerSchema>;

/** `POST /settings/receive`. */
export const receiveAnswerSchema = z.object({ receive: z.boolean() });
export type ReceiveAnswer = z.infer<typeof receiveAnswerSchema>;
