import { describe, expect, it } from "vitest";
import {
  createActor,
  createMachine,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import {
  type SaveStatusInput,
  type StatusSaveError,
  type StatusTarget,
  userStatusMachine,
} from "../machines/userStatusMachine.ts";

const ACTIVE: StatusTarget = { id: 7, fullname: "Rina", status: "active", refusal: null };
const INACTIVE: StatusTarget = { ...ACTIVE, status: "inactive" };
const SELF: StatusTarget = { ...ACTIVE, refusal: "self" };
const LAST: StatusTarget = { ...ACTIVE, refusal: "lastSuperAdmin" };

describe("userStatusMachine — pure transitions", () => {
  const [idle] = initialTransition(userStatusMachine);

  it("asks before inactivating, and cancelling forgets the user", () => {
    const [confirming] = transition(userStatusMachine, idle, {
      type: "status.request",
      target: ACTIVE,
    });
    expect(confirming.value).toBe("confirming");
    expect(confirming.hasTag("confirm")).toBe(true);
    expect(confirming.context.target).toEqual(ACTIVE);
    const [back] = transition(userStatusMachine, confirming, { type: "status.cancel" });
    expect(back.value).toBe("idle");
    expect(back.context.target).toBeNull();
  });

  it("refuses yourself and the last Super Admin without asking", () => {
    for (const target of [SELF, LAST]) {
      const [refused] = transition(userStatusMachine, idle, { type: "status.request", target });
      expect(refused.value).toBe("refused");
      expect(refused.context.refusal).toBe(target.refusal);
    }
  });

  it("activation is never refused by those rules", () => {
    const [confirming] = transition(userStatusMachine, idle, {
      type: "status.request",
      target: { ...INACTIVE, refusal: "lastSuperAdmin" },
    });
    expect(confirming.value).toBe("confirming");
    expect(confirming.context.refusal).toBeNull();
  });
});

// Model-based paths: the model has no actors; each path drives the real machine with a
// save it settles by hand, and checks at every step that both are in the same place.

type ModelEvent =
  | "request.active"
  | "request.inactive"
  | "request.self"
  | "request.last"
  | "status.confirm"
  | "status.cancel"
  | "status.retry"
  | "status.close"
  | "save.ok"
  | "save.conflict"
  | "save.fail";

const model = createMachine({
  id: "userStatusModel",
  types: {} as { events: { type: ModelEvent } },
  initial: "idle",
  states: {
    idle: {
      on: {
        "request.active": "confirming",
        "request.inactive": "confirming",
        "request.self": "refused",
        "request.last": "refused",
      },
    },
    confirming: { on: { "status.confirm": "saving", "status.cancel": "idle" } },
    saving: { on: { "save.ok": "done", "save.conflict": "refused", "save.fail": "failed" } },
    failed: { on: { "status.retry": "saving", "status.cancel": "idle" } },
    refused: { on: { "status.close": "idle" } },
    done: { on: { "status.close": "idle" } },
  },
});

function createHarness() {
  const saves: SaveStatusInput[] = [];
  let settle: { resolve: () => void; reject: (error: StatusSaveError) => void } | null = null;
  const actor = createActor(
    userStatusMachine.provide({
      actors: {
        saveStatus: fromPromise<void, SaveStatusInput>(
          ({ input }) =>
            new Promise<void>((resolve, reject) => {
              saves.push(input);
              settle = { resolve, reject };
            }),
        ),
      },
    }),
  ).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const request = (target: StatusTarget) => async () => {
    actor.send({ type: "status.request", target });
  };
  const send =
    (type: "status.confirm" | "status.cancel" | "status.retry" | "status.close") => async () => {
      actor.send({ type });
    };
  const settleWith = (how: "ok" | "conflict" | "fail") => async () => {
    const pending = settle!;
    settle = null;
    if (how === "ok") pending.resolve();
    else
      pending.reject({
        conflict: how === "conflict",
        message: how === "conflict" ? "You cannot inactivate your own account" : "Network error",
      });
    await flush();
  };
  const events = {
    "request.active": request(ACTIVE),
    "request.inactive": request(INACTIVE),
    "request.self": request(SELF),
    "request.last": request(LAST),
    "status.confirm": send("status.confirm"),
    "status.cancel": send("status.cancel"),
    "status.retry": send("status.retry"),
    "status.close": send("status.close"),
    "save.ok": settleWith("ok"),
    "save.conflict": settleWith("conflict"),
    "save.fail": settleWith("fail"),
  };
  return { actor, saves, events };
}

type Harness = ReturnType<typeof createHarness>;

function stateChecks(harness: Harness) {
  const real = () => harness.actor.getSnapshot();
  return {
    idle: () => {
      expect(real().value).toBe("idle");
      expect(real().hasTag("open")).toBe(false);
    },
    confirming: () => {
      expect(real().value).toBe("confirming");
      expect(real().hasTag("confirm")).toBe(true);
    },
    saving: () => {
      expect(real().value).toBe("saving");
      expect(real().hasTag("busy")).toBe(true);
      const last = harness.saves.at(-1)!;
      expect(last.status).toBe(real().context.target!.status === "active" ? "inactive" : "active");
    },
    failed: () => {
      expect(real().value).toBe("failed");
      expect(real().context.error).toBe("Network error");
    },
    refused: () => {
      expect(real().value).toBe("refused");
      const { refusal, refusalMessage } = real().context;
      expect(refusal !== null || refusalMessage !== null).toBe(true);
    },
    done: () => {
      expect(real().value).toBe("done");
      expect(real().hasTag("done")).toBe(true);
    },
  };
}

describe("userStatusMachine — model-based paths (xstate/graph)", () => {
  const testModel = createTestModel(model);
  type Path = StatePath<SnapshotFrom<typeof model>, { type: ModelEvent }>;
  const shortest = new Map(
    testModel
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => [JSON.stringify(path.state.value), path]),
  );
  const paths: (Path & { description: string })[] = [];
  for (const { state, transitions } of Object.values(testModel.getAdjacencyMap())) {
    const base = shortest.get(JSON.stringify(state.value));
    if (!base) continue;
    for (const { event, state: next } of Object.values(transitions) as {
      event: { type: ModelEvent };
      state: SnapshotFrom<typeof model>;
    }[]) {
      const description = `${JSON.stringify(state.value)} —${event.type}→ ${JSON.stringify(next.value)}`;
      if (paths.some((path) => path.description === description)) continue;
      paths.push({
        state: next,
        steps: [...base.steps, { event, state: next }],
        weight: base.weight + 1,
        description,
      });
    }
  }

  it("walks every state and transition", () => {
    expect(shortest.size).toBe(6);
    expect(paths).toHaveLength(13);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const harness = createHarness();
      try {
        await testModel.testPath(path, { states: stateChecks(harness), events: harness.events });
      } finally {
        harness.actor.stop();
      }
    });
  }
});
