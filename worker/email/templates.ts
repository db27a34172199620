import type { Email } from "./email";

const SIGNATURE = "\n\n— The Lookwise team";

export function confirmEmail(to: string, link: string): Email {
  return {
    to,
    subject: "Confirm your email for Lookwise",
    text: `Welcome to Lookwise!\n\nConfirm your email address to unlock your reports:\n${link}\n\nThe link works once and expires in 7 days. If you did not sign up, ignore this email.${SIGNATURE}`,
    links: [link],
  };
}

export function recoveryEmail(to: string, link: string): Email {
  return {
    to,
    subject: "Reset your Lookwise password",
    text: `Someone asked to reset the password of your Lookwise account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.${SIGNATURE}`,
    links: [link],
  };
}

export function emailChangeEmail(to: string, link: string): Email {
  return {
    to,
    subject: "Confirm your new email for Lookwise",
    text: `Confirm that this is the new email address of your Lookwise account:\n${link}\n\nThe link works once and expires in 24 hours.${SIGNATURE}`,
    links: [link],
  };
}

export function optOutEmail(to: string, name: string, profiles: string[]): Email {
  return {
    to,
    subject: "Your Lookwise opt-out request",
    text: `Hello ${name},\n\nWe received your opt-out request. These profiles no longer appear in Lookwise searches or reports, and we will not load them again:\n${profiles.map((p) => `- ${p}`).join("\n")}\n\nIf you did not send this request, reply to this email.${SIGNATURE}`,
    links: [],
  };
}
