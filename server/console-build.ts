import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "src",
  "domain",
  "index.html",
  "vite.config.ts",
  "panda.config.ts",
  "package-lock.json",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/ is missing or older than any console source. */
export function consoleNeedsBuild(root: string, distDir: string): boolean {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/**
 * Builds the console with Vite when needed (`npm start` on a fresh clone). `uiKit` makes the
 * test build, which also contains the /ui-kit widget gallery.
 */
export async function ensureConsoleBuilt(
  root: string,
  distDir: string,
  options: { uiKit?: boolean } = {},
): Promise<void> {
  if (!consoleNeedsBuild(root, distDir)) return;
  console.log("building the console…");
  const started = performance.now();
  const { build } = await import("vite");
  // A test runner sets NODE_ENV=test, which would make Vite ship React's development build.
  const environment = process.env["NODE_ENV"];
  process.env["NODE_ENV"] = "production";
  if (options.uiKit) process.env["VITE_UI_KIT"] = "1";
  try {
    await build({
      root,
      mode: "production",
      logLevel: "warn",
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    delete process.env["VITE_UI_KIT"];
    if (environment === undefined) delete process.env["NODE_ENV"];
    else process.env["NODE_ENV"] = environment;
  }
  console.log(`console built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
