import type { BlurVariant } from "../../../../worker/contracts/report";

type LockCopy = {
  /** The modal's title. */
  title: string;
  /** The modal's explanation. */
  text: string;
  /** The banner's line above the teaser. */
  banner: string;
  /** The banner's button (and the plans link's text). */
  action: string;
};

/** What each lock says, in one place so the banner and the modal agree (the spec's "Sign Up" kept). */
export const LOCK_COPY: Record<BlurVariant, LockCopy> = {
  unregistered: {
    title: "Sign up to see the full report",
    text: "Create a free account to keep this report and unlock its summary, evidence and friends.",
    banner: "This report is locked. Sign up to see the full results.",
    action: "Sign Up",
  },
  unconfirmed: {
    title: "Confirm your email",
    text: "Confirm your email to unlock this report.",
    banner: "Confirm your email to unlock this report.",
    action: "Confirm email",
  },
  unsubscribed: {
    title: "Subscribe to see the full report",
    text: "Choose a plan to unlock the summary, the evidence behind every interest and red flag, and the friends found. Plans start at $0.99.",
    banner: "This report is locked. Subscribe to see the full results.",
    action: "Subscribe",
  },
  needupgrade: {
    title: "Upgrade your plan",
    text: "You've used all the reports in your monthly quota. Upgrade your plan to unlock this report now.",
    banner: "Your monthly report quota is used up. Upgrade to see this report.",
    action: "Upgrade",
  },
};
