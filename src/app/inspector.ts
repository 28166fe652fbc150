import type { ActorOptions, AnyActorLogic } from "xstate";

export type Inspect = NonNullable<ActorOptions<AnyActorLogic>["inspect"]>;

/**
 * The Stately inspector, for development builds only: open the console with `?inspect`, or
 * set VITE_INSPECT=1. `import.meta.env.DEV` is false in production builds, so the bundler
 * drops the import and the inspector never ships.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted =
    new URLSearchParams(location.search).has("inspect") || import.meta.env.VITE_INSPECT === "1";
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  return createBrowserInspector().inspect;
}
