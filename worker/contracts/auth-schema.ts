import { z } from "zod";
import { isValidPassword } from "../auth/password";
import { AUTH_MESSAGES, PASSWORD_MAX } from "./auth";

/* Auth request schemas; server side only. Messages come from `./auth`. */

const required = z.string({ error: AUTH_MESSAGES.fillForm }).trim().min(1, AUTH_MESSAGES.fillForm);

export const emailSchema = required
  .max(254, AUTH_MESSAGES.invalidEmail)
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** A new password must follow the rule; the message is the spec's. */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.fillForm })
  .min(1, AUTH_MESSAGES.fillForm)
  .refine(isValidPassword, AUTH_MESSAGES.invalidPassword);

/** A password being checked is only bounded, never rule-checked (old passwords keep working). */
const givenPassword = z
  .string({ error: AUTH_MESSAGES.fillForm })
  .min(1, AUTH_MESSAGES.fillForm)
  .max(PASSWORD_MAX * 4);

export const signupBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().max(200).optional(),
});
export const signinBody = z.object({ email: emailSchema, password: givenPassword });
export const recoveryBody = z.object({ email: emailSchema });
export const resetBody = z.object({ password: newPasswordSchema });
export const googleBody = z.object({ credential: z.string().min(10, AUTH_MESSAGES.googleFailed).max(8192) });
/** Any link token is looked up; an unknown, used, expired or malformed one is the same 'Invalid Link'. */
const linkToken = z.string().max(256, AUTH_MESSAGES.invalidLink);
export const linkHashParam = z.object({ hash: linkToken });

/** `password` is the current one; required unless the account has none (Google only). */
export const settingsEmailBody = z.object({ email: emailSchema, password: givenPassword.optional() });
export const settingsEmailConfirmBody = z.object({ hash: linkToken });
export const settingsPasswordBody = z.object({
  password: newPasswordSchema,
  current: givenPassword.optional(),
});
export const settingsReceiveBody = z.object({
  receive: z.boolean({ error: "receive must be true or false" }),
});
export const deleteAccountBody = z.object({ password: givenPassword.optional() });
