import { createContext } from "react-router";
import type { Db } from "../db/client";
import type { Origins } from "../domain/hosts";
import type { Config } from "../env";

/** What the Worker hands every SSR loader and the server entry, once per page request. */
export type PageContext = {
  env: Env;
  ctx: ExecutionContext;
  config: Config;
  db: Db;
  origins: Origins;
  /** The CSP nonce of this response: only scripts carrying it may run inline (none under `vite dev`). */
  nonce: string | undefined;
};

export const pageContext = createContext<PageContext>();
