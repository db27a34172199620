/**
 * The product under load. Each route of a mixed workload is measured at 50 connections in turn
 * (not interleaved) against the build served as bench/http.ts serves it, as a share of the bare
 * Worker's requests per second at 50 connections in the same run; then 50 report generations are
 * started at once with the simulator's latency (bench/generation.ts).
 *
 * `npx tsx bench/load.ts` prints the JSON of `benchLoad()`.
 */
import { pathToFileURL } from "node:url";
import type autocannon from "autocannon";
import { type Client, type GenerationsAtOnce, generateAtOnce, SIM_LATENCY_MS, signedIn } from "./generation";
import { type Figures, measure, type RatedFigures, rated, serveApp, withServers } from "./http";
import type { Served } from "./serving";

const CONNECTIONS = 50;
/** Sign-ups from one IP in an hour (LIMITS.signupPerIp): every account the bench makes. */
const ACCOUNTS = 10;
/** Reports an account may create a day (LIMITS.createsPerUser). */
const CREATES_PER_ACCOUNT = 50;

export interface LoadFigures {
  connections: number;
  /** How the routes were loaded: one after the other, each alone at `connections`. */
  workload: "each route in turn";
  baseline: Figures;
  routes: Record<string, RatedFigures>;
  /** Creates are capped by the accounts' daily quota: the create figure is of this many requests. */
  creates: number;
  generations: GenerationsAtOnce;
}

/** Each request takes the next account's session in turn, so every account gets its share. */
function rotating(cookies: string[]): (request: autocannon.Request) => autocannon.Request {
  let next = 0;
  return (request) => {
    const cookie = cookies[next % cookies.length] ?? "";
    next += 1;
    return { ...request, headers: { ...request.headers, Cookie: cookie } };
  };
}

async function exampleReportId(origin: string): Promise<string> {
  const examples = (await (await fetch(`${origin}/api/v1/examples`)).json()) as { id: string }[];
  const id = examples[0]?.id;
  if (!id) throw new Error("the server has no example report");
  return id;
}

/** The routes at CONNECTIONS, each alone, with the accounts' sessions where a route needs one. */
async function loadRoutes(app: Served, baseline: Served) {
  const at = { connections: CONNECTIONS };
  const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => signedIn(app.origin)));
  const cookies = accounts.map((client: Client) => client.cookieHeader());
  const signedInGet = (path: string): autocannon.Options => ({
    ...at,
    url: app.origin,
    requests: [{ method: "GET", path, setupRequest: rotating(cookies) }],
  });
  const report = await exampleReportId(app.origin);
  const baselineFigures = await measure({ ...at, url: `${baseline.origin}/` });
  const routes: Record<string, Figures> = {
    landing: await measure({ ...at, url: `${app.origin}/` }),
    reportApi: await measure({ ...at, url: `${app.origin}/api/v1/report/${report}` }),
    reportPage: await measure({ ...at, url: `${app.origin}/report/${report}` }),
  };
  // Every create a day's quota allows, each account in turn; no warm-up, which would spend some.
  const creates = ACCOUNTS * CREATES_PER_ACCOUNT;
  routes.create = await measure(
    {
      ...at,
      url: app.origin,
      amount: creates,
      requests: [
        {
          method: "POST",
          path: "/api/v1/create",
          headers: { "Content-Type": "application/json", Origin: app.origin },
          body: JSON.stringify({ source: "ig", username: "emily.carter" }),
          setupRequest: rotating(cookies),
        },
      ],
    },
    { warmUp: false },
  );
  // After the creates, so each dashboard lists its account's 50 drafts (a page of them).
  routes.dashboardApi = await measure(signedInGet("/api/v1/dashboard/reports"));
  routes.dashboardPage = await measure(signedInGet("/dashboard"));
  return {
    baseline: baselineFigures,
    routes: Object.fromEntries(Object.entries(routes).map(([name, f]) => [name, rated(f, baselineFigures)])),
    creates,
  };
}

/**
 * 50 generations at once with every upstream call SIM_LATENCY_MS slow, on the build served as the
 * routes were (a fresh database). Not on `npm run preview`: its Vite proxy in front of workerd
 * answered one of 50 simultaneous starts with a 500 "fetch failed" of its own.
 */
async function generationsAtOnce(): Promise<GenerationsAtOnce> {
  const server = await serveApp({ SOURCES_SIM_LATENCY_MS: String(SIM_LATENCY_MS) });
  try {
    return await generateAtOnce(server.origin);
  } finally {
    await server.stop();
  }
}

export async function benchLoad(): Promise<LoadFigures> {
  const measured = await withServers({}, loadRoutes);
  const generations = await generationsAtOnce();
  return { connections: CONNECTIONS, workload: "each route in turn", ...measured, generations };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify({ load: await benchLoad() }));
}
