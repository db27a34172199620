import type { CreateConfirmResponse } from "../../../contracts/create";
import { createConfirmBody, createIdParam } from "../../../contracts/create-schema";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { ownedDraft } from "./owner";

/** `POST /create/{id}/confirm`: the draft's selection fixed (create/selection.ts). */
export const confirmSelection = createRouter().post(
  "/:id/confirm",
  validate("param", createIdParam),
  validate("json", createConfirmBody),
  async (c) => {
    const report = await ownedDraft(c, c.req.valid("param").id);
    const answer = await c.var.create.confirm(report, c.req.valid("json").profiles);
    return c.json(answer satisfies CreateConfirmResponse);
  },
);
