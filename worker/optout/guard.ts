import type { Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { learnOptOutIds, optedOutAmong } from "../db/opt-outs";
import { createConnector } from "../sources/index";
import { type GuardedConnector, guardOptOuts } from "../sources/opt-out-guard";
import type { TransportConfig } from "../sources/transport";

/**
 * A network's connector behind the stored opt-outs: the create flow's lookups and the scrape jobs
 * both reach a network through it, so they ask D1 and fill in learnt ids the same way.
 */
export function guardedConnector(db: Db, source: Source, transport: TransportConfig): GuardedConnector {
  return guardOptOuts(
    createConnector(source, transport),
    (s, names) => optedOutAmong(db, s, names),
    (s, refs) => learnOptOutIds(db, s, refs),
  );
}
