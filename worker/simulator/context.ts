import type { Directory } from "./directory";
import type { Knobs } from "./faults";

/** One request as a network emulation sees it: the real network URL it was addressed to. */
export interface SimContext {
  url: URL;
  request: Request;
  dir: Directory;
  knobs: Knobs;
}

export type NetworkHandler = (ctx: SimContext) => Response | Promise<Response>;
