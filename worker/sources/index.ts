import type { Source } from "../contracts/sources";
import type { SourceConnector } from "./connector";
import { facebookConnector } from "./facebook";
import { instagramConnector } from "./instagram";
import { linkedinConnector } from "./linkedin";
import { tiktokConnector } from "./tiktok";
import { createTransport, type Transport, type TransportConfig } from "./transport";
import { type Upstream, upstreamFor } from "./upstream";
import { xConnector } from "./x";

/** What callers of the connectors name: the rest stays behind `./connector` and `./transport`. */
export type { PageOutcome, ProfileRef, SourceConnector } from "./connector";

const FACTORIES: Record<Source, (upstream: Upstream, config: TransportConfig) => SourceConnector> = {
  ig: instagramConnector,
  fb: facebookConnector,
  tt: tiktokConnector,
  tw: (upstream, config) => xConnector(upstream, config.xQueryIds),
  li: linkedinConnector,
};

/** One connector per network over one transport (direct, proxy or simulator). */
export function createConnectors(config: TransportConfig): Record<Source, SourceConnector> {
  const transport: Transport = createTransport(config);
  return {
    ig: FACTORIES.ig(upstreamFor(transport, "ig"), config),
    fb: FACTORIES.fb(upstreamFor(transport, "fb"), config),
    tt: FACTORIES.tt(upstreamFor(transport, "tt"), config),
    tw: FACTORIES.tw(upstreamFor(transport, "tw"), config),
    li: FACTORIES.li(upstreamFor(transport, "li"), config),
  };
}

export function createConnector(source: Source, config: TransportConfig): SourceConnector {
  return FACTORIES[source](upstreamFor(createTransport(config), source), config);
}
