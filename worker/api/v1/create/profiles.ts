import type { Context } from "hono";
import { enforce, LIMITS } from "../../../auth/rate-limit";
import type { CreateAddResponse, CreateSearchResponse } from "../../../contracts/create";
import { createAddBody, createSearchBody, createSourceParam } from "../../../contracts/create-schema";
import { type AppEnv, createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { ownedDraft, ownerKey } from "./owner";

/** The caller's draft, the lookup counted against its owner's budget. */
async function draftForLookup(c: Context<AppEnv>, id: string) {
  const report = await ownedDraft(c, id);
  await enforce(c.var.db, `create:lookup:${ownerKey(report.owner)}`, LIMITS.createLookupsPerOwner);
  return report;
}

/** Looking a profile up on one source of a draft (create/candidates.ts): to list it, or to select it. */
export const profileLookups = createRouter()
  .post(
    "/:id/:source/search",
    validate("param", createSourceParam),
    validate("json", createSearchBody),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const report = await draftForLookup(c, id);
      const answer = await c.var.create.search(report, source, c.req.valid("json").query);
      return c.json(answer satisfies CreateSearchResponse);
    },
  )
  .post(
    "/:id/:source/add",
    validate("param", createSourceParam),
    validate("json", createAddBody),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const report = await draftForLookup(c, id);
      const answer = await c.var.create.add(report, source, c.req.valid("json"));
      return c.json(answer satisfies CreateAddResponse);
    },
  );
