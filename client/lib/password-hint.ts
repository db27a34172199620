import { PASSWORD_MIN } from "../../worker/contracts/auth";

/** The password rule in words, shown under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, with a letter and a digit.`;
