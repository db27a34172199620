/**
 * Fails when worker/db/schema.ts and migrations/ disagree: drizzle-kit would write a new migration.
 * The schema is the truth; `npm run db:generate` writes the missing SQL.
 */
import { spawnSync } from "node:child_process";

const before = spawnSync("git", ["status", "--porcelain", "migrations"], { encoding: "utf8" }).stdout;
const generate = spawnSync("drizzle-kit", ["generate"], { encoding: "utf8" });
if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  process.exit(1);
}
const after = spawnSync("git", ["status", "--porcelain", "migrations"], { encoding: "utf8" }).stdout;
if (after !== before) {
  console.error(`worker/db/schema.ts has changes without a migration. drizzle-kit wrote:\n${after}`);
  console.error("Review and commit the new files in migrations/ (npm run db:generate).");
  process.exit(1);
}
console.log("migrations match the schema");
