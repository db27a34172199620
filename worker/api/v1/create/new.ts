import { getCookie, setCookie } from "hono/cookie";
import type { CreateResponse } from "../../../contracts/create";
import { createBody } from "../../../contracts/create-schema";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../../lib/cookies";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";

/**
 * `POST /create`: a draft made from a name or a username (create/draft.ts), within the owner's
 * limits (create/admission.ts). A visitor's browser gets its cookie on the first admitted attempt.
 */
export const createReport = createRouter().post("/", validate("json", createBody), async (c) => {
  const { auth } = c.var;
  const admission = await c.var.create.admit(
    auth ? { userId: auth.session.userId } : { visitorCookie: getCookie(c, COOKIE.visitor), ip: c.var.ip },
  );
  if (admission.newVisitorId !== null) {
    const options = cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS);
    setCookie(c, COOKIE.visitor, admission.newVisitorId, options);
  }
  const id = await c.var.create.draft(c.req.valid("json"), admission);
  return c.json({ id } satisfies CreateResponse);
});
