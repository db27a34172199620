import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { runnerImport } from "vite";
import { defineConfig } from "vitest/config";
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
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // Tests pin their configuration: a developer's .dev.vars must not leak in.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED_SQL: seedSql,
            ENVIRONMENT: "test",
            LANDING_ORIGIN: "http://example.test",
            APP_ORIGIN: "http://app.example.test",
            COOKIE_DOMAIN: "example.test",
            MAINTENANCE: "off",
            HOWTO_VIDEO_CODE: "",
            STRIPE_SECRET_KEY: "sk_test_lookwise_unit_tests",
            GOOGLE_CLIENT_ID: "lookwise-test.apps.googleusercontent.com",
            GOOGLE_JWKS_URL: "https://google-keys.example.test/certs",
            SOURCES_MODE: "simulator",
            SOURCES_PROXY_URL: "",
          },
          serviceBindings: { SOURCES: simulatorFetch },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.ts", "client/**/*.test.ts", "client/**/*.test.tsx", "test/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      isolate: false,
      // Process CSS so `?url` imports resolve as in the build (the root links its stylesheet).
      css: true,
    },
  };
});
