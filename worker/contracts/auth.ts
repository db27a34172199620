import { z } from "zod";
import { isValidPassword, PASSWORD_MAX } from "../auth/password";

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
  unexpected: "Unexpected error occurs",
} as const;

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

export const settingsEmailBody = z.object({ email: emailSchema });
export const settingsEmailConfirmBody = z.object({ hash: linkToken });
export const settingsPasswordBody = z.object({
  password: newPasswordSchema,
  current: givenPassword.optional(),
});
export const settingsReceiveBody = z.object({
  receive: z.boolean({ error: "receive must be true or false" }),
});
export const deleteAccountBody = z.object({ password: givenPassword.optional() });

export type UserInfo = {
  id: string;
  email: string;
  confirmed: boolean;
  sessionId: string;
  google: boolean;
  hasPassword: boolean;
  receive: boolean;
  /** Seconds until another confirmation email may be sent; 0 when it can be sent now. */
  remainingDelay: number;
  subscription: {
    plan: { id: string; title: string; price: number };
    status: "active" | "canceled" | "inactive";
    reportsLeft: number;
    periodEnd: string;
  } | null;
};
