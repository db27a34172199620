import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { runnerImport } from "vite";
import { defineConfig } from "vitest/config";
import { experimental_readRawConfig } from "wrangler";
import { TEST_AUTH_SECRET } from "./worker/env.ts";
import type simulatorWorker from "./worker/simulator/index";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const seedSql = await readFile(path.join(import.meta.dirname, "worker/db/seed.sql"), "utf8");
  // The source simulator answers in this (Node) process with its default knobs: only the fixture
  // personas fail. Loaded through Vite's module runner, not bundled into this config.
  const { module: simulator } = await runnerImport<{ default: typeof simulatorWorker }>(
    "./worker/simulator/index.ts",
    { configFile: false, logLevel: "error" },
  );
  const simulatorFetch = (request: Request) => simulator.default.fetch(request, {});
  // wrangler.toml as wrangler parses it, for the test that it is safe to deploy as it is.
  const { rawConfig } = experimental_readRawConfig({
    config: path.join(import.meta.dirname, "wrangler.toml"),
  });
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // Tests pin their configuration: a developer's .dev.vars must not leak in. wrangler.toml's
          // top level is production; the tests run as `test`, with a secret production refuses.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED_SQL: seedSql,
            TEST_WRANGLER_CONFIG: JSON.stringify(rawConfig),
            ENVIRONMENT: "test",
            AUTH_SECRET: TEST_AUTH_SECRET,
            LANDING_ORIGIN: "http://example.test",
            APP_ORIGIN: "http://app.example.test",
            COOKIE_DOMAIN: "example.test",
            MAINTENANCE: "off",
            HOWTO_VIDEO_CODE: "",
            GOOGLE_CLIENT_ID: "lookwise-test.apps.googleusercontent.com",
            GOOGLE_JWKS_URL: "https://google-keys.example.test/certs",
            SOURCES_MODE: "simulator",
            SOURCES_PROXY_URL: "",
            SOURCES_SIM_LATENCY_MS: "0",
          },
          serviceBindings: { SOURCES: simulatorFetch },
        },
      }),
    ],
    test: {
      include: [
        "worker/**/*.test.ts",
        "client/**/*.test.ts",
        "client/**/*.test.tsx",
        "test/**/*.test.ts",
        // Pure logic of the scripts (no Node APIs: the tests run in workerd too).
        "scripts/**/*.test.ts",
      ],
      setupFiles: ["./test/setup.ts"],
      isolate: false,
      // Process CSS so `?url` imports resolve as in the build (the root links its stylesheet).
      css: true,
    },
  };
});
