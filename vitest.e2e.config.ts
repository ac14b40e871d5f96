import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// End-to-end tests: the production build served by `node server/start.js`,
// read raw (as crawlers do) and driven in Debian's Chromium.
export default defineConfig({
  resolve: {
    alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    setupFiles: ["tests/support/e2e-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A browser's answer on a busy machine (two test files, two browsers and their servers on two
    // cores) can take longer than expect.poll's default second: every wait that names no timeout of
    // its own waits up to ten (a condition already met returns at once).
    expect: { poll: { timeout: 10_000 } },
    // In CI a failed browser test gets one more attempt; the retry reporter names every test that
    // needed it (a test that needs its retry twice is a defect: mend its wait, not its assertion).
    retry: process.env.CI ? 1 : 0,
    reporters: ["default", "./tests/support/retry-reporter.ts"],
  },
});
