import { useEffect, useRef } from "react";

/**
 * Issue 14: the live stream's "something changed" pointers (services/shared/live.ts) for the
 * pages that show them: the session's stream hands each one here, and a page subscribes with
 * {@link useLiveChange} and refetches. The pointer carries no data, only what kind changed.
 */
export type LiveChange = { type: string; dates: string[] };

const EVENT = "tenaga:live-change";

/** Called by the session's event stream for every pointer it receives. */
export function announceLiveChange(change: LiveChange): void {
  window.dispatchEvent(new CustomEvent<LiveChange>(EVENT, { detail: change }));
}

/** Runs `onChange` for each live change of `type` while the component is mounted. */
export function useLiveChange(type: string, onChange: (change: LiveChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const listener = (event: Event) => {
      const change = (event as CustomEvent<LiveChange>).detail;
      if (change.type === type) latest.current(change);
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [type]);
}
