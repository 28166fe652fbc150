import { describe, expect, it } from "vitest";
import { createActor, initialTransition, type SnapshotFrom, transition } from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import {
  type ApprovalEvent,
  approvalMachine,
  nextApprovalState,
  restoreApproval,
  type StoredApproval,
} from "./approvalMachine.ts";

describe("approvalMachine — pure transitions", () => {
  const [start] = initialTransition(approvalMachine, { layerCount: 3 });

  it("starts pending at layer 1", () => {
    expect(start.value).toBe("pending");
    expect(start.context).toEqual({ layer: 1, layerCount: 3 });
  });

  it("moves layer by layer and approves at the last one", () => {
    let state = start;
    for (const layer of [2, 3]) {
      [state] = transition(approvalMachine, state, { type: "approve" });
      expect([state.value, state.context.layer]).toEqual(["pending", layer]);
    }
    [state] = transition(approvalMachine, state, { type: "approve", by: "default" });
    expect(state.value).toBe("approved");
    expect(state.status).toBe("done");
  });

  it("a one-layer rule approves at once; a reject at any layer rejects", () => {
    const [one] = initialTransition(approvalMachine, { layerCount: 1 });
    expect(transition(approvalMachine, one, { type: "approve" })[0].value).toBe("approved");
    const [atTwo] = transition(approvalMachine, start, { type: "approve" });
    expect(transition(approvalMachine, atTwo, { type: "reject" })[0].value).toBe("rejected");
  });

  it("goes back to layer 1 when the rule is edited, with the new layer count", () => {
    const [atThree] = transition(
      approvalMachine,
      transition(approvalMachine, start, { type: "approve" })[0],
      { type: "approve" },
    );
    const [edited] = transition(approvalMachine, atThree, { type: "rule.edited", layerCount: 2 });
    expect([edited.value, edited.context]).toEqual(["pending", { layer: 1, layerCount: 2 }]);
  });

  it("ignores every event once decided", () => {
    for (const status of ["approved", "rejected", "cancelled"] as const) {
      const stored: StoredApproval = { status, currentLayer: 2, layerCount: 3 };
      for (const event of [
        { type: "approve" },
        { type: "reject" },
        { type: "cancel" },
        { type: "rule.edited", layerCount: 3 },
      ] as ApprovalEvent[])
        expect(nextApprovalState(stored, event)).toEqual(stored);
    }
  });

  it("restores a stored state as the same snapshot an actor reaches", () => {
    const actor = createActor(approvalMachine, { input: { layerCount: 3 } }).start();
    actor.send({ type: "approve" });
    const restored = restoreApproval({ status: "pending", currentLayer: 2, layerCount: 3 });
    expect([restored.value, restored.context]).toEqual([
      actor.getSnapshot().value,
      actor.getSnapshot().context,
    ]);
    actor.stop();
  });
});

// Model-based: createTestModel walks every state and transition of the machine for a 3-layer
// rule; each path is then replayed on (a) a live actor and (b) the stored-state function the
// server uses (nextApprovalState), which must agree with the model at every step.
describe("approvalMachine — model-based paths (3 layers)", () => {
  const events: ApprovalEvent[] = [
    { type: "approve", by: "layer" },
    { type: "approve", by: "default" },
    { type: "reject", by: "layer" },
    { type: "reject", by: "default" },
    { type: "cancel" },
    { type: "rule.edited", layerCount: 3 },
  ];
  const model = createTestModel(approvalMachine, { input: { layerCount: 3 }, events });
  type Snapshot = SnapshotFrom<typeof approvalMachine>;
  type Path = StatePath<Snapshot, ApprovalEvent>;
  const paths: Path[] = model.getSimplePaths() as unknown as Path[];

  it("reaches every state: pending at each layer, approved, rejected, cancelled", () => {
    const reached = new Set(
      paths.flatMap((path) =>
        path.steps.map(
          (step) =>
            `${step.state.value}${step.state.value === "pending" ? step.state.context.layer : ""}`,
        ),
      ),
    );
    expect(reached).toEqual(
      new Set(["pending1", "pending2", "pending3", "approved", "rejected", "cancelled"]),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(" → "), path] as const))(
    "%s",
    (_, path) => {
      const actor = createActor(approvalMachine, { input: { layerCount: 3 } }).start();
      let stored: StoredApproval = { status: "pending", currentLayer: 1, layerCount: 3 };
      for (const { event, state } of path.steps) {
        if (!event.type.startsWith("xstate.")) {
          actor.send(event);
          stored = nextApprovalState(stored, event);
        }
        const live = actor.getSnapshot();
        expect([live.value, live.context]).toEqual([state.value, state.context]);
        expect(stored).toEqual({
          status: state.value,
          currentLayer: state.context.layer,
          layerCount: state.context.layerCount,
        });
      }
      actor.stop();
    },
  );
});
