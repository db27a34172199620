import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Test hosts (`*.example.test`) map to loopback in the browser; Vite refuses unknown hosts otherwise.
const allowedHosts = [".example.test", ".localhost", "localhost"];

// Local D1/R2/Durable Object state; the e2e runner gives each run its own (see e2e/run.ts).
const stateDir = process.env.LOCAL_STATE_DIR;
// The build directory (react-router.config.ts); the source simulator's build goes inside it.
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      persistState: stateDir ? { path: stateDir } : true,
      // The source simulator runs beside the app (the SOURCES service binding) in dev and preview.
      auxiliaryWorkers: [{ configPath: "./worker/simulator/wrangler.toml" }],
    }),
    reactRouter(),
  ],
  environments: { lookwise_simulator: { build: { outDir: `${buildDir}/lookwise_simulator` } } },
  server: { allowedHosts },
  preview: { allowedHosts },
});
