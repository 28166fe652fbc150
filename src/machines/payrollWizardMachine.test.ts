import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import { payrollWizardChartDoc } from "../../tests/support/statechart-doc.ts";
import {
  type AdjustmentLine,
  adjustmentProblems,
  BATCH_NAME_ALREADY_EXIST,
  type CreateReportInput,
  createInputOf,
  detailProblems,
  INITIAL_CONTEXT,
  isValidDate,
  isValidPeriod,
  type PreviewInput,
  payrollWizardMachine,
  type RunPreview,
  stepIndexOf,
} from "./payrollWizardMachine.ts";

const GROUP = { payrollGroupId: 12, payrollGroupName: "Gaji Bulanan Jakarta" };
const OTHER_GROUP = { payrollGroupId: 13, payrollGroupName: "Gaji Mingguan Bekasi" };
const DETAILS = { name: "Gaji Desember 2026", ...GROUP, period: "2026-12", thrHolidayDate: "" };

const preview = (memberCount: number): RunPreview => ({
  period: "2026-12",
  periodStart: "2026-12-01",
  periodEnd: "2026-12-31",
  payDate: "2026-12-31",
  useAttendance: true,
  memberCount,
  members:
    memberCount === 0
      ? []
      : [
          {
            agentId: 99,
            agentName: "Budi Santoso",
            employeeNumber: "EMP-001",
            branchName: "Jakarta",
            basicSalary: 5_250_000,
            ptkpStatus: "K/1",
            effectiveFrom: "2026-01-01",
            effectiveTo: null,
            workingDays: 22,
            attendedDays: 20,
            absentDays: 1,
            unpaidLeaveDays: 1,
            paidLeaveDays: 0,
            overtimeMinutes: 90,
            incompleteAccount: false,
          },
        ],
});

const LINE: AdjustmentLine = {
  agentId: 99,
  agentName: "Budi Santoso",
  type: "increment",
  label: "Bonus proyek",
  amount: 750_000,
  componentCode: null,
  taxable: true,
};

describe("payrollWizardMachine — rules", () => {
  it("checks the name (1..100), the group, the period YYYY-MM and an optional THR date", () => {
    expect(detailProblems({ ...DETAILS })).toEqual({});
    expect(
      detailProblems({
        name: "  ",
        payrollGroupId: null,
        payrollGroupName: "",
        period: "",
        thrHolidayDate: "",
      }),
    ).toEqual({ name: "required", payrollGroupId: "required", period: "required" });
    expect(detailProblems({ ...DETAILS, name: "x".repeat(101) })).toEqual({ name: "tooLong" });
    expect(detailProblems({ ...DETAILS, name: ` ${"x".repeat(100)} ` })).toEqual({});
    expect(detailProblems({ ...DETAILS, period: "2026-13" })).toEqual({ period: "invalid" });
    expect(detailProblems({ ...DETAILS, thrHolidayDate: "2026-02-30" })).toEqual({
      thrHolidayDate: "invalid",
    });
    expect(isValidPeriod("2026-01")).toBe(true);
    expect(isValidPeriod("1999-12")).toBe(false);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2026-02-29")).toBe(false);
  });

  it("checks an adjustment line: agent, label 1..100, amount a whole rupiah ≥ 0, component for default", () => {
    expect(adjustmentProblems(LINE)).toEqual({});
    expect(adjustmentProblems({ ...LINE, amount: 0 })).toEqual({});
    expect(adjustmentProblems({ ...LINE, agentId: 0, label: "", amount: -1 })).toEqual({
      agentId: "required",
      label: "required",
      amount: "invalid",
    });
    expect(adjustmentProblems({ ...LINE, amount: 10.5 })).toEqual({ amount: "invalid" });
    expect(adjustmentProblems({ ...LINE, amount: 10_000_000_001 })).toEqual({ amount: "invalid" });
    expect(adjustmentProblems({ ...LINE, type: "default", componentCode: null })).toEqual({
      componentCode: "required",
    });
    expect(
      adjustmentProblems({ ...LINE, type: "default", componentCode: "allowance_meals_sum" }),
    ).toEqual({});
  });

  it("sends trimmed values; componentCode only for default, taxable only for increment", () => {
    const input = createInputOf({
      ...INITIAL_CONTEXT,
      ...DETAILS,
      name: "  Gaji Desember 2026 ",
      thrHolidayDate: "2026-12-25",
      adjustments: [
        { ...LINE, label: " Bonus ", componentCode: "ignored", taxable: false },
        { ...LINE, type: "decrement", label: "Kasbon", taxable: false },
        { ...LINE, type: "default", label: "Uang makan", componentCode: "allowance_meals_sum" },
      ],
    });
    expect(input).toEqual({
      name: "Gaji Desember 2026",
      type: "general",
      payrollGroupId: 12,
      period: "2026-12",
      thrHolidayDate: "2026-12-25",
      adjustments: [
        {
          agentId: 99,
          type: "increment",
          label: "Bonus",
          amount: 750_000,
          componentCode: null,
          taxable: false,
        },
        {
          agentId: 99,
          type: "decrement",
          label: "Kasbon",
          amount: 750_000,
          componentCode: null,
          taxable: true,
        },
        {
          agentId: 99,
          type: "default",
          label: "Uang makan",
          amount: 750_000,
          componentCode: "allowance_meals_sum",
          taxable: true,
        },
      ],
    });
  });
});

describe("payrollWizardMachine — pure transitions", () => {
  const [start] = initialTransition(payrollWizardMachine);

  it("starts at the type, clean; NEXT without a type names the problem", () => {
    expect(start.value).toBe("chooseType");
    expect(start.context.dirty).toBe(false);
    expect(stepIndexOf(start)).toBe(0);
    const [refused] = transition(payrollWizardMachine, start, { type: "NEXT" });
    expect([refused.value, refused.context.errors]).toEqual(["chooseType", { type: "required" }]);
  });

  it("direct leaves the wizard (an upload), without asking to leave", () => {
    let [state] = transition(payrollWizardMachine, start, {
      type: "TYPE.SELECT",
      payrollType: "direct",
    });
    [state] = transition(payrollWizardMachine, state, { type: "NEXT" });
    expect(state.value).toBe("leftForDirect");
    expect(state.status).toBe("done");
    expect(state.context.dirty).toBe(false);
  });

  it("changing the group drops the adjustment lines (another group's workers)", () => {
    const [state] = transition(
      payrollWizardMachine,
      payrollWizardMachine.resolveState({
        value: "groupAndPeriod",
        context: { ...INITIAL_CONTEXT, ...DETAILS, payrollType: "general", adjustments: [LINE] },
      }),
      { type: "DETAILS.CHANGE", values: { period: "2026-11" } },
    );
    expect(state.context.adjustments).toHaveLength(1);
    const [other] = transition(payrollWizardMachine, state, {
      type: "DETAILS.CHANGE",
      values: OTHER_GROUP,
    });
    expect(other.context.adjustments).toEqual([]);
    expect(other.context.dirty).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// Model-based paths. createTestModel walks an abstract model of the wizard (the graph walker
// cannot run the real machine's invocations); every path is then replayed on the real machine
// with its two actors swapped for controllable ones, checking at each step that the real
// machine is where the model is, with the right context and exactly the right actor running.

type ModelEvent =
  | "type.general"
  | "type.direct"
  | "next"
  | "back"
  | "details.valid"
  | "details.invalid"
  | "details.otherGroup"
  | "preview.members"
  | "preview.empty"
  | "preview.error"
  | "retry"
  | "line.add"
  | "line.addInvalid"
  | "line.edit"
  | "line.remove"
  | "confirm"
  | "submit.ok"
  | "submit.nameTaken"
  | "submit.error";

type ModelContext = {
  type: "general" | "direct" | null;
  details: "empty" | "valid" | "invalid";
  errors: "none" | "type" | "details" | "taken";
  lines: number;
  submitError: boolean;
  dirty: boolean;
};

const MAX_LINES = 2;

const wizardModel = createMachine({
  id: "wizardModel",
  types: {} as { context: ModelContext; events: { type: ModelEvent } },
  context: {
    type: null,
    details: "empty",
    errors: "none",
    lines: 0,
    submitError: false,
    dirty: false,
  },
  initial: "chooseType",
  states: {
    chooseType: {
      on: {
        "type.general": { actions: assign({ type: "general", errors: "none" }) },
        "type.direct": { actions: assign({ type: "direct", errors: "none" }) },
        next: [
          {
            guard: ({ context }) => context.type === "direct",
            target: "leftForDirect",
            actions: assign({ dirty: false }),
          },
          { guard: ({ context }) => context.type === "general", target: "groupAndPeriod" },
          { actions: assign({ errors: "type" }) },
        ],
      },
    },
    groupAndPeriod: {
      on: {
        "details.valid": { actions: assign({ details: "valid", errors: "none", dirty: true }) },
        "details.invalid": {
          actions: assign({ details: "invalid", errors: "none", dirty: true }),
        },
        // Only the group changes: the lines go (another group's workers); the problems
        // still shown stay those of the fields not touched.
        "details.otherGroup": { actions: assign({ lines: 0, dirty: true }) },
        next: [
          {
            guard: ({ context }) => context.details === "valid",
            target: "review",
            actions: assign({ errors: "none" }),
          },
          { actions: assign({ errors: "details" }) },
        ],
        back: "chooseType",
      },
    },
    review: {
      initial: "loading",
      on: { back: "groupAndPeriod" },
      states: {
        loading: {
          on: {
            "preview.members": "ready",
            "preview.empty": "empty",
            "preview.error": "error",
          },
        },
        ready: { on: { next: "#wizardModel.adjustments" } },
        empty: {},
        error: { on: { retry: "loading" } },
      },
    },
    adjustments: {
      on: {
        "line.add": {
          guard: ({ context }) => context.lines < MAX_LINES,
          actions: assign(({ context }) => ({ lines: context.lines + 1, dirty: true })),
        },
        "line.addInvalid": {},
        "line.edit": {
          guard: ({ context }) => context.lines > 0,
          actions: assign({ dirty: true }),
        },
        "line.remove": {
          guard: ({ context }) => context.lines > 0,
          actions: assign(({ context }) => ({ lines: context.lines - 1, dirty: true })),
        },
        next: "summary",
        back: "review",
      },
    },
    summary: {
      on: {
        confirm: { target: "submitting", actions: assign({ submitError: false }) },
        back: "adjustments",
      },
    },
    submitting: {
      on: {
        "submit.ok": { target: "done", actions: assign({ dirty: false }) },
        "submit.nameTaken": { target: "groupAndPeriod", actions: assign({ errors: "taken" }) },
        "submit.error": { target: "summary", actions: assign({ submitError: true }) },
      },
    },
    done: { type: "final" },
    leftForDirect: { type: "final" },
  },
});

type Deferred<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function createHarness() {
  let previewCall: Deferred<RunPreview> | null = null;
  let submitCall: Deferred<{ id: number }> | null = null;
  const calls = { previews: [] as PreviewInput[], submits: [] as CreateReportInput[] };
  const machine = payrollWizardMachine.provide({
    actors: {
      fetchPreview: fromPromise<RunPreview, PreviewInput>(({ input, signal }) => {
        calls.previews.push(input);
        const call = deferred<RunPreview>();
        previewCall = call;
        signal.addEventListener("abort", () => {
          if (previewCall === call) previewCall = null;
        });
        return call.promise;
      }),
      submitReport: fromPromise<{ id: number }, CreateReportInput>(({ input, signal }) => {
        calls.submits.push(input);
        const call = deferred<{ id: number }>();
        submitCall = call;
        signal.addEventListener("abort", () => {
          if (submitCall === call) submitCall = null;
        });
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  const send = actor.send.bind(actor);
  const real = () => actor.getSnapshot();
  const answerPreview = async (outcome: RunPreview | Error) => {
    const call = previewCall;
    expect(call, "the preview must be loading").not.toBeNull();
    previewCall = null;
    if (outcome instanceof Error) call!.reject(outcome);
    else call!.resolve(outcome);
    await settle();
  };
  const answerSubmit = async (outcome: { id: number } | { code: string; message: string }) => {
    const call = submitCall;
    expect(call, "the report must be being sent").not.toBeNull();
    submitCall = null;
    if ("id" in outcome) call!.resolve(outcome);
    else call!.reject(outcome);
    await settle();
  };
  const events: Record<ModelEvent, () => void | Promise<void>> = {
    "type.general": () => send({ type: "TYPE.SELECT", payrollType: "general" }),
    "type.direct": () => send({ type: "TYPE.SELECT", payrollType: "direct" }),
    next: () => send({ type: "NEXT" }),
    back: () => send({ type: "BACK" }),
    "details.valid": () =>
      send({
        type: "DETAILS.CHANGE",
        values: { ...DETAILS, ...(real().context.payrollGroupId === 13 ? OTHER_GROUP : GROUP) },
      }),
    "details.invalid": () =>
      send({
        type: "DETAILS.CHANGE",
        values: {
          ...DETAILS,
          ...(real().context.payrollGroupId === 13 ? OTHER_GROUP : GROUP),
          name: "x".repeat(101),
        },
      }),
    "details.otherGroup": () =>
      send({
        type: "DETAILS.CHANGE",
        values: real().context.payrollGroupId === 13 ? GROUP : OTHER_GROUP,
      }),
    "preview.members": () => answerPreview(preview(1)),
    "preview.empty": () => answerPreview(preview(0)),
    "preview.error": () => answerPreview(new Error("Service unavailable")),
    retry: () => send({ type: "RETRY" }),
    "line.add": () =>
      send({
        type: "ADJUSTMENT.ADD",
        line: { ...LINE, label: `Bonus ${real().context.adjustments.length + 1}` },
      }),
    "line.addInvalid": () => send({ type: "ADJUSTMENT.ADD", line: { ...LINE, amount: -5 } }),
    "line.edit": () =>
      send({ type: "ADJUSTMENT.UPDATE", index: 0, line: { ...LINE, amount: 1_000_000 } }),
    "line.remove": () => send({ type: "ADJUSTMENT.REMOVE", index: 0 }),
    confirm: () => send({ type: "CONFIRM" }),
    "submit.ok": () => answerSubmit({ id: 501 }),
    "submit.nameTaken": () =>
      answerSubmit({
        code: BATCH_NAME_ALREADY_EXIST,
        message: "A payroll report with this name already exists",
      }),
    "submit.error": () =>
      answerSubmit({ code: "PAYROLL_PERIOD_ALREADY_REPORTED", message: "Already reported" }),
  };
  return {
    actor,
    events,
    calls,
    running: () => ({ preview: previewCall !== null, submit: submitCall !== null }),
  };
}

type Harness = ReturnType<typeof createHarness>;
type ModelSnapshot = SnapshotFrom<typeof wizardModel>;

const STEP: Record<string, number> = {
  chooseType: 0,
  groupAndPeriod: 1,
  review: 2,
  adjustments: 3,
  summary: 4,
  submitting: 4,
};

function checkState(h: Harness, model: ModelSnapshot): void {
  const snapshot = h.actor.getSnapshot();
  const context = snapshot.context;
  const m = model.context;
  expect(snapshot.value).toEqual(model.value);
  // Every step state counts as dirty exactly when the model says input was given.
  expect(context.dirty).toBe(m.dirty);
  expect(context.adjustments).toHaveLength(m.lines);
  expect(context.submitError !== null).toBe(m.submitError);
  const top = typeof model.value === "string" ? model.value : Object.keys(model.value)[0]!;
  if (top in STEP) expect(stepIndexOf(snapshot)).toBe(STEP[top]);
  const busy = { preview: snapshot.matches({ review: "loading" }), submit: top === "submitting" };
  expect(h.running()).toEqual(busy);
  switch (m.errors) {
    case "none":
      expect(context.errors).toEqual({});
      break;
    case "type":
      expect(context.errors).toEqual({ type: "required" });
      break;
    case "details":
      expect(context.errors).toEqual(detailProblems(context));
      expect(Object.keys(context.errors).length).toBeGreaterThan(0);
      break;
    case "taken":
      expect(context.errors).toEqual({ name: "taken" });
      break;
  }
  if (m.details === "valid" && top !== "chooseType") expect(detailProblems(context)).toEqual({});
  if (snapshot.matches({ review: "ready" })) expect(context.preview?.memberCount).toBe(1);
  if (snapshot.matches({ review: "empty" })) expect(context.preview?.memberCount).toBe(0);
  if (snapshot.matches({ review: "error" }))
    expect(context.previewError).toBe("Service unavailable");
  if (snapshot.matches({ review: "loading" })) {
    expect(context.preview).toBeNull();
    expect(h.calls.previews.at(-1)).toEqual({
      payrollGroupId: context.payrollGroupId,
      period: "2026-12",
    });
  }
  if (top === "submitting") expect(h.calls.submits.at(-1)).toEqual(createInputOf(context));
  if (top === "summary" && m.submitError) expect(context.submitError).toBe("Already reported");
  if (top === "done") {
    expect(context.reportId).toBe(501);
    expect(snapshot.status).toBe("done");
  }
  if (top === "leftForDirect") {
    expect(context.payrollType).toBe("direct");
    expect(snapshot.status).toBe("done");
  }
}

type Path = StatePath<ModelSnapshot, { type: ModelEvent }> & { description: string };

const model = createTestModel(wizardModel);
/** The model counts at most MAX_LINES lines: a further add is no step of it (the real machine would take it). */
const offered = (state: ModelSnapshot, event: { type: ModelEvent }) =>
  event.type !== "line.add" || state.context.lines < MAX_LINES;
const keyOf = (state: { value: unknown; context: unknown }) =>
  JSON.stringify([state.value, state.context]);
const describeSteps = (steps: { event: { type: string } }[]) =>
  steps.map((step) => step.event.type).join(" → ") || "(start)";

async function replay(path: Path): Promise<Harness> {
  const harness = createHarness();
  checkState(harness, initialTransition(wizardModel)[0]);
  for (const step of path.steps) {
    if (!step.event.type.startsWith("xstate.")) await harness.events[step.event.type]();
    checkState(harness, step.state);
  }
  return harness;
}

describe("payrollWizardMachine — model-based paths (xstate/graph)", () => {
  const states = Object.values(model.getAdjacencyMap());
  // The adjacency map's own keys are the walker's serialisation: index by ours.
  const adjacency = Object.fromEntries(states.map((node) => [keyOf(node.state), node]));

  // Shortest paths: for every transition of the model (self-loops included), the shortest
  // way to its source state and then its event. Every state and transition is walked.
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [keyOf(path.state), path]),
  );
  const transitionPaths: Path[] = [];
  for (const { state, transitions } of states) {
    const base = shortest.get(keyOf(state));
    if (!base) continue;
    for (const { event, state: next } of Object.values(transitions) as {
      event: { type: ModelEvent };
      state: ModelSnapshot;
    }[]) {
      if (!offered(state, event)) continue;
      const steps = [...base.steps, { event, state: next }];
      transitionPaths.push({
        state: next,
        steps,
        weight: steps.length,
        description: describeSteps(steps),
      });
    }
  }

  // Simple paths up to a bound: every path without a repeated state from the start to a
  // final state (done or leftForDirect) in at most SIMPLE_BOUND events.
  const SIMPLE_BOUND = 12;
  const initialKey = keyOf(initialTransition(wizardModel)[0]);
  const simplePaths: Path[] = [];
  const walk = (key: string, seen: Set<string>, steps: Path["steps"]) => {
    const node = adjacency[key]!;
    if (node.state.status === "done") {
      simplePaths.push({
        state: node.state,
        steps: [...steps],
        weight: steps.length,
        description: describeSteps(steps),
      });
      return;
    }
    if (steps.length >= SIMPLE_BOUND) return;
    for (const { event, state: next } of Object.values(node.transitions) as {
      event: { type: ModelEvent };
      state: ModelSnapshot;
    }[]) {
      const nextKey = keyOf(next);
      if (seen.has(nextKey) || !offered(node.state, event)) continue;
      seen.add(nextKey);
      steps.push({ event, state: next });
      walk(nextKey, seen, steps);
      steps.pop();
      seen.delete(nextKey);
    }
  };
  walk(initialKey, new Set([initialKey]), []);

  it("walks every state and transition; reaches both ends; simple paths are bounded", () => {
    expect(states.map(({ state }) => keyOf(state)).filter((k) => !shortest.has(k))).toEqual([]);
    const reached = new Set(states.map(({ state }) => JSON.stringify(state.value)));
    for (const value of [
      "chooseType",
      "groupAndPeriod",
      { review: "loading" },
      { review: "ready" },
      { review: "empty" },
      { review: "error" },
      "adjustments",
      "summary",
      "submitting",
      "done",
      "leftForDirect",
    ])
      expect(reached.has(JSON.stringify(value)), JSON.stringify(value)).toBe(true);
    const count = states.reduce(
      (n, { state, transitions }) =>
        n +
        (Object.values(transitions) as { event: { type: ModelEvent } }[]).filter(({ event }) =>
          offered(state, event),
        ).length,
      0,
    );
    expect(transitionPaths).toHaveLength(count);
    expect(simplePaths.length).toBeGreaterThan(10);
    expect(simplePaths.some((p) => p.state.value === "done")).toBe(true);
    expect(simplePaths.some((p) => p.state.value === "leftForDirect")).toBe(true);
  });

  it("never creates a report with invalid details or lines, and never asks to leave when done", () => {
    for (const path of [...transitionPaths, ...simplePaths])
      for (const step of path.steps) {
        if (step.state.value === "submitting") expect(step.state.context.details).toBe("valid");
        if (step.state.status === "done") expect(step.state.context.dirty).toBe(false);
      }
  });

  describe("every transition (shortest path to it)", () => {
    for (const path of transitionPaths)
      it(path.description, async () => {
        const harness = await replay(path);
        harness.actor.stop();
      });
  });

  describe(`simple paths to the end (≤ ${SIMPLE_BOUND} events)`, () => {
    for (const path of simplePaths)
      it(path.description, async () => {
        const harness = await replay(path);
        if (path.state.value === "done") {
          const sent = harness.calls.submits.at(-1)!;
          expect(sent.name).toBe(DETAILS.name);
          expect(sent.adjustments).toHaveLength(path.state.context.lines);
          for (const line of sent.adjustments)
            expect(adjustmentProblems({ ...LINE, ...line, agentName: "" })).toEqual({});
        }
        harness.actor.stop();
      });
  });
});

describe("docs/payroll-wizard-machine.md", () => {
  it("is the chart of the current wizard machine (run npm run docs:statechart)", () => {
    expect(readFileSync("docs/payroll-wizard-machine.md", "utf8")).toBe(payrollWizardChartDoc());
  });
});
