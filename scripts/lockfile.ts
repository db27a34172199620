/**
 * The rule `npm ci` applies to package-lock.json, as far as it can break here: every dependency
 * of every locked package (optional platform builds for other systems included) must have its
 * own entry where Node's resolution finds it, at the exact version asked for. A lock written on
 * one platform by some tools lacks the other platforms' optional builds, and `npm ci` refuses it
 * ("Missing: @biomejs/cli-darwin-x64@ from lock file"). Pure: scripts/check-lockfile.ts reads
 * the files.
 */

export type Dependencies = Record<string, string>;

export type LockEntry = {
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Dependencies;
  optionalDependencies?: Dependencies;
  peerDependencies?: Dependencies;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
};

export type Lockfile = { lockfileVersion?: number; packages?: Record<string, LockEntry> };

/** package.json's dependency lists: the truth for the root. */
export type Manifest = {
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
  optionalDependencies?: Dependencies;
};

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?(?:\+[\w.]+)?$/;

/** Where Node (and npm) finds `name` for the package at `path`: its own node_modules, then each parent's. */
function resolve(packages: Record<string, LockEntry>, path: string, name: string): LockEntry | undefined {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    const entry = packages[candidate];
    if (entry) return entry;
    if (base === "") return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent >= 0 ? base.slice(0, parent) : "";
  }
}

type Wanted = { kind: string; name: string; spec: string };

function wantedBy(entry: Manifest & LockEntry, withDev: boolean): Wanted[] {
  const list = (kind: string, deps: Dependencies | undefined) =>
    Object.entries(deps ?? {}).map(([name, spec]) => ({ kind, name, spec }));
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...list("dependency", entry.dependencies),
    ...(withDev ? list("dev dependency", entry.devDependencies) : []),
    ...list("optional dependency", entry.optionalDependencies),
    ...list("peer dependency", entry.peerDependencies).filter((peer) => !optionalPeers[peer.name]?.optional),
  ];
}

/** Every reason `npm ci` would refuse the lock for a missing or mismatched entry; empty when it accepts it. */
export function lockfileProblems(manifest: Manifest, lock: Lockfile): string[] {
  const packages = lock.packages;
  if (!packages) return ["package-lock.json has no `packages` (lockfileVersion 2 or 3 expected)"];
  const problems: string[] = [];
  const check = (path: string, label: string, wanted: Wanted[]) => {
    for (const { kind, name, spec } of wanted) {
      const found = resolve(packages, path, name);
      if (!found) problems.push(`${label}: ${kind} ${name}@${spec} has no entry in the lock`);
      else if (EXACT_VERSION.test(spec) && found.version !== spec && !found.link) {
        problems.push(`${label}: ${kind} ${name}@${spec} is locked at ${found.version ?? "no version"}`);
      }
    }
  };
  check("", "package.json", wantedBy(manifest, true));
  for (const [path, entry] of Object.entries(packages)) {
    // The root is package.json (checked above); a link's dependencies are its target's.
    if (path === "" || entry.link) continue;
    check(path, path, wantedBy(entry, false));
  }
  return problems;
}
