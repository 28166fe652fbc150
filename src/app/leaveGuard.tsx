import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "wouter";
import { LeavePageDialog } from "../ui/index.ts";

type LeaveGuard = {
  /** Registers unsaved work; returns the function that clears it. */
  hold: () => () => void;
  /** Navigates, asking first when a page holds unsaved work (SPEC §2 leave-page dialog). */
  navigate: (to: string) => void;
  /** For links: true when the click was taken over by the dialog. */
  intercept: (to: string) => boolean;
};

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const holds = useRef(0);
  const [pending, setPending] = useState<string | null>(null);

  const hold = useCallback(() => {
    holds.current++;
    let released = false;
    return () => {
      if (!released) holds.current--;
      released = true;
    };
  }, []);
  const intercept = useCallback((to: string) => {
    if (holds.current === 0) return false;
    setPending(to);
    return true;
  }, []);
  const guard = useMemo<LeaveGuard>(
    () => ({
      hold,
      intercept,
      navigate: (to) => {
        if (!intercept(to)) navigate(to);
      },
    }),
    [hold, intercept, navigate],
  );

  return (
    <LeaveGuardContext value={guard}>
      {children}
      <LeavePageDialog
        open={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          const to = pending;
          holds.current = 0;
          setPending(null);
          if (to) navigate(to);
        }}
      />
    </LeaveGuardContext>
  );
}

export function useLeaveGuard(): LeaveGuard {
  const guard = use(LeaveGuardContext);
  if (!guard) throw new Error("useLeaveGuard must be used inside <LeaveGuardProvider>");
  return guard;
}

/** While `dirty`, leaving through the console (or closing the tab) asks first. */
export function useConfirmLeave(dirty: boolean): void {
  const { hold } = useLeaveGuard();
  useEffect(() => {
    if (!dirty) return;
    const release = hold();
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      release();
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, hold]);
}
