import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import {
  isDirty,
  type RoleFormInput,
  roleFormMachine,
  type SavedRole,
  type SaveRoleInput,
} from "../roleFormMachine.ts";

const TAKEN = "Role Name has been exist. Try with other Role Name";
const OPS: RoleFormInput = {
  role: { id: 5, name: "Ops", menus: ["employee-list"], isSuperAdmin: false },
};
const SUPER: RoleFormInput = {
  role: { id: 1, name: "Super Admin", menus: ["branch", "employee-list"], isSuperAdmin: true },
};

const graphQLFailure = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe("roleFormMachine — pure transitions", () => {
  it("opens a new role empty and editable, an existing one with its menus", () => {
    const [fresh] = initialTransition(roleFormMachine, { role: null });
    expect(fresh.hasTag("editable")).toBe(true);
    expect(fresh.context.draft).toEqual({ name: "", menus: [] });
    const [ops] = initialTransition(roleFormMachine, OPS);
    expect(ops.context.draft).toEqual({ name: "Ops", menus: ["employee-list"] });
    expect(isDirty(ops.context)).toBe(false);
  });

  it("opens Super Admin read-only: names and menus cannot change", () => {
    const [state] = initialTransition(roleFormMachine, SUPER);
    expect(state.value).toBe("readOnly");
    const [after] = transition(roleFormMachine, state, {
      type: "form.menu",
      menu: "branch",
      checked: false,
    });
    expect(after.context.draft.menus).toEqual(["employee-list", "branch"]);
    expect(after.value).toBe("readOnly");
  });

  it("picks a menu's needs with it and drops what needs a removed menu; dirty follows", () => {
    const [ops] = initialTransition(roleFormMachine, OPS);
    const [picked] = transition(roleFormMachine, ops, {
      type: "form.menu",
      menu: "working-location",
      checked: true,
    });
    expect(picked.context.draft.menus).toEqual(["employee-list", "branch", "working-location"]);
    expect(isDirty(picked.context)).toBe(true);
    const [dropped] = transition(roleFormMachine, picked, {
      type: "form.menu",
      menu: "branch",
      checked: false,
    });
    expect(dropped.context.draft.menus).toEqual(["employee-list"]);
    expect(isDirty(dropped.context)).toBe(false);
  });

  it("refuses to submit a blank name, at the name field, and stays", () => {
    const [ops] = initialTransition(roleFormMachine, OPS);
    const [blank] = transition(roleFormMachine, ops, { type: "form.name", value: "  " });
    const [state, actions] = transition(roleFormMachine, blank, { type: "form.submit" });
    expect(state.value).toBe("editing");
    expect(state.context.fieldErrors).toEqual({ name: "is required" });
    expect(actions.some((a) => a.type === "xstate.spawnChild")).toBe(false);
    const [typed] = transition(roleFormMachine, state, { type: "form.name", value: "Ops 2" });
    expect(typed.context.fieldErrors).toEqual({});
  });

  it("saves a valid draft with the name trimmed", () => {
    const [ops] = initialTransition(roleFormMachine, OPS);
    const [named] = transition(roleFormMachine, ops, { type: "form.name", value: " Field " });
    const [state, actions] = transition(roleFormMachine, named, { type: "form.submit" });
    expect(state.hasTag("busy")).toBe(true);
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: "xstate.spawnChild",
        params: expect.objectContaining({
          input: { id: 5, draft: { name: "Field", menus: ["employee-list"] } },
        }),
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------
// Model-based paths: the model walks the form's states without actors; each path then
// drives the real machine with a save the test settles by hand, and checks at every step
// that the real machine is where the model is.

type ModelEvent =
  | "open.role"
  | "open.superAdmin"
  | "type.name"
  | "type.blank"
  | "toggle.menu"
  | "submit"
  | "save.ok"
  | "save.conflict"
  | "save.refused";

const roleFormModel = createMachine({
  id: "roleFormModel",
  types: {} as { context: { nameValid: boolean }; events: { type: ModelEvent } },
  context: { nameValid: true },
  initial: "closed",
  states: {
    closed: { on: { "open.role": "editing", "open.superAdmin": "readOnly" } },
    readOnly: {},
    editing: {
      on: {
        "type.name": { actions: assign({ nameValid: true }) },
        "type.blank": { actions: assign({ nameValid: false }) },
        "toggle.menu": {},
        submit: [{ guard: ({ context }) => context.nameValid, target: "saving" }, {}],
      },
    },
    saving: {
      on: { "save.ok": "saved", "save.conflict": "editing", "save.refused": "editing" },
    },
    saved: {},
  },
});

function createHarness() {
  let actor: ReturnType<typeof createActor<typeof roleFormMachine>> | null = null;
  let settle: { resolve: (role: SavedRole) => void; reject: (error: unknown) => void } | null =
    null;
  const saves: SaveRoleInput[] = [];
  let lastEvent: ModelEvent | null = null;
  const machine = roleFormMachine.provide({
    actors: {
      saveRole: fromPromise<SavedRole, SaveRoleInput>(({ input }) => {
        saves.push(input);
        return new Promise((resolve, reject) => {
          settle = { resolve, reject };
        });
      }),
    },
  });
  const open = (input: RoleFormInput) => {
    actor = createActor(machine, { input }).start();
  };
  const real = () => actor!.getSnapshot();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const events: Record<ModelEvent, () => Promise<void>> = {
    "open.role": async () => open(OPS),
    "open.superAdmin": async () => open(SUPER),
    "type.name": async () => actor!.send({ type: "form.name", value: "Field Team" }),
    "type.blank": async () => actor!.send({ type: "form.name", value: "   " }),
    "toggle.menu": async () => {
      const on = !real().context.draft.menus.includes("branch");
      actor!.send({ type: "form.menu", menu: "branch", checked: on });
    },
    submit: async () => actor!.send({ type: "form.submit" }),
    "save.ok": async () => {
      const input = saves.at(-1)!;
      settle!.resolve({ id: input.id ?? 99, ...input.draft });
      await tick();
    },
    "save.conflict": async () => {
      settle!.reject(
        graphQLFailure(TAKEN, { code: "CONFLICT", errors: [{ field: "name", message: TAKEN }] }),
      );
      await tick();
    },
    "save.refused": async () => {
      settle!.reject(
        graphQLFailure("Super Admin is built in: it cannot be renamed", { code: "CONFLICT" }),
      );
      await tick();
    },
  };
  const wrapped = Object.fromEntries(
    Object.entries(events).map(([name, run]) => [
      name,
      async () => {
        lastEvent = name as ModelEvent;
        await run();
      },
    ]),
  ) as Record<ModelEvent, () => Promise<void>>;
  const running = () =>
    Object.values(real().children as Record<string, AnyActorRef | undefined>).filter(Boolean)
      .length;
  const states: Record<string, () => void> = {
    closed: () => expect(actor).toBeNull(),
    readOnly: () => {
      expect(real().value).toBe("readOnly");
      expect(real().hasTag("readOnly")).toBe(true);
      actor!.send({ type: "form.name", value: "Boss" });
      actor!.send({ type: "form.submit" });
      expect(real().context.draft.name).toBe("Super Admin");
      expect(saves).toEqual([]);
    },
    editing: () => {
      expect(real().value).toBe("editing");
      expect(real().hasTag("editable")).toBe(true);
      expect(running()).toBe(0);
      if (lastEvent === "submit")
        expect(real().context.fieldErrors).toEqual({ name: "is required" });
      if (lastEvent === "save.conflict") {
        expect(real().context.fieldErrors).toEqual({ name: TAKEN });
        expect(real().context.formError).toBeNull();
      }
      if (lastEvent === "save.refused") {
        expect(real().context.fieldErrors).toEqual({});
        expect(real().context.formError).toBe("Super Admin is built in: it cannot be renamed");
      }
    },
    saving: () => {
      expect(real().hasTag("busy")).toBe(true);
      expect(running()).toBe(1);
      expect(saves.at(-1)).toEqual({ id: 5, draft: real().context.draft });
    },
    saved: () => {
      expect(real().status).toBe("done");
      expect(real().output).toEqual({ id: 5, ...saves.at(-1)!.draft });
    },
  };
  return { events: wrapped, states, stop: () => actor?.stop() };
}

describe("roleFormMachine — model-based paths (xstate/graph)", () => {
  const model = createTestModel(roleFormModel);
  type ModelSnapshot = SnapshotFrom<typeof roleFormModel>;
  type Path = StatePath<ModelSnapshot, { type: ModelEvent }>;
  const key = (state: { value: unknown; context: unknown }) =>
    JSON.stringify([state.value, state.context]);
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [key(path.state), path]),
  );
  const paths: (Path & { description: string })[] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const base = shortest.get(key(state));
    if (!base) continue;
    for (const { event, state: next } of Object.values(transitions) as {
      event: { type: ModelEvent };
      state: ModelSnapshot;
    }[]) {
      paths.push({
        state: next,
        steps: [...base.steps, { event, state: next }],
        weight: base.weight + 1,
        description: `${JSON.stringify(state.value)} (${state.context.nameValid ? "name" : "blank"}) —${event.type}→ ${JSON.stringify(next.value)}`,
      });
    }
  }

  it("walks every state and every transition of the model", () => {
    const states = Object.values(model.getAdjacencyMap());
    expect(states.map(({ state }) => key(state)).filter((k) => !shortest.has(k))).toEqual([]);
    expect(new Set(states.map(({ state }) => JSON.stringify(state.value)))).toEqual(
      new Set(['"closed"', '"readOnly"', '"editing"', '"saving"', '"saved"']),
    );
    const transitions = states.reduce(
      (n, { transitions }) => n + Object.keys(transitions).length,
      0,
    );
    expect(paths).toHaveLength(transitions);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const harness = createHarness();
      try {
        await model.testPath(path, { states: harness.states, events: harness.events });
      } finally {
        harness.stop();
      }
    });
  }
});
