import { createRouter } from "../../../lib/hono";
import { confirmSelection } from "./confirm";
import { createReport } from "./new";
import { profileLookups } from "./profiles";
import { readCandidates } from "./read";

/** The create flow (API.md "Create" rows): one file per operation. */
export const create = createRouter()
  .route("/", createReport)
  .route("/", confirmSelection)
  .route("/", profileLookups)
  .route("/", readCandidates);
