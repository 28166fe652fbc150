import path from "node:path";
import { ensureConsoleBuilt } from "../../server/console-build.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The test build of the console: the product plus the /ui-kit gallery. */
export const TEST_DIST = path.join(ROOT, ".tmp/dist-test");

export const buildTestConsole = () => ensureConsoleBuilt(ROOT, TEST_DIST, { uiKit: true });
