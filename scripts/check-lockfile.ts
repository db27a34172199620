/**
 * Fails when `npm ci` would refuse package-lock.json: a dependency (an optional platform build
 * for another system, most often) without its own entry. Part of `npm run lint`; the rule is in
 * scripts/lockfile.ts. To repair a lock, add the missing entries (npm writes them when it
 * resolves the tree on a clean install: `rm -rf node_modules package-lock.json && npm install`).
 */
import { readFileSync } from "node:fs";
import { type Lockfile, lockfileProblems, type Manifest } from "./lockfile";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Manifest;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;
const problems = lockfileProblems(manifest, lock);
if (problems.length > 0) {
  console.error(`package-lock.json would be refused by npm ci:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`package-lock.json is complete (${Object.keys(lock.packages ?? {}).length} entries)`);
