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

/**
 * Sent to the account's old address once the email has changed: if it was not the owner, they
 * learn of it (the new address is named, so support can act on it).
 */
export function emailChangedNotice(to: string, newEmail: string, support: string): Email {
  return {
    to,
    subject: "Your Lookwise email was changed",
    text: `The email address of your Lookwise account was changed to ${newEmail}. From now on, sign in with the new address; every other device was signed out.\n\nIf you did not make this change, contact us at ${support} right away.${SIGNATURE}`,
    links: [],
  };
}

/**
 * Sent instead of an email-change link when the address already has an account: the person asking
 * learns nothing from the answer, and this address is told nothing about the account that asked.
 */
export function emailTakenNotice(to: string, support: string): Email {
  return {
    to,
    subject: "This address already has a Lookwise account",
    text: `Someone asked to move a Lookwise account to this email address, but this address already has a Lookwise account, so nothing was changed.\n\nIf it was you, sign in with this address instead. If it was not, you can ignore this email; write to ${support} if you have questions.${SIGNATURE}`,
    links: [],
  };
}

/**
 * The opt-out confirmation. It names no one: the form takes any name and any address, so echoing
 * the name would let anyone send text of their choosing from us.
 */
export function optOutEmail(to: string, profiles: string[]): Email {
  return {
    to,
    subject: "Your Lookwise opt-out request",
    text: `Hello,\n\nWe received an opt-out request for this email address. These profiles no longer appear in Lookwise searches or reports, and we will not load them again:\n${profiles.map((p) => `- ${p}`).join("\n")}\n\nIf you did not send this request, reply to this email.${SIGNATURE}`,
    links: [],
  };
}

/**
 * A watched report's re-screen found something: the change in a few lines, red flags first, and
 * the report's link. No evidence text: posts quote third parties, and an inbox is no place for
 * them. The stop link works signed out (monitoring/stop-link.ts).
 */
export function watchAlertEmail(
  to: string,
  alert: { name: string; checked: string; since: string; lines: string[]; newFlag: boolean },
  reportLink: string,
  stopLink: string,
): Email {
  const subject = alert.name || "your subject";
  return {
    to,
    subject: `${alert.newFlag ? "New red flag" : "Something changed"} in your watched report on ${subject}`,
    text: `Your watched report on ${subject} was checked again on ${alert.checked}. Since ${alert.since}:\n\n${alert.lines.map((line) => `- ${line}`).join("\n")}\n\nSee the report:\n${reportLink}\n\nYou get this email because you watch this report. Stop watching it (no sign-in needed):\n${stopLink}${SIGNATURE}`,
    links: [reportLink, stopLink],
  };
}
