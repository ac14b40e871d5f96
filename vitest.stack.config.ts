import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// The deployment kit and the production topology: deploy/ checked by caddy and systemd-analyze,
// then the built site behind Caddy (two copies, PostgreSQL, an SMTP peer) driven over https in
// Chromium and by load loops (scripts/lib/stack.ts). One file at a time: the stack takes the machine.
export default defineConfig({
  resolve: {
    alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/stack/**/*.test.ts"],
    setupFiles: ["tests/support/e2e-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
    retry: 0,
  },
});
