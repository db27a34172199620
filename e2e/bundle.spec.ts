import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

/** The build the e2e run serves: what browsers download. */
const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");

/**
 * Classic zod names its schema classes "ZodString", "ZodObject", "ZodError"…; zod/mini's are
 * "ZodMiniString"…, and the core both share "$ZodString"…. A quoted "Zod…" name that is not a
 * "ZodMini…" one is therefore classic zod (checked against a classic and a mini bundle).
 */
const CLASSIC_ZOD = /["'`]Zod(?!Mini)[A-Z]\w*["'`]/;

describe("browser bundle", () => {
  it("ships only zod/mini, never classic zod: answers are parsed with the mini contract schemas", () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    assert.ok(scripts.length > 10, "the client build has its scripts");
    const withClassicZod = scripts.filter((f) =>
      CLASSIC_ZOD.test(readFileSync(path.join(assets, f), "utf8")),
    );
    assert.deepEqual(withClassicZod, []);
  });

  it("leaves the API reference's generator on the server", () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const withReference = scripts.filter((f) =>
      readFileSync(path.join(assets, f), "utf8").includes("#/components/schemas/"),
    );
    assert.deepEqual(withReference, []);
  });
});
