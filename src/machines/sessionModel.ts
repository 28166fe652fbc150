import { assign, createMachine } from "xstate";

/**
 * The abstract model of the session that tests walk (`createTestModel` from `xstate/graph`).
 * It has the real machine's states and the outside events that move it, without actors or
 * timers (the graph walker cannot run those). Unit tests drive the real machine along its
 * paths; the Playwright test drives the real product in Chromium along the same paths.
 */
export const sessionModel = createMachine({
  id: "sessionModel",
  types: {} as { context: { maintenance: boolean } },
  // Maintenance is the system's, not the session's: it outlives a logout and greets the next login.
  context: { maintenance: false },
  initial: "restoring",
  states: {
    restoring: {
      on: { "restore.valid": "authenticated", "restore.expired": "loggedOut" },
    },
    loggedOut: {
      on: { "session.login": "authenticating" },
    },
    authenticating: {
      on: { "login.accepted": "authenticated", "login.rejected": "loggedOut" },
    },
    authenticated: {
      on: {
        "stream.clientInactive": "clientInactivated",
        "stream.accountInactive": "accountInactivated",
        "session.logout": "signingOut",
        "session.unauthorized": "loggedOut",
        // Another tab signed in (the cookie is another session): restore as the cookie's.
        "session.changed": "restoring",
      },
      initial: "entering",
      states: {
        entering: {
          always: [
            { guard: ({ context }) => context.maintenance, target: "maintenance" },
            { target: "normal" },
          ],
        },
        normal: {
          on: {
            "maintenance.on": { target: "maintenance", actions: assign({ maintenance: true }) },
          },
        },
        maintenance: {
          on: { "maintenance.off": { target: "normal", actions: assign({ maintenance: false }) } },
        },
      },
    },
    clientInactivated: { on: { "session.toLogin": "loggedOut" } },
    accountInactivated: { on: { "session.toLogin": "loggedOut" } },
    signingOut: { on: { "logout.done": "loggedOut" } },
  },
});

export type SessionModelEvent =
  | "restore.valid"
  | "restore.expired"
  | "session.login"
  | "login.accepted"
  | "login.rejected"
  | "stream.clientInactive"
  | "stream.accountInactive"
  | "maintenance.on"
  | "maintenance.off"
  | "session.logout"
  | "logout.done"
  | "session.unauthorized"
  | "session.changed"
  | "session.toLogin";
