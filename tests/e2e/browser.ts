import { type Browser, type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium, headless, with the flags this closed network needs. */
function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * One Chromium per Vitest worker: the e2e project runs its files one after another in each
 * worker without isolation (vitest.config.ts), so the process outlives a file and the next
 * file's tests open their contexts in it instead of starting a browser of their own (30 files,
 * a launch each). Playwright closes it when the worker exits.
 */
let shared: Promise<Browser> | null = null;

/**
 * The worker's Chromium as a test file sees it: its `newContext` as the browser's, its
 * `close()` closing only the contexts this file opened (each test's own cookies, storage and
 * pages, as before), so no state passes from one file to the next.
 */
export async function launchChromium(): Promise<Browser> {
  let browser = shared ? await shared.catch(() => null) : null;
  if (!browser?.isConnected()) {
    shared = launch();
    browser = await shared;
  }
  const real = browser;
  const opened = new Set<BrowserContext>();
  return new Proxy(real, {
    get(target, property) {
      if (property === "newContext")
        return async (...args: Parameters<Browser["newContext"]>) => {
          const context = await target.newContext(...args);
          opened.add(context);
          context.once("close", () => opened.delete(context));
          return context;
        };
      if (property === "close")
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => {})));
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
