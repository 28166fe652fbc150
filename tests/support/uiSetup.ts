import { afterEach } from "vitest";
import { toaster } from "../../src/ui/toast.tsx";

/**
 * UI test files share one module graph and one document per worker (vitest.config.ts,
 * isolate: false), so what a file leaves behind reaches the next one: the console's one
 * toaster (toasts up to its `max` of 5, for 3 s, would queue the next file's toast out of
 * sight), and portalled nodes or focus left in the document (a first Tab then lands there).
 * After each test (after the file's own cleanup: after-hooks run last-registered first)
 * there are no toasts, an empty body and nothing focused.
 */
afterEach(() => {
  toaster.remove();
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.body.replaceChildren();
});
