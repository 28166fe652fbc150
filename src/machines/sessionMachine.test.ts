import { describe, expect, it } from "vitest";
import {
  type AnyActorRef,
  createActor,
  fromCallback,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { createTestModel } from "xstate/graph";
import {
  type ActiveUser,
  EMPTY_USER,
  type LoginResult,
  type Restored,
  type SessionError,
  type StreamEvent,
  type SystemConfig,
  sessionMachine,
} from "./sessionMachine.ts";
import { type SessionModelEvent, sessionModel } from "./sessionModel.ts";

const USER: ActiveUser = {
  ...EMPTY_USER,
  id: 7,
  client_id: 1,
  email: "admin@maju.test",
  fullname: "Admin Maju",
  roles: "Super Admin",
  has_menus: ["employee-list"],
};

type Snapshot = SnapshotFrom<typeof sessionMachine>;

describe("sessionMachine — pure transitions", () => {
  it("starts by asking the server for the cookie's session (the cookie is HttpOnly)", () => {
    const [state] = initialTransition(sessionMachine);
    expect(state.value).toBe("restoringUser");
    expect(state.hasTag("loading")).toBe(true);
    expect(state.context.session).toBeNull();
  });

  it("is logged out when the server knows no session", () => {
    const [restoring] = initialTransition(sessionMachine);
    const [state] = transition(sessionMachine, restoring, {
      type: "xstate.error.actor.restoreSession",
      error: { code: "UNAUTHENTICATED", message: "Your session has ended" },
    } as never);
    expect(state.value).toBe("loggedOut");
    expect(state.hasTag("loggedOut")).toBe(true);
  });

  it("keeps the session handle the restore answers", () => {
    const [restoring] = initialTransition(sessionMachine);
    const [state] = transition(sessionMachine, restoring, {
      type: "xstate.done.actor.restoreSession",
      output: { user: USER, modules: { roles: USER.roles, menus: USER.has_menus }, session: "h" },
    } as never);
    expect(state.matches("authenticated")).toBe(true);
    expect(state.context.session).toBe("h");
  });

  it("logs in from logged out", () => {
    const loggedOut = sessionMachine.resolveState({
      value: "loggedOut",
      context: { ...authenticated().context, session: null, user: EMPTY_USER },
    });
    const [state] = transition(sessionMachine, loggedOut, {
      type: "session.login",
      email: "a@b.test",
      password: "x",
    });
    expect(state.value).toBe("authenticating");
  });

  function authenticated(): Snapshot {
    return sessionMachine.resolveState({
      value: { authenticated: { modules: "idle", stream: "open", system: "normal" } },
      context: {
        session: "t",
        user: USER,
        modules: { roles: USER.roles, menus: USER.has_menus },
        flags: {},
        configLoaded: true,
        loginError: null,
        signOutCount: 0,
      },
    });
  }

  it.each([
    [{ clientStatus: "inactive", accountStatus: "active" }, "clientInactivated"],
    [{ clientStatus: "active", accountStatus: "inactive" }, "accountInactivated"],
    [{ clientStatus: "inactive", accountStatus: "inactive" }, "clientInactivated"],
  ])("a live status %o blocks with %s (SPEC §4)", (status, target) => {
    const [state] = transition(sessionMachine, authenticated(), {
      type: "stream.status",
      ...status,
    });
    expect(state.value).toBe(target);
    expect(state.hasTag("blocked")).toBe(true);
  });

  it("an active/active status changes nothing", () => {
    const [state] = transition(sessionMachine, authenticated(), {
      type: "stream.status",
      clientStatus: "active",
      accountStatus: "active",
    });
    expect(state.matches("authenticated")).toBe(true);
  });

  it("END closes the stream region only", () => {
    const [state] = transition(sessionMachine, authenticated(), { type: "stream.end" });
    expect(state.matches({ authenticated: { stream: "closed" } })).toBe(true);
    expect(state.matches({ authenticated: { system: "normal" } })).toBe(true);
  });

  it("a system-config event reloads the configuration", () => {
    const [state] = transition(sessionMachine, authenticated(), { type: "stream.config" });
    expect(state.matches({ authenticated: { system: "loading" } })).toBe(true);
  });

  it("a modules event fetches the menus at once, not at the next poll (issue 12)", () => {
    const [state, actions] = transition(sessionMachine, authenticated(), {
      type: "stream.modules",
    });
    expect(state.matches({ authenticated: { modules: "loading" } })).toBe(true);
    expect(state.matches({ authenticated: { stream: "open", system: "normal" } })).toBe(true);
    expect(actions).toContainEqual(expect.objectContaining({ type: "xstate.spawnChild" }));
  });

  it("a modules event during a fetch starts it again, and during a retry fetches at once", () => {
    const at = (modules: "loading" | "retrying") =>
      sessionMachine.resolveState({
        value: { authenticated: { modules, stream: "open", system: "normal" } },
        context: authenticated().context,
      });
    const [again, actions] = transition(sessionMachine, at("loading"), { type: "stream.modules" });
    expect(again.matches({ authenticated: { modules: "loading" } })).toBe(true);
    expect(actions.map((action) => action.type)).toEqual(
      expect.arrayContaining(["xstate.stopChild", "xstate.spawnChild"]),
    );
    const [retry] = transition(sessionMachine, at("retrying"), { type: "stream.modules" });
    expect(retry.matches({ authenticated: { modules: "loading" } })).toBe(true);
  });

  it("401 anywhere resets to the empty user and names the clean-up actions", () => {
    const [state, actions] = transition(sessionMachine, authenticated(), {
      type: "session.unauthorized",
    });
    expect(state.value).toBe("loggedOut");
    expect(state.context.user).toEqual(EMPTY_USER);
    expect(state.context.session).toBeNull();
    expect(state.context.signOutCount).toBe(1);
    expect(actions.map((a) => a.type)).toContain("clearStoredSession");
  });

  it("SESSION_CHANGED restores as the cookie's session from a clean cache (multi-tab)", () => {
    const [state, actions] = transition(sessionMachine, authenticated(), {
      type: "session.changed",
    });
    expect(state.value).toBe("restoringUser");
    expect(state.context.session).toBeNull();
    expect(state.context.user).toEqual(EMPTY_USER);
    expect(state.context.signOutCount).toBe(1);
    expect(actions.map((a) => a.type)).toContain("clearStoredSession");
  });

  it("the modal button clears the session (SPEC §2 To Login Page)", () => {
    const [blocked] = transition(sessionMachine, authenticated(), {
      type: "stream.status",
      clientStatus: "inactive",
      accountStatus: "active",
    });
    const [state, actions] = transition(sessionMachine, blocked, { type: "session.toLogin" });
    expect(state.value).toBe("loggedOut");
    expect(state.context.user).toEqual(EMPTY_USER);
    // Only the server can remove the HttpOnly cookie: the session is ended there.
    expect(actions.map((a) => a.type)).toEqual(
      expect.arrayContaining(["endServerSession", "clearStoredSession"]),
    );
  });

  it("a restore that fails without a 401 retries", () => {
    const [restoring] = initialTransition(sessionMachine);
    const [state] = transition(sessionMachine, restoring, {
      type: "xstate.error.actor.restoreSession",
      error: { code: "NETWORK_ERROR", message: "Failed to fetch" },
    } as never);
    expect(state.value).toBe("restoreRetrying");
    expect(state.hasTag("loading")).toBe(true);
  });

  it("a lost stream reconnects after a pause", () => {
    const [state] = transition(sessionMachine, authenticated(), { type: "stream.lost" });
    expect(state.matches({ authenticated: { stream: "reconnecting" } })).toBe(true);
  });

  it("log out signs out through the server", () => {
    const [state] = transition(sessionMachine, authenticated(), { type: "session.logout" });
    expect(state.value).toBe("signingOut");
  });
});

/** Promises the test settles by hand, so each model event is one real-world outcome. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: SessionError) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The real session machine with controllable actors: the system under test. */
function createHarness() {
  const pending = {
    restore: deferred<Restored>(),
    login: deferred<LoginResult>(),
    logout: deferred<void>(),
  };
  let maintenance = false;
  let sendStream: ((event: StreamEvent) => void) | null = null;
  const calls = { clearStoredSession: 0, persistSession: 0, notifyError: 0, endServerSession: 0 };

  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => {
        pending.restore = deferred<Restored>();
        return pending.restore.promise;
      }),
      login: fromPromise(() => {
        pending.login = deferred<LoginResult>();
        return pending.login.promise;
      }),
      fetchModules: fromPromise(async () => ({ roles: USER.roles, menus: USER.has_menus })),
      fetchSystemConfig: fromPromise(
        async (): Promise<SystemConfig> => ({ maintenance, flags: {} }),
      ),
      logout: fromPromise(() => {
        pending.logout = deferred<void>();
        return pending.logout.promise;
      }),
      eventStream: fromCallback<StreamEvent, { session: string }>(({ sendBack }) => {
        sendStream = sendBack;
        return () => {
          sendStream = null;
        };
      }),
    },
    actions: {
      clearStoredSession: () => {
        calls.clearStoredSession++;
      },
      persistSession: () => {
        calls.persistSession++;
      },
      persistLogin: () => {
        calls.persistSession++;
      },
      notifyError: () => {
        calls.notifyError++;
      },
      endServerSession: () => {
        calls.endServerSession++;
      },
    },
  });
  const actor = createActor(machine);
  actor.start();

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const stream = (event: StreamEvent) => {
    if (!sendStream) throw new Error("the event stream is not open");
    sendStream(event);
  };

  const events: Record<SessionModelEvent, () => Promise<void>> = {
    "restore.valid": async () => {
      pending.restore.resolve({
        user: USER,
        modules: { roles: USER.roles, menus: USER.has_menus },
        session: "restored-session",
      });
      await settle();
    },
    "restore.expired": async () => {
      pending.restore.reject({ code: "UNAUTHENTICATED", message: "expired" });
      await settle();
    },
    "session.login": async () => {
      actor.send({ type: "session.login", email: USER.email, password: "Tenaga-demo-1" });
      await settle();
    },
    "login.accepted": async () => {
      pending.login.resolve({ session: "new-session", user: USER });
      await settle();
    },
    "login.rejected": async () => {
      pending.login.reject({ code: "UNAUTHENTICATED", message: "Email or password is incorrect" });
      await settle();
    },
    "stream.clientInactive": async () => {
      stream({ type: "stream.status", clientStatus: "inactive", accountStatus: "active" });
      await settle();
    },
    "stream.accountInactive": async () => {
      stream({ type: "stream.status", clientStatus: "active", accountStatus: "inactive" });
      await settle();
    },
    "maintenance.on": async () => {
      maintenance = true;
      stream({ type: "stream.config" });
      await settle();
    },
    "maintenance.off": async () => {
      maintenance = false;
      stream({ type: "stream.config" });
      await settle();
    },
    "session.logout": async () => {
      actor.send({ type: "session.logout" });
      await settle();
    },
    "logout.done": async () => {
      pending.logout.resolve();
      await settle();
    },
    "session.unauthorized": async () => {
      actor.send({ type: "session.unauthorized" });
      await settle();
    },
    "session.changed": async () => {
      actor.send({ type: "session.changed" });
      await settle();
    },
    "session.toLogin": async () => {
      actor.send({ type: "session.toLogin" });
      await settle();
    },
  };
  return { actor, events, calls, streamOpen: () => sendStream !== null };
}

type Harness = ReturnType<typeof createHarness>;

/** What each model state means for the real machine. */
function stateChecks(h: Harness): Record<string, () => void> {
  const real = () => h.actor.getSnapshot();
  const loggedOutClean = () => {
    expect(real().value).toBe("loggedOut");
    expect(real().context.session).toBeNull();
    expect(real().context.user).toEqual(EMPTY_USER);
    expect(h.streamOpen()).toBe(false);
  };
  return {
    restoring: () => {
      expect(real().value).toBe("restoringUser");
      expect(real().context.session).toBeNull();
      expect(h.streamOpen()).toBe(false);
    },
    loggedOut: () => {
      if (real().context.loginError) {
        expect(real().value).toBe("loggedOut");
        expect(real().context.loginError).toBe("Email or password is incorrect");
      } else {
        loggedOutClean();
      }
    },
    authenticating: () => expect(real().value).toBe("authenticating"),
    "authenticated.normal": () => {
      expect(real().matches({ authenticated: { system: "normal" } })).toBe(true);
      expect(real().matches({ authenticated: { modules: "idle" } })).toBe(true);
      expect(real().context.modules.menus).toEqual(USER.has_menus);
      expect(h.streamOpen()).toBe(true);
    },
    "authenticated.maintenance": () => {
      expect(real().hasTag("maintenance")).toBe(true);
      expect(h.streamOpen()).toBe(true);
    },
    clientInactivated: () => {
      expect(real().value).toBe("clientInactivated");
      expect(h.streamOpen()).toBe(false);
    },
    accountInactivated: () => expect(real().value).toBe("accountInactivated"),
    signingOut: () => expect(real().value).toBe("signingOut"),
  };
}

describe("sessionMachine — model-based paths (xstate/graph)", () => {
  const model = createTestModel(sessionModel);
  const paths = model.getSimplePaths();

  it("the paths cover every state and every transition of the model", () => {
    const key = (state: { value: unknown; context: unknown }) =>
      JSON.stringify([state.value, state.context]);
    const allTransitions = new Set<string>();
    const allStates = new Set<string>();
    for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
      allStates.add(key(state));
      for (const { event } of Object.values(transitions) as { event: { type: string } }[]) {
        allTransitions.add(`${key(state)}|${event.type}`);
      }
    }
    const walked = new Set<string>();
    const visited = new Set<string>();
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        visited.add(key(step.state));
        const before = index === 0 ? null : path.steps[index - 1]!.state;
        if (before) walked.add(`${key(before)}|${step.event.type}`);
      });
    }
    expect([...allStates].filter((state) => !visited.has(state))).toEqual([]);
    expect(
      [...allTransitions].filter((t) => !walked.has(t) && !t.endsWith("|xstate.init")),
    ).toEqual([]);
  });

  for (const path of paths) {
    it(`reaches ${path.description}`, async () => {
      const harness = createHarness();
      const checks = stateChecks(harness);
      const events = Object.fromEntries(
        Object.entries(harness.events).map(([type, run]) => [type, () => run()]),
      );
      try {
        await path.test({ states: checks, events });
      } finally {
        (harness.actor as AnyActorRef).stop();
      }
    });
  }
});

describe("sessionMachine — a live modules event (issue 12)", () => {
  it("stores the new menus as soon as the event arrives, long before the 10-second poll", async () => {
    let menus = ["employee-list"];
    let fetches = 0;
    let sendStream: ((event: StreamEvent) => void) | null = null;
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(
          async (): Promise<Restored> => ({
            user: USER,
            modules: { roles: USER.roles, menus },
            session: "session-handle",
          }),
        ),
        fetchModules: fromPromise(async () => {
          fetches++;
          return { roles: USER.roles, menus };
        }),
        fetchSystemConfig: fromPromise(
          async (): Promise<SystemConfig> => ({ maintenance: false, flags: {} }),
        ),
        eventStream: fromCallback<StreamEvent, { session: string }>(({ sendBack }) => {
          sendStream = sendBack;
        }),
      },
      actions: { persistSession: () => {}, persistLogin: () => {}, notifyError: () => {} },
    });
    const actor = createActor(machine);
    actor.start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: { modules: "idle" } })).toBe(true);
    const before = fetches;

    menus = ["employee-list", "branch"];
    (sendStream as ((event: StreamEvent) => void) | null)?.({ type: "stream.modules" });
    await settle();
    expect(fetches).toBe(before + 1);
    expect(actor.getSnapshot().context.modules.menus).toEqual(["employee-list", "branch"]);
    expect(actor.getSnapshot().context.user.has_menus).toEqual(["employee-list", "branch"]);
    expect(actor.getSnapshot().matches({ authenticated: { modules: "idle" } })).toBe(true);
    actor.stop();
  });
});
