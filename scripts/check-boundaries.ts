/**
 * Proves the import boundaries in biome.json hold: each case writes a one-import module at a path
 * of this repository's layout into a scratch copy, lints it with the repository's own Biome
 * configuration and checks that the forbidden imports fail and the allowed ones pass. A rule
 * that stopped matching would otherwise pass silently. Part of `npm run lint`; ADR 0014 says why.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Case = { file: string; imports: string; forbidden: boolean };

const CASES: Case[] = [
  // A client feature: no other feature, no route, from the Worker only contracts and domain.
  { file: "client/features/report/components/a.tsx", imports: "../../create/api/b", forbidden: true },
  { file: "client/features/report/components/a.tsx", imports: "../../../routes/report", forbidden: true },
  {
    file: "client/features/report/components/a.tsx",
    imports: "../../../../worker/db/client",
    forbidden: true,
  },
  {
    file: "client/features/report/components/a.tsx",
    imports: "../../../../worker/auth/viewer",
    forbidden: true,
  },
  { file: "client/features/report/components/a.tsx", imports: "../utils/report-export", forbidden: false },
  { file: "client/features/report/components/a.tsx", imports: "../../../lib/api-client", forbidden: false },
  {
    file: "client/features/report/components/a.tsx",
    imports: "../../../../worker/contracts/report",
    forbidden: false,
  },
  {
    file: "client/features/report/components/a.tsx",
    imports: "../../../../worker/domain/hosts",
    forbidden: false,
  },
  { file: "client/features/report/utils/a.ts", imports: "zod", forbidden: true },
  { file: "client/lib/a.ts", imports: "zod/mini", forbidden: false },
  // Shared client code: no feature, no route, the same Worker rule.
  { file: "client/lib/a.ts", imports: "../features/report/api/get-report", forbidden: true },
  { file: "client/lib/a.ts", imports: "../../worker/env", forbidden: true },
  { file: "client/components/ui/a.tsx", imports: "../../routes/home", forbidden: true },
  { file: "client/lib/a.ts", imports: "../../worker/contracts/auth", forbidden: false },
  // Routes and loaders: services only, never handlers, queries or connectors.
  { file: "client/routes/a.tsx", imports: "../../worker/api/v1/landing", forbidden: true },
  { file: "client/routes/a.tsx", imports: "../../worker/db/plans", forbidden: true },
  { file: "client/routes/a.tsx", imports: "../../worker/sources/configured", forbidden: true },
  { file: "client/root.tsx", imports: "../worker/db/client", forbidden: true },
  { file: "client/routes/a.tsx", imports: "../features/report/components/report-page", forbidden: false },
  { file: "client/routes/a.tsx", imports: "../../worker/lib/page-context", forbidden: false },
  // Pure code: no database, environment, connectors or API.
  { file: "worker/domain/a.ts", imports: "../sources/connector", forbidden: true },
  { file: "worker/domain/a.ts", imports: "../db/schema", forbidden: true },
  { file: "worker/analysis/a.ts", imports: "../env", forbidden: true },
  { file: "worker/analysis/known-accounts/a.ts", imports: "../../api/v1/index", forbidden: true },
  { file: "worker/domain/a.ts", imports: "cloudflare:workers", forbidden: true },
  { file: "worker/domain/a.ts", imports: "../contracts/sources", forbidden: false },
  { file: "worker/analysis/a.ts", imports: "./taxonomy", forbidden: false },
  // The API is mounted through its index only.
  { file: "worker/queues/a.ts", imports: "../api/v1/dashboard", forbidden: true },
  { file: "worker/index.ts", imports: "./api/v1/index", forbidden: false },
  { file: "worker/api/v1/a.ts", imports: "./dashboard", forbidden: false },
  // Product code never reaches the simulator or test-only modules; tests may.
  { file: "worker/sources/a.ts", imports: "../simulator/content", forbidden: true },
  { file: "worker/api/v1/a.ts", imports: "../../../test/accounts", forbidden: true },
  { file: "client/lib/a.ts", imports: "./format.test", forbidden: true },
  { file: "worker/sources/a.test.ts", imports: "../simulator/content", forbidden: false },
];

const root = path.resolve(import.meta.dirname, "..");
const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
config.$schema = undefined;
config.vcs = { enabled: false };
config.files = { includes: ["**"] };

const scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
try {
  // Each case in its own copy: the module sits at exactly the case's path, which is what the rules match.
  const wrong = CASES.filter((c, i) => {
    const dir = path.join(scratch, String(i));
    mkdirSync(path.join(dir, path.dirname(c.file)), { recursive: true });
    writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
    writeFileSync(path.join(dir, c.file), `import { x } from "${c.imports}";\n\nexport const y = x;\n`);
    const flagged = lint(dir).diagnostics.some((d) => d.category === "lint/style/noRestrictedImports");
    return flagged !== c.forbidden;
  });
  for (const c of wrong)
    console.error(`${c.file} importing "${c.imports}" should ${c.forbidden ? "fail" : "pass"} the lint`);
  if (wrong.length > 0) process.exit(1);
  console.log(`Import boundaries: ${CASES.length} cases hold.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

type Report = { diagnostics: { category: string }[] };

function lint(dir: string): Report {
  const biome = path.join(root, "node_modules", ".bin", "biome");
  try {
    return JSON.parse(
      execFileSync(biome, ["lint", "--reporter=json", "."], {
        cwd: dir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    );
  } catch (error) {
    // Biome exits non-zero when it reports errors; its report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout);
  }
}
