import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

/** The build the e2e run serves: what browsers download. */
const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");

describe("browser bundle", () => {
  it("ships no zod: client code imports only the zod-free contract modules", () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    assert.ok(scripts.length > 10, "the client build has its scripts");
    const withZod = scripts.filter((f) => /ZodError|_zod/.test(readFileSync(path.join(assets, f), "utf8")));
    assert.deepEqual(withZod, []);
  });
});
