import type { UsStatesAnswer } from "../../contracts/site";
import { US_STATES } from "../../domain/states";
import { createRouter } from "../../lib/hono";

/** `GET /states`: the US states a search may name. */
export const states = createRouter().get("/", (c) => c.json(US_STATES satisfies UsStatesAnswer));
