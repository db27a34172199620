import type { Consent } from "./contracts/site";

/** The consent cookie's value for a choice: "accept all", or only the essential cookies. */
export function consentValue(accepted: boolean): "accepted" | "essentials" {
  return accepted ? "accepted" : "essentials";
}

/** Reads the consent cookie: `sended` once a choice was made, `accepted` when it was "accept all". */
export function readConsent(cookie: string | undefined): Consent {
  return { sended: cookie === "accepted" || cookie === "essentials", accepted: cookie === "accepted" };
}
