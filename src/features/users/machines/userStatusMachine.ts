import { assertEvent, assign, fromPromise, setup } from "xstate";

/** Why the console refuses a status change before asking (the server refuses it too: 409). */
export type StatusRefusal = "self" | "lastSuperAdmin";

/** The user whose status is to change, as the list shows it. */
export type StatusTarget = {
  id: number;
  fullname: string;
  status: "active" | "inactive";
  /** Known refusal for an inactivation; null when the console sees none. */
  refusal: StatusRefusal | null;
};

export type SaveStatusInput = { id: number; status: "active" | "inactive" };

/** A failed save: `conflict` when the server refused the change (409), with its message. */
export type StatusSaveError = { conflict: boolean; message: string };

export type UserStatusEvent =
  | { type: "status.request"; target: StatusTarget }
  | { type: "status.confirm" }
  | { type: "status.cancel" }
  | { type: "status.retry" }
  | { type: "status.close" };

type Context = {
  target: StatusTarget | null;
  /** The refusal to show: a known one, or the server's message. */
  refusal: StatusRefusal | null;
  refusalMessage: string | null;
  error: string | null;
};

const nextStatus = (target: StatusTarget) => (target.status === "active" ? "inactive" : "active");

const saveError = (error: unknown): StatusSaveError =>
  typeof error === "object" && error !== null && "conflict" in error
    ? (error as StatusSaveError)
    : { conflict: false, message: error instanceof Error ? error.message : String(error) };

/**
 * Activate / inactivate a user (issue 12): confirm → saving → done, or failed (retry), or
 * refused (yourself, or the client's last active Super Admin; known before asking, or
 * answered by the server as a 409).
 */
export const userStatusMachine = setup({
  types: {} as { context: Context; events: UserStatusEvent },
  actors: {
    saveStatus: fromPromise<void, SaveStatusInput>(async () => {
      throw new Error("saveStatus is provided by the page");
    }),
  },
  actions: {
    storeTarget: assign(({ event }) => {
      assertEvent(event, "status.request");
      const refuses = event.target.status === "active" ? event.target.refusal : null;
      return { target: event.target, refusal: refuses, refusalMessage: null, error: null };
    }),
    storeServerRefusal: assign(({ event }) => ({
      refusalMessage: saveError((event as { error?: unknown }).error).message,
    })),
    storeError: assign(({ event }) => ({
      error: saveError((event as { error?: unknown }).error).message,
    })),
    clear: assign({ target: null, refusal: null, refusalMessage: null, error: null }),
  },
  guards: {
    isRefusedBeforeAsking: ({ event }) => {
      assertEvent(event, "status.request");
      return event.target.status === "active" && event.target.refusal !== null;
    },
    isConflict: ({ event }) => saveError((event as { error?: unknown }).error).conflict,
  },
}).createMachine({
  id: "userStatus",
  context: { target: null, refusal: null, refusalMessage: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "status.request": [
          { guard: "isRefusedBeforeAsking", target: "refused", actions: "storeTarget" },
          { target: "confirming", actions: "storeTarget" },
        ],
      },
    },
    confirming: {
      tags: ["open", "confirm"],
      on: {
        "status.confirm": "saving",
        "status.cancel": { target: "idle", actions: "clear" },
      },
    },
    saving: {
      tags: ["open", "busy"],
      invoke: {
        src: "saveStatus",
        input: ({ context }) => ({
          id: context.target!.id,
          status: nextStatus(context.target!),
        }),
        onDone: "done",
        onError: [
          { guard: "isConflict", target: "refused", actions: "storeServerRefusal" },
          { target: "failed", actions: "storeError" },
        ],
      },
    },
    failed: {
      tags: ["open", "error"],
      on: {
        "status.retry": "saving",
        "status.cancel": { target: "idle", actions: "clear" },
      },
    },
    refused: {
      tags: ["open", "refused"],
      on: { "status.close": { target: "idle", actions: "clear" } },
    },
    done: {
      tags: ["done"],
      on: { "status.close": { target: "idle", actions: "clear" } },
    },
  },
});
