import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * UI test files that replace globals (vi.stubGlobal) or fake timers: they run in a module
 * graph of their own, so a stub never leaks into another file's tests.
 */
const UI_ISOLATED = [
  "src/ui/upload/__tests__/Gallery.test.tsx",
  "src/ui/upload/__tests__/ImageUpload.test.tsx",
  "src/ui/upload/__tests__/debounce.test.ts",
  "src/ui/overlays/__tests__/Tooltip.test.tsx",
  "src/ui/__tests__/toast.test.tsx",
  "src/app/__tests__/errorExchange.test.ts",
  "src/features/bulk-import/__tests__/BulkImportPage.test.tsx",
  "src/features/agents/__tests__/AgentListPage.test.tsx",
];

export default defineConfig({
  // Outside node_modules, which `npm ci` deletes: Vitest's record of each file's last duration
  // survives between CI runs, and each project then starts its longest files first instead of
  // its largest (a long file started last is a tail one worker runs alone).
  cacheDir: ".tmp/vite",
  test: {
    // Vitest's default is cores - 1 workers: one on a 2-core CI machine, half of it idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          // Pure rules and servers on their own ports: one module graph per worker is safe.
          isolate: false,
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
          exclude: UI_ISOLATED,
          environment: "jsdom",
          setupFiles: ["tests/support/uiSetup.ts"],
          // One module graph per worker instead of one per file: React, Ark UI and the kit are
          // imported once, which took the ui stage from about 145 s to 40 s on 2 cores.
          isolate: false,
        },
      },
      {
        test: {
          name: "ui-isolated",
          include: UI_ISOLATED,
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
          // Each file clones its own database (tests/support/stack.ts), so files run side by
          // side (maxWorkers above), in one module graph per worker: each file used to import
          // the whole server again (58 s of 118 s on 2 cores; now 78 s in all).
          isolate: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2eSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Three files at a time: each has its own database, server and browser, and spends
          // most of its time waiting on the browser and the server, not on the CPU (the whole
          // project used about 155 s of CPU in a 270 s run on 2 cores). Back to back on 2
          // cores: 269 s with two workers, 215 s with three, 212 s with four. The console is
          // built once before them, beside the template database (tests/support/e2eSetup.ts).
          maxWorkers: Math.max(3, availableParallelism() - 1),
          // Its own group, after the others when all projects run together: Vitest runs a
          // group's projects with one maxWorkers.
          sequence: { groupOrder: 1 },
          // One module graph per worker, as in the integration project: each file imported the
          // whole server again (about 2 s a file, 44 s of import time over 23 files).
          isolate: false,
        },
      },
    ],
  },
});
