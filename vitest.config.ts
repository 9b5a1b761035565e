import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * One runner for every unit and integration test. Kinds are told apart by file name:
 * `*.unit.test.ts(x)` (no I/O), `*.integration.test.ts` (database, HTTP in-process) and
 * `*.fuzz.test.ts` (generated requests through the whole app, decision 0021; `npm run test:fuzz`).
 * End-to-end tests live in test/e2e and run against the production build, not here.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{core,adapters,api,openapi,web,test}/**/*.unit.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/dist/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{core,adapters,api,openapi,web,test}/**/*.integration.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "fuzz",
          include: ["test/fuzz/**/*.fuzz.test.ts"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
