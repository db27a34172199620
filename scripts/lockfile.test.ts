import { describe, expect, it } from "vitest";
import { type Lockfile, lockfileProblems, type Manifest } from "./lockfile";

const manifest: Manifest = { dependencies: { tool: "1.0.0" }, devDependencies: { lint: "^2.0.0" } };

/** A small lock as npm writes it: a tool with platform builds as optional dependencies. */
function completeLock(): Lockfile {
  return {
    lockfileVersion: 3,
    packages: {
      "": { name: "app", dependencies: { tool: "1.0.0" }, devDependencies: { lint: "^2.0.0" } },
      "node_modules/tool": {
        version: "1.0.0",
        dependencies: { helper: "^3.0.0" },
        optionalDependencies: { "@tool/cli-linux-x64": "1.0.0", "@tool/cli-darwin-arm64": "1.0.0" },
      },
      "node_modules/@tool/cli-linux-x64": { version: "1.0.0", optional: true, os: ["linux"] },
      // A stub: never installed here, but npm ci needs its entry.
      "node_modules/@tool/cli-darwin-arm64": { version: "1.0.0", optional: true, os: ["darwin"] },
      "node_modules/helper": { version: "3.1.0" },
      "node_modules/lint": {
        version: "2.4.0",
        dev: true,
        dependencies: { helper: "^4.0.0" },
        peerDependencies: { tool: "*", typescript: ">=5" },
        peerDependenciesMeta: { typescript: { optional: true } },
      },
      // Nested: lint's own helper, found before the top-level one.
      "node_modules/lint/node_modules/helper": { version: "4.0.0", dev: true },
    },
  };
}

describe("lockfileProblems", () => {
  it("accepts a complete lock (nested copies and optional peers included)", () => {
    expect(lockfileProblems(manifest, completeLock())).toEqual([]);
  });

  it("reports an optional platform package without its own entry (what makes npm ci refuse)", () => {
    const lock = completeLock();
    delete lock.packages?.["node_modules/@tool/cli-darwin-arm64"];
    expect(lockfileProblems(manifest, lock)).toEqual([
      "node_modules/tool: optional dependency @tool/cli-darwin-arm64@1.0.0 has no entry in the lock",
    ]);
  });

  it("reports an entry at another version than the exact one asked for", () => {
    const lock = completeLock();
    const stub = lock.packages?.["node_modules/@tool/cli-darwin-arm64"];
    if (stub) stub.version = "0.9.0";
    expect(lockfileProblems(manifest, lock)).toEqual([
      "node_modules/tool: optional dependency @tool/cli-darwin-arm64@1.0.0 is locked at 0.9.0",
    ]);
  });

  it("reports missing dependencies, required peers and package.json's own dependencies", () => {
    const lock = completeLock();
    delete lock.packages?.["node_modules/helper"];
    delete lock.packages?.["node_modules/tool"];
    expect(lockfileProblems({ ...manifest, optionalDependencies: { fsevents: "2.3.3" } }, lock)).toEqual([
      "package.json: dependency tool@1.0.0 has no entry in the lock",
      "package.json: optional dependency fsevents@2.3.3 has no entry in the lock",
      "node_modules/lint: peer dependency tool@* has no entry in the lock",
    ]);
  });

  it("skips links (their target is checked) and refuses a lock with no packages", () => {
    const lock = completeLock();
    if (lock.packages) lock.packages["node_modules/local"] = { link: true, resolved: "packages/local" };
    expect(lockfileProblems(manifest, lock)).toEqual([]);
    expect(lockfileProblems(manifest, { lockfileVersion: 1 })).toEqual([
      "package-lock.json has no `packages` (lockfileVersion 2 or 3 expected)",
    ]);
  });
});
