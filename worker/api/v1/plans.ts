import type { PlansAnswer } from "../../contracts/billing";
import { createRouter } from "../../lib/hono";

/** `GET /plans`: the plans on sale, with what each saves per report. */
export const plans = createRouter().get("/", async (c) =>
  c.json((await c.var.catalog.plans()) satisfies PlansAnswer),
);
