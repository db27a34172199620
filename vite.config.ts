import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Test hosts (`*.example.test`) map to loopback in the browser; Vite refuses unknown hosts otherwise.
const allowedHosts = [".example.test", ".localhost", "localhost"];

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }), reactRouter()],
  server: { allowedHosts },
  preview: { allowedHosts },
});
