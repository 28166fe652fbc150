import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PasswordProblem } from "../../domain/validation.ts";
import type { ServiceUrls } from "../../gateway/services.ts";
import { createGateway, type Gateway } from "../../gateway/yoga.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import { CURRENT_PASSWORD_INCORRECT } from "../../services/main/auth/routes.ts";
import { hashToken } from "../../services/shared/principal.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * The console's /settings back end: POST /auth/change-password and PUT /auth/preferences,
 * over REST and through the gateway. Password changes use users made here, so the demo
 * accounts keep their passwords for every other test.
 */

let stack: TestStack;
let gateway: Gateway;
let majuClientId: number;

const CHANGE_PASSWORD = "/api/main/v1/auth/change-password";
const PREFERENCES = "/api/main/v1/auth/preferences";

const urlsFor = (base: string): ServiceUrls => ({
  main: `${base}/api/main/v1`,
  hcm: `${base}/api/hcm/v1`,
  file: `${base}/api/file/v1`,
});

beforeAll(async () => {
  stack = await startStack();
  gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
  majuClientId = (await login(stack.app, DEMO.majuAdmin)).user.client_id;
});
afterAll(() => stack.close());

type Account = { id: number; email: string; password: string };

/** A fresh Super Admin of PT Maju Jaya, made as the owner, with its own password. */
async function createUser(password = "Start-pass-1"): Promise<Account> {
  const email = `settings-${randomBytes(4).toString("hex")}@maju.test`;
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     SELECT $1, r.id, $2, 'Settings Tester', $3 FROM roles r
     WHERE r.client_id = $1 AND r.is_super_admin ORDER BY r.id LIMIT 1
     RETURNING id`,
    [majuClientId, email, await hashPassword(password)],
  );
  return { id: rows[0]!.id, email, password };
}

/** A distinct client IP per test, so the failure counters of tests never meet. */
let ipCounter = 0;
const nextIp = () => `10.55.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const loginAs = (account: { email: string; password: string }, remoteAddress = nextIp()) =>
  stack.app.inject({
    method: "POST",
    url: "/api/main/v1/auth/login",
    payload: { email: account.email, password: account.password },
    remoteAddress,
  });

const changePassword = (token: string, payload: unknown, remoteAddress = "10.66.0.1") =>
  stack.app.inject({
    method: "POST",
    url: CHANGE_PASSWORD,
    headers: bearer(token),
    payload: payload as InjectOptions["payload"],
    remoteAddress,
  });

const putPreferences = (token: string, payload: unknown) =>
  stack.app.inject({
    method: "PUT",
    url: PREFERENCES,
    headers: bearer(token),
    payload: payload as InjectOptions["payload"],
  });

const me = (token: string) =>
  stack.app.inject({ url: "/api/main/v1/auth/me", headers: bearer(token) });

async function userRow(id: number) {
  const { rows } = await stack.owner.query<{
    password_hash: string;
    language: string;
    updated_at: Date;
  }>("SELECT password_hash, language, updated_at FROM users WHERE id = $1", [id]);
  return rows[0]!;
}

async function sessionIdOf(token: string): Promise<string> {
  const { rows } = await stack.owner.query<{ id: string }>(
    "SELECT id FROM sessions WHERE token_hash = $1",
    [hashToken(token)],
  );
  return rows[0]!.id;
}

async function auditRows(userId: number, action: string) {
  const { rows } = await stack.owner.query<{
    client_id: number;
    actor_type: string;
    actor_user_id: number;
    actor_label: string;
    entity_type: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT client_id, actor_type, actor_user_id, actor_label, entity_type, entity_id, before, after
     FROM audit_log WHERE action = $1 AND entity_id = $2 ORDER BY id`,
    [action, String(userId)],
  );
  return rows;
}

async function failuresOf(email: string, ip: string): Promise<number> {
  const { rows } = await stack.owner.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM login_attempts WHERE email = $1 AND ip = $2",
    [email, ip],
  );
  return rows[0]!.n;
}

/** The SSE stream of a session, read until it ends; resolves with its frames. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${stack.baseUrl}/api/main/v1/events`, {
    headers: { ...bearer(token), accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const frames = () =>
    text
      .split("\n\n")
      .filter((frame) => frame.includes("data: "))
      .map((frame) => {
        const lines = frame.split("\n");
        const id = lines.find((line) => line.startsWith("id: "))?.slice(4) ?? null;
        const data = JSON.parse(lines.find((line) => line.startsWith("data: "))!.slice(6));
        return { id, data };
      });
  /** Reads until `done(frames)` holds, or the stream closes, or the timeout. */
  async function until(done: (seen: ReturnType<typeof frames>) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!done(frames())) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((resolve) => {
          timer = setTimeout(() => resolve({ done: true, value: undefined }), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) break;
      text += chunk.value;
    }
    return frames();
  }
  return {
    until,
    close: () => {
      controller.abort();
      reader.cancel().catch(() => {});
    },
  };
}

// ---------------------------------------------------------------------------------------------

describe("POST /auth/change-password", () => {
  it("stores an argon2id hash, ends the user's other sessions and keeps the caller's", async () => {
    const user = await createUser();
    const caller = (await loginAs(user)).json().data.token as string;
    const other = (await loginAs(user)).json().data.token as string;
    const otherSessionId = await sessionIdOf(other);
    const callerSessionId = await sessionIdOf(caller);
    // Another user's session is no business of this change.
    const bystander = await login(stack.app, DEMO.majuOps);

    const otherStream = await openStream(other);
    const callerStream = await openStream(caller);
    try {
      await otherStream.until((seen) => seen.length >= 1);
      await callerStream.until((seen) => seen.length >= 1);

      const response = await changePassword(caller, {
        current_password: user.password,
        new_password: "Brand-new-pass-2",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { changed: true } });

      // The other session's stream ends with id END, as at logout.
      const ended = await otherStream.until((seen) => seen.some((frame) => frame.id === "END"));
      expect(ended.at(-1)).toEqual({ id: "END", data: { type: "session_ended" } });
      // The caller's stream stays open: nothing but its opening status arrives.
      const callerFrames = await callerStream.until(() => false, 500);
      expect(callerFrames.map((frame) => frame.id)).not.toContain("END");
    } finally {
      otherStream.close();
      callerStream.close();
    }

    const row = await userRow(user.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await loginAs(user)).statusCode).toBe(401);
    expect((await loginAs({ ...user, password: "Brand-new-pass-2" })).statusCode).toBe(200);

    expect((await me(other)).statusCode).toBe(401);
    expect((await me(caller)).statusCode).toBe(200);
    expect((await me(bystander.token)).statusCode).toBe(200);

    const events = await stack.owner.query<{ user_id: number; payload: unknown }>(
      "SELECT user_id, payload FROM live_events WHERE payload->>'type' = 'session_ended' AND user_id = $1",
      [user.id],
    );
    expect(events.rows).toEqual([
      { user_id: user.id, payload: { type: "session_ended", session_id: otherSessionId } },
    ]);
    const revoked = await stack.owner.query<{ id: string }>(
      "SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NOT NULL",
      [user.id],
    );
    expect(revoked.rows.map((r) => r.id)).toEqual([otherSessionId]);
    expect(revoked.rows.map((r) => r.id)).not.toContain(callerSessionId);
  });

  it("writes an audit row by the user, with no password material", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    await loginAs(user); // one other session
    const before = await userRow(user.id);
    const response = await changePassword(token, {
      current_password: user.password,
      new_password: "Audited-pass-3",
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await userRow(user.id);

    const rows = await auditRows(user.id, "user.change_password");
    expect(rows).toEqual([
      {
        client_id: majuClientId,
        actor_type: "user",
        actor_user_id: user.id,
        actor_label: "Settings Tester",
        entity_type: "user",
        entity_id: String(user.id),
        before: null,
        after: { other_sessions_ended: 1 },
      },
    ]);
    const text = JSON.stringify(rows);
    for (const secret of [
      user.password,
      "Audited-pass-3",
      before.password_hash,
      after.password_hash,
      "argon2",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers a wrong current password with 400 on current_password; nothing changes", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const other = (await loginAs(user)).json().data.token as string;
    const before = await userRow(user.id);
    const ip = "10.66.1.1";

    const response = await changePassword(
      token,
      { current_password: "Not-the-password-1", new_password: "Another-pass-4" },
      ip,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CURRENT_PASSWORD_INCORRECT,
      detail: [{ field: "current_password", message: "is incorrect" }],
      errors: [{ field: "current_password", message: "is incorrect" }],
    });
    expect(response.json().message).toBe("Current password is incorrect");

    expect(await userRow(user.id)).toEqual(before);
    expect((await me(other)).statusCode).toBe(200);
    expect(await auditRows(user.id, "user.change_password")).toEqual([]);
    expect((await loginAs(user)).statusCode).toBe(200);
    expect((await loginAs({ ...user, password: "Another-pass-4" })).statusCode).toBe(401);
    // Counted like a failed login.
    expect(await failuresOf(user.email, ip)).toBe(1);
  });

  it.each<[PasswordProblem, string, string | ((current: string) => string), RegExp]>([
    ["too_short", "9 characters", "Short-123", /at least 10 characters/],
    ["too_long", "201 characters", `Long-1${"x".repeat(195)}`, /at most 200 characters/],
    ["needs_letter_and_digit", "no digit", "only-letters-here", /one letter and one digit/],
    ["needs_letter_and_digit", "no letter", "1234567890123", /one letter and one digit/],
    ["same_as_current", "the current one", (current) => current, /differ from the current/],
  ])(
    "refuses a new password that is %s (%s) with 400 on new_password",
    async (problem, _what, next, reason) => {
      const user = await createUser();
      const token = (await loginAs(user)).json().data.token as string;
      const before = await userRow(user.id);
      const ip = nextIp();
      const newPassword = typeof next === "function" ? next(user.password) : next;

      const response = await changePassword(
        token,
        { current_password: user.password, new_password: newPassword },
        ip,
      );
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as {
        message: string;
        detail: { field: string; message: string; code: string }[];
      };
      expect(body.message).toMatch(/\bnew_password\b/);
      expect(body.message).toMatch(reason);
      expect(body.detail).toContainEqual({
        field: "new_password",
        message: expect.stringMatching(reason),
        code: problem,
      });
      expect(body.detail.every((item) => item.field === "new_password")).toBe(true);

      expect(await userRow(user.id)).toEqual(before);
      expect(await auditRows(user.id, "user.change_password")).toEqual([]);
      expect(await failuresOf(user.email, ip)).toBe(0);
      expect((await loginAs(user)).statusCode).toBe(200);
    },
  );

  it("answers 429 after 5 wrong current passwords, even for the right one, from that IP", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const ip = "10.66.2.1";
    const attempt = (current: string) =>
      changePassword(token, { current_password: current, new_password: "Blocked-pass-5" }, ip);

    for (let i = 0; i < 5; i++) {
      expect((await attempt(`Wrong-guess-${i}`)).statusCode).toBe(400);
    }
    const blocked = await attempt("Wrong-guess-5");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed password attempts/);
    const right = await attempt(user.password);
    expect(right.statusCode).toBe(429);
    // The counter is the login's: logging in from that IP is blocked too.
    expect((await loginAs(user, ip)).statusCode).toBe(429);
    expect(await failuresOf(user.email, ip)).toBe(5);
    expect((await loginAs(user)).statusCode).toBe(200);

    // Another IP is not blocked, and a success there clears only its own counter.
    const elsewhere = await changePassword(
      token,
      { current_password: user.password, new_password: "Unblocked-pass-6" },
      "10.66.2.2",
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(await failuresOf(user.email, ip)).toBe(5);
  });

  it("needs a live session (401), and an active user (403)", async () => {
    const payload = { current_password: "Start-pass-1", new_password: "Whatever-pass-7" };
    const none = await stack.app.inject({ method: "POST", url: CHANGE_PASSWORD, payload });
    expect(none.statusCode).toBe(401);
    expect((await changePassword("not-a-token", payload)).statusCode).toBe(401);

    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    await stack.owner.query("UPDATE users SET status = 'inactive' WHERE id = $1", [user.id]);
    const before = await userRow(user.id);
    const inactive = await changePassword(token, payload);
    expect(inactive.statusCode).toBe(403);
    expect((await userRow(user.id)).password_hash).toBe(before.password_hash);
  });
});

describe("PUT /auth/preferences", () => {
  it("saves the language, answers the Active user, and login and me return it", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const meBefore = (await me(token)).json().data.user;
    expect(meBefore.language).toBe("en");

    const response = await putPreferences(token, { language: "id" });
    expect(response.statusCode, response.body).toBe(200);
    const { user: saved } = response.json().data;
    expect(saved).toEqual({ ...meBefore, language: "id" });
    expect((await userRow(user.id)).language).toBe("id");

    expect((await me(token)).json().data.user.language).toBe("id");
    expect((await loginAs(user)).json().data.user.language).toBe("id");

    const back = await putPreferences(token, { language: "en" });
    expect(back.json().data.user.language).toBe("en");
    expect((await me(token)).json().data.user.language).toBe("en");
  });

  it("writes an audit row with before and after, and none when nothing changes", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    expect((await putPreferences(token, { language: "en" })).statusCode).toBe(200);
    expect(await auditRows(user.id, "user.update_preferences")).toEqual([]);

    expect((await putPreferences(token, { language: "id" })).statusCode).toBe(200);
    expect((await putPreferences(token, { language: "id" })).statusCode).toBe(200);
    expect((await putPreferences(token, { language: "en" })).statusCode).toBe(200);
    const rows = await auditRows(user.id, "user.update_preferences");
    expect(rows.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { language: "en" }, after: { language: "id" } },
      { before: { language: "id" }, after: { language: "en" } },
    ]);
    expect(rows[0]).toMatchObject({
      client_id: majuClientId,
      actor_type: "user",
      actor_user_id: user.id,
      entity_type: "user",
      entity_id: String(user.id),
    });
  });

  it.each([["fr"], ["EN"], [""], [null], [1]])(
    "refuses language %j with 400 naming language; nothing changes",
    async (language) => {
      const user = await createUser();
      const token = (await loginAs(user)).json().data.token as string;
      const before = await userRow(user.id);
      const response = await putPreferences(token, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/\blanguage\b/);
      expect(response.json().detail).toContainEqual(expect.objectContaining({ field: "language" }));
      expect(await userRow(user.id)).toEqual(before);
    },
  );

  it("changes only the caller: other users keep their language", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const others = await stack.owner.query<{ id: number; language: string }>(
      "SELECT id, language FROM users WHERE id <> $1 ORDER BY id",
      [user.id],
    );
    expect((await putPreferences(token, { language: "id" })).statusCode).toBe(200);
    const after = await stack.owner.query<{ id: number; language: string }>(
      "SELECT id, language FROM users WHERE id <> $1 ORDER BY id",
      [user.id],
    );
    expect(after.rows).toEqual(others.rows);
    const admin = await login(stack.app, DEMO.majuAdmin);
    expect((admin.user as { language?: string }).language).toBe("en");
  });

  it("needs a live session (401)", async () => {
    const response = await stack.app.inject({
      method: "PUT",
      url: PREFERENCES,
      payload: { language: "id" },
    });
    expect(response.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------

type GraphQLErrorJson = { message: string; extensions?: Record<string, unknown> };
type Result<T> = { data?: T | null; errors?: GraphQLErrorJson[] };

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Result<T>> {
  const response = await gateway.fetch("http://gateway/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(token ? bearer(token) : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Result<T>;
}

const CHANGE_PASSWORD_MUTATION = `mutation ChangePassword($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next)
}`;
const UPDATE_PREFERENCES_MUTATION = `mutation UpdatePreferences($language: Language!) {
  updatePreferences(language: $language) { id email language }
}`;

describe("through the gateway", () => {
  it("changePassword answers true, and the new password logs in", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const result = await gql<{ changePassword: boolean }>(
      CHANGE_PASSWORD_MUTATION,
      { current: user.password, next: "Gateway-pass-8" },
      token,
    );
    expect(result).toEqual({ data: { changePassword: true } });
    expect((await loginAs({ ...user, password: "Gateway-pass-8" })).statusCode).toBe(200);
  });

  it("a wrong current password → BAD_USER_INPUT naming current_password", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const result = await gql(
      CHANGE_PASSWORD_MUTATION,
      { current: "Wrong-pass-99", next: "Gateway-pass-9" },
      token,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: CURRENT_PASSWORD_INCORRECT,
      extensions: {
        code: "BAD_USER_INPUT",
        detail: [{ field: "current_password", message: "is incorrect" }],
      },
    });
  });

  it("a policy problem → BAD_USER_INPUT naming new_password with its code", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const result = await gql(
      CHANGE_PASSWORD_MUTATION,
      { current: user.password, next: "short" },
      token,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      detail: expect.arrayContaining([
        expect.objectContaining({ field: "new_password", code: "too_short" }),
      ]),
    });
    expect((await loginAs(user)).statusCode).toBe(200);
  });

  it("without a token → UNAUTHENTICATED", async () => {
    const result = await gql(CHANGE_PASSWORD_MUTATION, { current: "a", next: "b" });
    expect(result.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
  });

  it("updatePreferences answers the ActiveUser, and me and login carry its language", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const result = await gql<{
      updatePreferences: { id: number; email: string; language: string };
    }>(UPDATE_PREFERENCES_MUTATION, { language: "id" }, token);
    expect(result).toEqual({
      data: { updatePreferences: { id: user.id, email: user.email, language: "id" } },
    });
    const meResult = await gql<{ me: { user: { language: string } } }>(
      "query { me { user { language } } }",
      {},
      token,
    );
    expect(meResult.data?.me.user.language).toBe("id");
    const loginResult = await gql<{ login: { user: { language: string } } }>(
      `mutation Login($email: String!, $password: String!) {
        login(email: $email, password: $password) { user { language } }
      }`,
      { email: user.email, password: user.password },
    );
    expect(loginResult.data?.login.user.language).toBe("id");
  });

  it("a language outside the enum is refused before any service call", async () => {
    const user = await createUser();
    const token = (await loginAs(user)).json().data.token as string;
    const result = await gql(UPDATE_PREFERENCES_MUTATION, { language: "fr" }, token);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/\$language/);
    expect((await userRow(user.id)).language).toBe("en");
  });
});
