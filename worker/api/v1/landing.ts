import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { listActivePlans } from "../../db/plans";
import { withSavings } from "../../domain/plans";
import { US_STATES } from "../../domain/states";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../lib/cookies";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

const consentBody = z.object({ accepted: z.boolean({ error: "accepted must be true or false" }) });

/** Reads the consent cookie: `sended` once a choice was made, `accepted` when it was "accept all". */
export function readConsent(cookie: string | undefined) {
  return { sended: cookie === "accepted" || cookie === "essentials", accepted: cookie === "accepted" };
}

export const landing = createRouter()
  .get("/states", (c) => c.json(US_STATES))
  .get("/plans", async (c) => c.json(withSavings(await listActivePlans(c.var.db))))
  .get("/cookies", (c) => c.json(readConsent(getCookie(c, COOKIE.consent))))
  .post("/cookies", validate("json", consentBody), (c) => {
    const value = c.req.valid("json").accepted ? "accepted" : "essentials";
    setCookie(c, COOKIE.consent, value, cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
    return c.json(readConsent(value));
  });
