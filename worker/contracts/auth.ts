/**
 * The auth vocabulary, zod-free so the browser can import it. The request schemas live in
 * `./auth-schema` (server side only).
 */

import type { SubscriptionStatus } from "./billing";

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
    status: SubscriptionStatus;
    reportsLeft: number;
    periodEnd: string;
  } | null;
};
