import { createContext } from "react-router";
import type { Services } from "../services";

/**
 * What the Worker hands every SSR loader and the server entry, once per page request: the
 * request's services (services.ts, the same the API's handlers get) and the page's own.
 */
export type PageContext = Services & {
  env: Env;
  ctx: ExecutionContext;
  /** The CSP nonce of this response: only scripts carrying it may run inline (none under `vite dev`). */
  nonce: string | undefined;
};

export const pageContext = createContext<PageContext>();
