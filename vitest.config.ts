import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "services/**/*.test.ts",
            "gateway/**/*.test.ts",
            "server/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "ui",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/globalSetup.ts"],
          // Files run side by side on a shared 2-core machine: a test that migrates and seeds a
          // fresh database (seed.test.ts) took over 20 s at a load average of 20.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file clones its own database (tests/support/stack.ts), so files can run side by
          // side; they mostly wait on PostgreSQL, so at least two at a time keep a 2-core machine
          // busy where Vitest's default (cores - 1 = one) left it half idle.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
