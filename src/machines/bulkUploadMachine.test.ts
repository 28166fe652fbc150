import { describe, expect, it } from "vitest";
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { createTestModel, type StatePath } from "xstate/graph";
import type { BulkImportStatus } from "../../domain/workforce/import.ts";
import {
  type BulkUploadEvent,
  bulkUploadMachine,
  type TrackActorInput,
  type UploadActorInput,
  type UploadView,
} from "./bulkUploadMachine.ts";

const FILE = new File(["fullName,nik\n"], "employees.csv", { type: "text/csv" });

const view = (status: BulkImportStatus, extra: Partial<UploadView> = {}): UploadView => ({
  id: "11111111-1111-4111-8111-111111111111",
  status,
  totalRows: 4,
  processedRows: status === "completed" ? 4 : 0,
  percent: status === "completed" ? 100 : 0,
  errors:
    status === "invalid"
      ? [{ row: 2, column: "nik", message: "NIK must be exactly 16 digits" }]
      : [],
  result: status === "completed" ? { created: 4 } : null,
  ...extra,
});

describe("bulkUploadMachine — pure transitions", () => {
  const [idle] = initialTransition(bulkUploadMachine);
  const [chosen] = transition(bulkUploadMachine, idle, { type: "file.select", file: FILE });
  const [sending] = transition(bulkUploadMachine, chosen, { type: "upload.start" });

  it("starts idle, and does not upload without a file", () => {
    expect(idle.value).toBe("idle");
    expect(idle.hasTag("editing")).toBe(true);
    const [still] = transition(bulkUploadMachine, idle, { type: "upload.start" });
    expect(still.value).toBe("idle");
  });

  it("sends the chosen file, counting the bytes sent", () => {
    expect(sending.value).toEqual({ sending: "uploading" });
    expect(sending.context.totalBytes).toBe(FILE.size);
    const [progressed] = transition(bulkUploadMachine, sending, {
      type: "upload.progress",
      sentBytes: 5,
      totalBytes: 10,
    });
    expect(progressed.context).toMatchObject({ sentBytes: 5, totalBytes: 10 });
    expect(progressed.hasTag("uploading")).toBe(true);
  });

  it("routes the server's answer by its status", () => {
    const cases: [BulkImportStatus, unknown][] = [
      ["invalid", "invalid"],
      ["queued", { tracking: "queued" }],
      ["running", { tracking: "importing" }],
      ["completed", "completed"],
      ["failed", "failed"],
    ];
    for (const [status, target] of cases) {
      const [next] = transition(bulkUploadMachine, sending, {
        type: "upload.accepted",
        upload: view(status),
      });
      expect(next.value, status).toEqual(target);
      expect(next.context.upload?.status).toBe(status);
    }
  });

  it("keeps a send failure to show, and the file to try again", () => {
    const [failed] = transition(bulkUploadMachine, sending, {
      type: "upload.failed",
      message: "File size is larger than 10 MB",
    });
    expect(failed.value).toBe("idle");
    expect(failed.context).toMatchObject({
      uploadError: "File size is larger than 10 MB",
      file: FILE,
    });
    const [again] = transition(bulkUploadMachine, failed, { type: "upload.retry" });
    expect(again.value).toEqual({ sending: "uploading" });
    expect(again.context.uploadError).toBeNull();
  });

  it("cancels while sending, not once the server is checking the file", () => {
    const [cancelled] = transition(bulkUploadMachine, sending, { type: "upload.cancel" });
    expect(cancelled.value).toBe("idle");
    const [validating] = transition(bulkUploadMachine, sending, { type: "upload.sent" });
    const [stays] = transition(bulkUploadMachine, validating, { type: "upload.cancel" });
    expect(stays.value).toEqual({ sending: "validating" });
  });

  it("stores progress while importing and one result per row, in row order", () => {
    const [queued] = transition(bulkUploadMachine, sending, {
      type: "upload.accepted",
      upload: view("queued"),
    });
    const [importing] = transition(bulkUploadMachine, queued, {
      type: "import.progress",
      upload: view("running", { processedRows: 2, percent: 50 }),
    });
    expect(importing.value).toEqual({ tracking: "importing" });
    expect(importing.context.upload?.percent).toBe(50);
    const row = (n: number, status: "created" | "failed" = "created") => ({
      type: "import.row" as const,
      row: { row: n, status, entityId: status === "created" ? n : null, errors: [] },
    });
    let state = importing;
    for (const event of [row(3), row(2), row(3, "failed")])
      [state] = transition(bulkUploadMachine, state, event);
    expect(state.context.rows.map((r) => [r.row, r.status])).toEqual([
      [2, "created"],
      [3, "failed"],
    ]);
  });
});

// ---------------------------------------------------------------------------------------
// Model-based paths. createTestModel walks a model without actors (the graph walker cannot
// run invocations); each path then drives the real machine, with its actors swapped for
// controllable ones, and checks at every step that the real machine is where the model is
// and that exactly the right actor is running.

type ModelEvent =
  | "file.select"
  | "file.clear"
  | "upload.start"
  | "upload.cancel"
  | "upload.progress"
  | "upload.sent"
  | "upload.accepted.invalid"
  | "upload.accepted.queued"
  | "upload.accepted.running"
  | "upload.accepted.completed"
  | "upload.accepted.failed"
  | "upload.failed"
  | "import.progress.running"
  | "import.row"
  | "import.finished.completed"
  | "import.finished.failed"
  | "upload.retry"
  | "reset";

const bulkUploadModel = createMachine({
  id: "bulkUploadModel",
  types: {} as { context: { hasFile: boolean }; events: { type: ModelEvent } },
  context: { hasFile: false },
  initial: "idle",
  states: {
    idle: {
      on: {
        "file.select": { actions: assign({ hasFile: true }) },
        "file.clear": { actions: assign({ hasFile: false }) },
        "upload.start": { guard: ({ context }) => context.hasFile, target: "sending" },
        "upload.retry": { guard: ({ context }) => context.hasFile, target: "sending" },
      },
    },
    sending: {
      on: {
        "upload.accepted.invalid": "invalid",
        "upload.accepted.queued": "tracking.queued",
        "upload.accepted.running": "tracking.importing",
        "upload.accepted.completed": "completed",
        "upload.accepted.failed": "failed",
        "upload.failed": "idle",
      },
      initial: "uploading",
      states: {
        uploading: {
          on: {
            "upload.progress": {},
            "upload.sent": "validating",
            "upload.cancel": "#bulkUploadModel.idle",
          },
        },
        validating: {},
      },
    },
    invalid: {
      on: {
        "file.select": { target: "idle", actions: assign({ hasFile: true }) },
        reset: { target: "idle", actions: assign({ hasFile: false }) },
      },
    },
    tracking: {
      on: {
        "import.row": {},
        "import.finished.completed": "completed",
        "import.finished.failed": "failed",
      },
      initial: "queued",
      states: {
        queued: { on: { "import.progress.running": "importing" } },
        importing: { on: { "import.progress.running": {} } },
      },
    },
    completed: {
      on: {
        "file.select": { target: "idle", actions: assign({ hasFile: true }) },
        reset: { target: "idle", actions: assign({ hasFile: false }) },
      },
    },
    failed: {
      on: {
        "upload.retry": "sending",
        "file.select": { target: "idle", actions: assign({ hasFile: true }) },
        reset: { target: "idle", actions: assign({ hasFile: false }) },
      },
    },
  },
});

function createHarness() {
  let upload: ((event: BulkUploadEvent) => void) | null = null;
  let track: ((event: BulkUploadEvent) => void) | null = null;
  const calls = { uploads: 0, aborted: 0, tracks: 0, trackedIds: [] as string[] };
  const machine = bulkUploadMachine.provide({
    actors: {
      uploadFile: fromCallback<BulkUploadEvent, UploadActorInput>(({ sendBack, input }) => {
        expect(input.file).toBe(FILE);
        calls.uploads++;
        upload = sendBack;
        return () => {
          if (upload === sendBack) upload = null;
          calls.aborted++;
        };
      }),
      trackUpload: fromCallback<BulkUploadEvent, TrackActorInput>(({ sendBack, input }) => {
        calls.tracks++;
        calls.trackedIds.push(input.upload.id);
        track = sendBack;
        return () => {
          if (track === sendBack) track = null;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  const fromUpload = (event: BulkUploadEvent) => {
    expect(upload, `${event.type} needs the upload actor running`).not.toBeNull();
    upload!(event);
  };
  const fromTrack = (event: BulkUploadEvent) => {
    expect(track, `${event.type} needs the progress stream running`).not.toBeNull();
    track!(event);
  };
  const events: Record<ModelEvent, () => void> = {
    "file.select": () => actor.send({ type: "file.select", file: FILE }),
    "file.clear": () => actor.send({ type: "file.clear" }),
    "upload.start": () => actor.send({ type: "upload.start" }),
    "upload.cancel": () => actor.send({ type: "upload.cancel" }),
    "upload.retry": () => actor.send({ type: "upload.retry" }),
    reset: () => actor.send({ type: "reset" }),
    "upload.progress": () =>
      fromUpload({ type: "upload.progress", sentBytes: 3, totalBytes: FILE.size }),
    "upload.sent": () => fromUpload({ type: "upload.sent" }),
    "upload.accepted.invalid": () =>
      fromUpload({ type: "upload.accepted", upload: view("invalid") }),
    "upload.accepted.queued": () => fromUpload({ type: "upload.accepted", upload: view("queued") }),
    "upload.accepted.running": () =>
      fromUpload({ type: "upload.accepted", upload: view("running") }),
    "upload.accepted.completed": () =>
      fromUpload({ type: "upload.accepted", upload: view("completed", { duplicate: true }) }),
    "upload.accepted.failed": () => fromUpload({ type: "upload.accepted", upload: view("failed") }),
    "upload.failed": () => fromUpload({ type: "upload.failed", message: "Network error" }),
    "import.progress.running": () =>
      fromTrack({
        type: "import.progress",
        upload: view("running", { processedRows: 2, percent: 50 }),
      }),
    "import.row": () =>
      fromTrack({
        type: "import.row",
        row: { row: 2, status: "created", entityId: 9, errors: [] },
      }),
    "import.finished.completed": () =>
      fromTrack({ type: "import.finished", upload: view("completed") }),
    "import.finished.failed": () =>
      fromTrack({
        type: "import.finished",
        upload: view("failed", { result: { reason: "Nothing was imported" } }),
      }),
  };
  return {
    actor,
    events,
    calls,
    running: () => ({ upload: upload !== null, track: track !== null }),
  };
}

type Harness = ReturnType<typeof createHarness>;

function stateChecks(h: Harness): Record<string, () => void> {
  const real = () => h.actor.getSnapshot();
  const runs = (expected: { upload: boolean; track: boolean }) =>
    expect(h.running()).toEqual(expected);
  return {
    idle: () => {
      expect(real().value).toBe("idle");
      expect(real().hasTag("editing")).toBe(true);
      runs({ upload: false, track: false });
    },
    "sending.uploading": () => {
      expect(real().value).toEqual({ sending: "uploading" });
      expect(real().hasTag("uploading")).toBe(true);
      runs({ upload: true, track: false });
    },
    "sending.validating": () => {
      expect(real().value).toEqual({ sending: "validating" });
      expect(real().hasTag("validating")).toBe(true);
      runs({ upload: true, track: false });
    },
    invalid: () => {
      expect(real().value).toBe("invalid");
      expect(real().context.upload?.errors).toHaveLength(1);
      runs({ upload: false, track: false });
    },
    "tracking.queued": () => {
      expect(real().value).toEqual({ tracking: "queued" });
      expect(real().hasTag("importing")).toBe(true);
      runs({ upload: false, track: true });
      expect(h.calls.trackedIds.at(-1)).toBe(view("queued").id);
    },
    "tracking.importing": () => {
      expect(real().value).toEqual({ tracking: "importing" });
      runs({ upload: false, track: true });
    },
    completed: () => {
      expect(real().value).toBe("completed");
      expect(real().context.upload?.percent).toBe(100);
      runs({ upload: false, track: false });
    },
    failed: () => {
      expect(real().value).toBe("failed");
      expect(real().hasTag("failed")).toBe(true);
      runs({ upload: false, track: false });
    },
  };
}

describe("bulkUploadMachine — model-based paths (xstate/graph)", () => {
  const model = createTestModel(bulkUploadModel);
  type ModelSnapshot = SnapshotFrom<typeof bulkUploadModel>;
  type Path = StatePath<ModelSnapshot, { type: ModelEvent }>;
  const key = (state: { value: unknown; context: unknown }) =>
    JSON.stringify([state.value, state.context]);

  // One path per transition of the model, self-loops included: the shortest way to its
  // source state, then its event. Every state and every transition is walked exactly so.
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
        description: `${JSON.stringify(state.value)} (${state.context.hasFile ? "file" : "no file"}) —${event.type}→ ${JSON.stringify(next.value)}`,
      });
    }
  }

  it("walks every state and every transition of the model", () => {
    const states = Object.values(model.getAdjacencyMap());
    expect(states.length).toBeGreaterThanOrEqual(9);
    expect(states.map(({ state }) => key(state)).filter((k) => !shortest.has(k))).toEqual([]);
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
        await model.testPath(path, { states: stateChecks(harness), events: harness.events });
        // Leaving `sending` any way stops the upload (an aborted request when cancelled).
        expect(harness.calls.aborted).toBe(
          harness.calls.uploads - (harness.actor.getSnapshot().matches("sending") ? 1 : 0),
        );
      } finally {
        harness.actor.stop();
      }
    });
  }
});
