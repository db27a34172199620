import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  ssr: true,
  // Separate builds can coexist (parallel e2e runs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
