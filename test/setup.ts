import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs once per test file; both steps are idempotent, so shared storage (no isolation) is fine.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = env.TEST_SEED_SQL.split(/;\s*$/m)
  .map((sql) => sql.replace(/^\s*--.*$/gm, "").trim())
  .filter(Boolean);
await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
