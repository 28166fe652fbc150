import { assertEvent, assign, fromCallback, fromPromise, raise, setup } from "xstate";

import { type ActiveUser, EMPTY_USER } from "../../domain/session.ts";

export { type ActiveUser, EMPTY_USER };

/** SPEC §9: modules polling every 10 s, retry after 3 s. */
export const MODULES_POLL_MS = 10_000;
export const MODULES_RETRY_MS = 3_000;

/** A failed call, classified by the gateway's `extensions.code` (SPEC §8). */
export type SessionError = { code: string; message: string };

export type Modules = { roles: string; menus: string[] };
export type SystemConfig = { maintenance: boolean; flags: Record<string, boolean> };
/**
 * `session` is the session's non-secret handle (issue 11 A4): the token itself is an HttpOnly
 * cookie the console never sees; every request names the session it means by this handle.
 */
export type LoginResult = { session: string; user: ActiveUser };
export type Restored = { user: ActiveUser; modules: Modules; session: string };

export type StreamEvent =
  | { type: "stream.status"; clientStatus: string; accountStatus: string }
  | { type: "stream.config" }
  /** The user's menus changed (their role's menus, or their role): fetch them at once. */
  | { type: "stream.modules" }
  | { type: "stream.end" }
  /** The connection failed for good (EventSource closed without END). */
  | { type: "stream.lost" };

/** SPEC §9 retry interval, also used to reopen a lost event stream and to retry a restore. */
export const RECONNECT_MS = 3_000;

export type SessionEvent =
  | { type: "session.login"; email: string; password: string }
  | { type: "session.logout" }
  | { type: "session.toLogin" }
  | { type: "session.unauthorized" }
  /** The cookie's session is not this tab's (another tab signed in or out): SESSION_CHANGED. */
  | { type: "session.changed" }
  | { type: "session.userUpdated"; user: ActiveUser }
  | StreamEvent;

export type SessionContext = {
  /** The handle of this tab's session (null while signed out or restoring). */
  session: string | null;
  user: ActiveUser;
  modules: Modules;
  flags: Record<string, boolean>;
  /** The first system config has answered (flags decide routes; guessing them "off" misleads). */
  configLoaded: boolean;
  loginError: string | null;
  /** Bumped on every sign-out so the shell can reset open-menu state (SPEC §4). */
  signOutCount: number;
};

/** The session parts a sign-out empties (SPEC §4 empty defaults); the start begins from them. */
const signedOut = () => ({
  session: null,
  user: EMPTY_USER,
  modules: { roles: "", menus: [] as string[] },
  flags: {},
  configLoaded: false,
});

const notProvided = (name: string) => () => {
  throw new Error(`sessionMachine: actor "${name}" must be provided with machine.provide()`);
};

const toError = (error: unknown): SessionError =>
  typeof error === "object" && error !== null && "code" in error && "message" in error
    ? (error as SessionError)
    : {
        code: "INTERNAL_SERVER_ERROR",
        message: error instanceof Error ? error.message : String(error),
      };

const errorOf = (event: { error: unknown }) => toError(event.error);

/**
 * The console session (SPEC §2, §4, §7, §8): restoring the cookie's session, logging in, the
 * authenticated shell with module polling, the live event stream and the maintenance switch,
 * the two blocking inactivation states and signing out. Side effects are named actors and
 * actions that the app provides (`machine.provide`), so tests swap them.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<Restored, Record<string, never>>(notProvided("restoreSession")),
    login: fromPromise<LoginResult, { email: string; password: string }>(notProvided("login")),
    fetchModules: fromPromise<Modules, { session: string }>(notProvided("fetchModules")),
    fetchSystemConfig: fromPromise<SystemConfig, { session: string }>(
      notProvided("fetchSystemConfig"),
    ),
    logout: fromPromise<void, { session: string }>(notProvided("logout")),
    eventStream: fromCallback<StreamEvent, { session: string }>(notProvided("eventStream")),
  },
  actions: {
    /** Writes the Active user cookie (SPEC §3; the session cookie is the server's, HttpOnly). */
    persistSession: () => {},
    /** The same after a login. */
    persistLogin: () => {},
    /** Clears caches (the urql cache included) and the Active user cookie. */
    clearStoredSession: () => {},
    /**
     * Ends the session on the server without waiting (the To Login Page button): only the
     * server can remove the HttpOnly session cookie.
     */
    endServerSession: (_, _params: { session: string | null }) => {},
    /** Shows an error toast (SPEC §2 Toasts). */
    notifyError: (_, _params: { message: string }) => {},
    storeLogin: assign(({ event }) => {
      const { session, user } = (event as unknown as { output: LoginResult }).output;
      return {
        session,
        user,
        modules: { roles: user.roles, menus: user.has_menus },
        loginError: null,
      };
    }),
    storeRestored: assign(({ event }) => {
      const { user, modules, session } = (event as unknown as { output: Restored }).output;
      return { user, modules, session };
    }),
    storeModules: assign(({ context, event }) => {
      const modules = (event as unknown as { output: Modules }).output;
      return { modules, user: { ...context.user, roles: modules.roles, has_menus: modules.menus } };
    }),
    storeConfig: assign(({ event }) => ({
      flags: (event as unknown as { output: SystemConfig }).output.flags,
      configLoaded: true,
    })),
    markConfigLoaded: assign({ configLoaded: true }),
    storeUser: assign(({ event }) => {
      assertEvent(event, "session.userUpdated");
      return { user: event.user };
    }),
    storeLoginError: assign(({ event }) => ({
      loginError: errorOf(event as unknown as { error: unknown }).message,
    })),
    resetSession: assign(({ context }) => ({
      ...signedOut(),
      signOutCount: context.signOutCount + 1,
    })),
  },
  guards: {
    clientInactive: ({ event }) =>
      event.type === "stream.status" && event.clientStatus === "inactive",
    accountInactive: ({ event }) =>
      event.type === "stream.status" && event.accountStatus === "inactive",
    maintenanceOn: ({ event }) =>
      (event as unknown as { output: SystemConfig }).output.maintenance === true,
    failedWith: ({ event }, code: string) =>
      errorOf(event as unknown as { error: unknown }).code === code,
  },
}).createMachine({
  id: "session",
  // The session cookie is HttpOnly: whether there is a session only the server knows (`me`).
  initial: "restoringUser",
  context: () => ({
    ...signedOut(),
    loginError: null,
    signOutCount: 0,
  }),
  on: {
    "session.unauthorized": {
      target: ".loggedOut",
      actions: ["clearStoredSession", "resetSession"],
    },
  },
  states: {
    restoringUser: {
      tags: ["loading"],
      invoke: {
        id: "restoreSession",
        src: "restoreSession",
        input: () => ({}),
        onDone: { target: "authenticated", actions: ["storeRestored", "persistSession"] },
        onError: [
          { guard: { type: "failedWith", params: "CLIENT_INACTIVE" }, target: "clientInactivated" },
          {
            guard: { type: "failedWith", params: "ACCOUNT_INACTIVE" },
            target: "accountInactivated",
          },
          {
            guard: { type: "failedWith", params: "UNAUTHENTICATED" },
            target: "loggedOut",
            actions: ["clearStoredSession", "resetSession"],
          },
          // The server is unreachable or failing: try again.
          { target: "restoreRetrying" },
        ],
      },
    },
    restoreRetrying: {
      tags: ["loading"],
      after: { [RECONNECT_MS]: "restoringUser" },
    },
    loggedOut: {
      tags: ["loggedOut"],
      on: { "session.login": "authenticating" },
    },
    authenticating: {
      tags: ["loggedOut", "busy"],
      invoke: {
        src: "login",
        input: ({ event }) => {
          assertEvent(event, "session.login");
          return { email: event.email, password: event.password };
        },
        onDone: { target: "authenticated", actions: ["storeLogin", "persistLogin"] },
        onError: { target: "loggedOut", actions: "storeLoginError" },
      },
    },
    authenticated: {
      type: "parallel",
      tags: ["authenticated"],
      on: {
        "session.logout": "signingOut",
        // Another tab signed in as someone else (or out): this tab follows the cookie's
        // session, from a clean cache, rather than act for a user it does not show.
        "session.changed": {
          target: "restoringUser",
          actions: ["clearStoredSession", "resetSession"],
        },
        "session.userUpdated": { actions: ["storeUser", "persistSession"] },
        "stream.status": [
          { guard: "clientInactive", target: "clientInactivated" },
          { guard: "accountInactive", target: "accountInactivated" },
        ],
      },
      states: {
        modules: {
          initial: "loading",
          states: {
            loading: {
              // A change pushed while a fetch is under way may be missing from its answer.
              on: { "stream.modules": { target: "loading", reenter: true } },
              invoke: {
                src: "fetchModules",
                input: ({ context }) => ({ session: context.session! }),
                onDone: { target: "idle", actions: ["storeModules", "persistSession"] },
                onError: {
                  target: "retrying",
                  actions: {
                    type: "notifyError",
                    params: ({ event }) => ({ message: errorOf(event).message }),
                  },
                },
              },
            },
            idle: { after: { [MODULES_POLL_MS]: "loading" }, on: { "stream.modules": "loading" } },
            retrying: {
              after: { [MODULES_RETRY_MS]: "loading" },
              on: { "stream.modules": "loading" },
            },
          },
        },
        stream: {
          initial: "open",
          states: {
            open: {
              invoke: {
                src: "eventStream",
                input: ({ context }) => ({ session: context.session! }),
              },
              on: { "stream.end": "closed", "stream.lost": "reconnecting" },
            },
            reconnecting: {
              // Reopen, then reload the system config: pushes may have been missed meanwhile.
              after: {
                [RECONNECT_MS]: { target: "open", actions: raise({ type: "stream.config" }) },
              },
            },
            closed: {},
          },
        },
        system: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                src: "fetchSystemConfig",
                input: ({ context }) => ({ session: context.session! }),
                onDone: [
                  { guard: "maintenanceOn", target: "maintenance", actions: "storeConfig" },
                  { target: "normal", actions: "storeConfig" },
                ],
                onError: {
                  target: "normal",
                  actions: [
                    "markConfigLoaded",
                    {
                      type: "notifyError",
                      params: ({ event }) => ({ message: errorOf(event).message }),
                    },
                  ],
                },
              },
            },
            normal: { tags: ["ready"], on: { "stream.config": "loading" } },
            maintenance: { tags: ["maintenance"], on: { "stream.config": "loading" } },
          },
        },
      },
    },
    clientInactivated: {
      tags: ["blocked"],
      on: {
        "session.toLogin": {
          target: "loggedOut",
          actions: [
            { type: "endServerSession", params: ({ context }) => ({ session: context.session }) },
            "clearStoredSession",
            "resetSession",
          ],
        },
      },
    },
    accountInactivated: {
      tags: ["blocked"],
      on: {
        "session.toLogin": {
          target: "loggedOut",
          actions: [
            { type: "endServerSession", params: ({ context }) => ({ session: context.session }) },
            "clearStoredSession",
            "resetSession",
          ],
        },
      },
    },
    signingOut: {
      tags: ["busy"],
      invoke: {
        src: "logout",
        input: ({ context }) => ({ session: context.session! }),
        onDone: { target: "loggedOut", actions: ["clearStoredSession", "resetSession"] },
        onError: { target: "loggedOut", actions: ["clearStoredSession", "resetSession"] },
      },
    },
  },
});
