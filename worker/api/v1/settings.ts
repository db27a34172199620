import { clearSessionCookie } from "../../auth/session-cookie";
import type { EmailChangeAnswer, ReceiveAnswer, UserInfo } from "../../contracts/auth";
import {
  deleteAccountBody,
  settingsEmailBody,
  settingsEmailConfirmBody,
  settingsPasswordBody,
  settingsReceiveBody,
} from "../../contracts/auth-schema";
import type { BillingPortalAnswer } from "../../contracts/billing";
import type { DeletedAnswer, OkAnswer } from "../../contracts/common";
import type { WatchListResponse } from "../../contracts/report";
import { afterResponse } from "../../email/delivery";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { requireUser } from "./middleware/require-user";

export const settings = createRouter()
  .use(requireUser)

  .post("/email", validate("json", settingsEmailBody), async (c) => {
    const body = c.req.valid("json");
    await c.var.accounts.requestEmailChange(c.var.user, c.var.auth?.session, body, (work) =>
      afterResponse(c, work),
    );
    return c.json({ sent: true, email: body.email } satisfies EmailChangeAnswer);
  })

  .post("/email/confirm", validate("json", settingsEmailConfirmBody), async (c) => {
    const { hash } = c.req.valid("json");
    const info = await c.var.accounts.confirmEmailChange(c.var.user, c.var.auth?.session, hash, (work) =>
      afterResponse(c, work),
    );
    return c.json(info satisfies UserInfo);
  })

  .get("/watches", async (c) => c.json((await c.var.watches.list(c.var.user.id)) satisfies WatchListResponse))

  .post("/password", validate("json", settingsPasswordBody), async (c) => {
    await c.var.accounts.changePassword(c.var.user, c.var.auth?.session, c.req.valid("json"));
    return c.json({ ok: true } satisfies OkAnswer);
  })

  .post("/receive", validate("json", settingsReceiveBody), async (c) => {
    const { receive } = c.req.valid("json");
    await c.var.accounts.setReceive(c.var.user, receive);
    return c.json({ receive } satisfies ReceiveAnswer);
  })

  .get("/manage", async (c) => {
    const url = await c.var.accounts.billingPortalUrl(c.var.user);
    return c.json({ url } satisfies BillingPortalAnswer);
  })

  .post("/delete", validate("json", deleteAccountBody), async (c) => {
    await c.var.accounts.deleteAccount(c.var.user, c.var.auth?.session, c.req.valid("json").password);
    clearSessionCookie(c);
    return c.json({ deleted: true } satisfies DeletedAnswer);
  });
