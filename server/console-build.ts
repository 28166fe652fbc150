import { type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
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
 *
 * The build runs in a child process: Vite and Rolldown in the server's own heap left it holding
 * ~1.15 GiB for the rest of its life; a child gives all of that back when it exits.
 */
export async function ensureConsoleBuilt(
  root: string,
  distDir: string,
  options: { uiKit?: boolean } = {},
): Promise<void> {
  if (!consoleNeedsBuild(root, distDir)) return;
  console.log("building the console…");
  const started = performance.now();
  const vite = path.join(
    path.dirname(createRequire(path.join(root, "package.json")).resolve("vite/package.json")),
    "bin",
    "vite.js",
  );
  const args = [vite, "build", root, "--mode", "production", "--logLevel", "warn"];
  args.push("--outDir", distDir, "--emptyOutDir");
  // A test runner sets NODE_ENV=test, which would make Vite ship React's development build.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (options.uiKit) env["VITE_UI_KIT"] = "1";
  else delete env["VITE_UI_KIT"];
  await runChild(process.execPath, args, { cwd: root, env });
  console.log(`console built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function runChild(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the console build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
