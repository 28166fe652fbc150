import { assign, type SnapshotFrom, setup, transition } from "xstate";

/**
 * The approval flow of a request under an approval rule (issue 13): the request waits at
 * layer 1; an approval at a layer moves it to the next, the last layer's approval approves
 * it; a rejection at any layer rejects it; an edit of its rule sends it back to layer 1 (with
 * the rule's new layer count); it may be cancelled while pending. Who may act is the
 * service's check (an approver of the current layer, directly, by role, or as a default
 * approver); this machine is what acting does.
 *
 * ONE definition: the console may run it, and the hcm service applies it to the stored state
 * (status, current layer, layer count) with xstate's pure `transition` — see
 * {@link nextApprovalState}. tests/integration/approval-rules.test.ts proves the server's
 * outcomes equal this machine's on every path of a 3-layer rule.
 */

export type ApprovalStatus = "pending" | "approved" | "rejected" | "cancelled";
export type ApprovalContext = { layer: number; layerCount: number };
export type ApprovalEvent =
  /** `by`: an approver of the layer, or a default approver (who may act at any layer). */
  | { type: "approve"; by?: "layer" | "default" }
  | { type: "reject"; by?: "layer" | "default" }
  | { type: "cancel" }
  | { type: "rule.edited"; layerCount: number };

export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    input: {} as { layerCount: number },
  },
  guards: {
    atLastLayer: ({ context }) => context.layer >= context.layerCount,
  },
}).createMachine({
  id: "approval",
  context: ({ input }) => ({ layer: 1, layerCount: input.layerCount }),
  initial: "pending",
  states: {
    pending: {
      on: {
        approve: [
          { guard: "atLastLayer", target: "approved" },
          { actions: assign({ layer: ({ context }) => context.layer + 1 }) },
        ],
        reject: { target: "rejected" },
        cancel: { target: "cancelled" },
        "rule.edited": {
          actions: assign({ layer: 1, layerCount: ({ event }) => event.layerCount }),
        },
      },
    },
    approved: { type: "final" },
    rejected: { type: "final" },
    cancelled: { type: "final" },
  },
});

export type ApprovalSnapshot = SnapshotFrom<typeof approvalMachine>;

/** The stored state of a request, as the approval_requests row keeps it. */
export type StoredApproval = { status: ApprovalStatus; currentLayer: number; layerCount: number };

/** A snapshot of the machine at a stored state. */
export function restoreApproval(stored: StoredApproval): ApprovalSnapshot {
  return approvalMachine.resolveState({
    value: stored.status,
    context: { layer: stored.currentLayer, layerCount: stored.layerCount },
  });
}

/** The stored state after `event`, computed by the machine (pure; no actor is started). */
export function nextApprovalState(stored: StoredApproval, event: ApprovalEvent): StoredApproval {
  const [next] = transition(approvalMachine, restoreApproval(stored), event);
  return {
    status: next.value as ApprovalStatus,
    currentLayer: next.context.layer,
    layerCount: next.context.layerCount,
  };
}
