import type { Source } from "../contracts/sources";
import { IMAGE_HOSTS } from "./accounts";
import type { NetworkHandler } from "./context";
import { directory, withClock, withRenames } from "./directory";
import { injectFaults, readKnobs, type SimulatorEnv } from "./faults";
import { facebook } from "./networks/facebook";
import { instagram } from "./networks/instagram";
import { linkedin } from "./networks/linkedin";
import { tiktok } from "./networks/tiktok";
import { x } from "./networks/x";
import { hash } from "./prng";
import { json } from "./respond";

/**
 * The source simulator: a Worker answering as the five networks do, for development and tests.
 * Requests address a real network URL under a host prefix: `GET {simulator}/www.instagram.com/
 * api/v1/users/web_profile_info/?username=emily.carter` is Instagram's
 * `https://www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter`.
 */
const NETWORKS: Record<string, { source: Source; handler: NetworkHandler }> = {
  "www.instagram.com": { source: "ig", handler: instagram },
  "i.instagram.com": { source: "ig", handler: instagram },
  "www.tiktok.com": { source: "tt", handler: tiktok },
  "x.com": { source: "tw", handler: x },
  "api.x.com": { source: "tw", handler: x },
  "www.facebook.com": { source: "fb", handler: facebook },
  "www.linkedin.com": { source: "li", handler: linkedin },
};

export default {
  async fetch(request: Request, env: SimulatorEnv = {}): Promise<Response> {
    const incoming = new URL(request.url);
    const [, host = "", ...rest] = incoming.pathname.split("/");
    const knobs = readKnobs(env, request.headers);
    if (host === "")
      return json({
        name: "lookwise-simulator",
        seed: knobs.seed,
        people: knobs.people,
        hosts: Object.keys(NETWORKS),
      });
    const url = new URL(`https://${host}/${rest.join("/")}${incoming.search}`);
    if (IMAGE_HOSTS.has(host)) return avatar(url);
    const network = NETWORKS[host];
    if (!network) return json({ message: `unknown host ${host}` }, 404);
    const fault = await injectFaults(knobs, request, url);
    if (fault) return fault;
    const dir = withClock(withRenames(directory(knobs.seed, knobs.people), knobs.renames), knobs.advanceMs);
    return network.handler({ url, request, dir, knobs });
  },
} satisfies ExportedHandler<SimulatorEnv>;

/** Any picture URL of the population draws a plain coloured avatar, so image copying works offline. */
function avatar(url: URL): Response {
  const hue = hash(url.pathname) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">` +
    `<rect width="150" height="150" fill="hsl(${hue},55%,60%)"/>` +
    `<circle cx="75" cy="58" r="28" fill="#fff" fill-opacity=".85"/>` +
    `<ellipse cx="75" cy="128" rx="46" ry="34" fill="#fff" fill-opacity=".85"/></svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
