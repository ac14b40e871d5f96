import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // The migrated databases the data-layer tests copy, made once per run (PGlite: once per set of migrations).
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time on a two-core machine (the default here is one): every test that needs a
    // database makes its own (PGlite in memory, or a temporary database on PostgreSQL).
    maxWorkers: 2,
  },
});
