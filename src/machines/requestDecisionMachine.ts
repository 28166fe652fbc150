import { assign, setup } from "xstate";

/**
 * Issue 14, Pending Approval: acting on worker requests (one, or many at once with one note).
 * idle → confirming (the approver reads what changes and writes a note; a rejection needs one)
 * → submitting → done, or failed with the server's message (retry sends the same decision
 * again, back returns to the note). The page sends `succeeded` / `failed` when its mutation
 * answers, so the machine has no actors and every path is deterministic (model-tested).
 */
export type DecisionAction = "approve" | "reject";
export type RequestDecisionContext = {
  action: DecisionAction | null;
  ids: number[];
  note: string;
  error: string | null;
  /** Ids the server refused in a bulk decision (the rest went through). */
  refused: number[];
};
export type RequestDecisionEvent =
  | { type: "start"; action: DecisionAction; ids: number[] }
  | { type: "note"; note: string }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "succeeded"; refused?: number[] }
  | { type: "failed"; error: string }
  | { type: "retry" }
  | { type: "back" }
  | { type: "close" };

const EMPTY: RequestDecisionContext = { action: null, ids: [], note: "", error: null, refused: [] };

export const requestDecisionMachine = setup({
  types: { context: {} as RequestDecisionContext, events: {} as RequestDecisionEvent },
  guards: {
    /** A rejection needs a note (the server checks the same: 400 at note). */
    noteFits: ({ context }) => context.action === "approve" || context.note.trim() !== "",
    hasIds: ({ event }) => event.type === "start" && event.ids.length > 0,
  },
}).createMachine({
  id: "requestDecision",
  context: EMPTY,
  initial: "idle",
  states: {
    idle: {
      entry: assign(EMPTY),
      on: {
        start: {
          guard: "hasIds",
          target: "confirming",
          actions: assign(({ event }) => ({ ...EMPTY, action: event.action, ids: event.ids })),
        },
      },
    },
    confirming: {
      on: {
        note: { actions: assign({ note: ({ event }) => event.note }) },
        confirm: { guard: "noteFits", target: "submitting" },
        cancel: { target: "idle" },
      },
    },
    submitting: {
      entry: assign({ error: null, refused: [] }),
      on: {
        succeeded: {
          target: "done",
          actions: assign({ refused: ({ event }) => event.refused ?? [] }),
        },
        failed: { target: "failed", actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: {
        retry: { target: "submitting" },
        back: { target: "confirming" },
        cancel: { target: "idle" },
      },
    },
    done: {
      on: { close: { target: "idle" } },
    },
  },
});
