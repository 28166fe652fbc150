import { describe, expect, it } from "vitest";
import { createActor, initialTransition, type SnapshotFrom, transition } from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import { type RequestDecisionEvent, requestDecisionMachine } from "./requestDecisionMachine.ts";

describe("requestDecisionMachine — pure transitions", () => {
  const [idle] = initialTransition(requestDecisionMachine);
  const start = (action: "approve" | "reject", ids = [7]) =>
    transition(requestDecisionMachine, idle, { type: "start", action, ids })[0];

  it("starts idle with nothing chosen; no ids: stays idle", () => {
    expect(idle.value).toBe("idle");
    expect(idle.context).toMatchObject({ action: null, ids: [], note: "" });
    expect(
      transition(requestDecisionMachine, idle, { type: "start", action: "approve", ids: [] })[0]
        .value,
    ).toBe("idle");
  });

  it("a rejection waits for a note; an approval goes without one", () => {
    const rejecting = start("reject");
    expect(transition(requestDecisionMachine, rejecting, { type: "confirm" })[0].value).toBe(
      "confirming",
    );
    const blank = transition(requestDecisionMachine, rejecting, { type: "note", note: "   " })[0];
    expect(transition(requestDecisionMachine, blank, { type: "confirm" })[0].value).toBe(
      "confirming",
    );
    const noted = transition(requestDecisionMachine, rejecting, {
      type: "note",
      note: "Wrong day",
    })[0];
    expect(transition(requestDecisionMachine, noted, { type: "confirm" })[0].value).toBe(
      "submitting",
    );
    expect(transition(requestDecisionMachine, start("approve"), { type: "confirm" })[0].value).toBe(
      "submitting",
    );
  });

  it("a failure keeps the decision for a retry and shows the message", () => {
    let state = transition(requestDecisionMachine, start("approve", [1, 2]), {
      type: "note",
      note: "ok",
    })[0];
    [state] = transition(requestDecisionMachine, state, { type: "confirm" });
    [state] = transition(requestDecisionMachine, state, {
      type: "failed",
      error: "Already approved",
    });
    expect([state.value, state.context.error]).toEqual(["failed", "Already approved"]);
    [state] = transition(requestDecisionMachine, state, { type: "retry" });
    expect(state.value).toBe("submitting");
    expect(state.context).toMatchObject({
      action: "approve",
      ids: [1, 2],
      note: "ok",
      error: null,
    });
    [state] = transition(requestDecisionMachine, state, { type: "succeeded", refused: [2] });
    expect([state.value, state.context.refused]).toEqual(["done", [2]]);
    [state] = transition(requestDecisionMachine, state, { type: "close" });
    expect([state.value, state.context.ids]).toEqual(["idle", []]);
  });
});

// Model-based: createTestModel walks every state and transition (with one approve and one
// reject decision, notes blank and written); each path is replayed on a live actor, which must
// be where the model says at every step.
describe("requestDecisionMachine — model-based paths", () => {
  const events: RequestDecisionEvent[] = [
    { type: "start", action: "approve", ids: [1] },
    { type: "start", action: "reject", ids: [1, 2] },
    { type: "note", note: "Checked with the branch" },
    { type: "note", note: "" },
    { type: "confirm" },
    { type: "cancel" },
    { type: "succeeded" },
    { type: "failed", error: "Conflict" },
    { type: "retry" },
    { type: "back" },
    { type: "close" },
  ];
  const model = createTestModel(requestDecisionMachine, { events });
  type Snapshot = SnapshotFrom<typeof requestDecisionMachine>;
  type Path = StatePath<Snapshot, RequestDecisionEvent>;
  const paths: Path[] = model.getShortestPaths() as unknown as Path[];

  it("reaches every state", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect(reached).toEqual(new Set(["idle", "confirming", "submitting", "failed", "done"]));
  });

  it("never submits a rejection without a note", () => {
    for (const path of paths)
      for (const step of path.steps)
        if (step.state.value === "submitting" && step.state.context.action === "reject")
          expect(step.state.context.note.trim()).not.toBe("");
  });

  it.each(
    paths.map(
      (path) => [path.steps.map((s) => s.event.type).join(" → ") || "(start)", path] as const,
    ),
  )("%s", (_, path) => {
    const actor = createActor(requestDecisionMachine).start();
    for (const { event, state } of path.steps) {
      if (!event.type.startsWith("xstate.")) actor.send(event);
      const live = actor.getSnapshot();
      expect([live.value, live.context]).toEqual([state.value, state.context]);
    }
    actor.stop();
  });
});
