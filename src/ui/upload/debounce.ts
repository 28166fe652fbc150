export type Debouncer = {
  /** Runs the action `delay` ms from now, dropping any run still waiting. */
  schedule: () => void;
  /** Runs a waiting action now; does nothing when none waits. */
  flush: () => void;
  /** Drops a waiting action. */
  cancel: () => void;
};

/** Collapses bursts of calls into one run, `delay` ms after the last (SPEC §9 crop debounce). */
export function createDebouncer(action: () => void, delay: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const run = () => {
    timer = undefined;
    action();
  };
  return {
    schedule: () => {
      cancel();
      timer = setTimeout(run, delay);
    },
    flush: () => {
      if (timer === undefined) return;
      cancel();
      action();
    },
    cancel,
  };
}
