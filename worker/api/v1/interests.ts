import type { RedZoneResponse } from "../../contracts/report";
import { redzoneParam } from "../../contracts/report-schema";
import { redZoneFor } from "../../domain/taxonomy";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** `GET /interests/{source}/redzone`: the red-zone vocabulary of a network; no account needed. */
export const interests = createRouter().get("/:source/redzone", validate("param", redzoneParam), (c) =>
  c.json(redZoneFor(c.req.valid("param").source) satisfies RedZoneResponse),
);
