import { defineConfig } from "vitest/config";

// Four layers, one runner: `npm test` runs them in order through scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "worker/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // Widgets rendered in jsdom and driven by role and keyboard (Testing Library).
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/components-setup.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/catalog-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
