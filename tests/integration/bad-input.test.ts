import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Bad input never produces a 500 or a stack trace: REST answers a 4xx `{ message, detail?, errors? }`
 * naming the offending field, GraphQL answers an error response, and nothing is written.
 */

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(() => stack.close());

const LOGIN = "/api/main/v1/auth/login";
const STACK_TRACE = /\n\s+at |\bat [^\s]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/;

/** Everything a bad request could have written. */
async function snapshot() {
  const { rows } = await stack.owner.query(
    `SELECT (SELECT count(*) FROM login_attempts)::int AS login_attempts,
            (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY id), '')) FROM sessions s) AS sessions,
            (SELECT count(*) FROM sessions)::int AS session_count,
            (SELECT count(*) FROM live_events)::int AS live_events,
            (SELECT count(*) FROM audit_log)::int AS audit_log,
            (SELECT md5(coalesce(string_agg(u::text, ',' ORDER BY id), '')) FROM users u) AS users,
            (SELECT md5(coalesce(string_agg(c::text, ',' ORDER BY id), '')) FROM clients c) AS clients`,
  );
  return rows[0] as Record<string, unknown>;
}

/** Sends `request`, and fails if it changed anything in the database. */
async function unchanged(request: InjectOptions): Promise<LightMyRequestResponse> {
  const before = await snapshot();
  const response = await stack.app.inject(request);
  expect(await snapshot(), "a bad request changed the database").toEqual(before);
  return response;
}

type FieldProblem = { field: string; message: string };
type ErrorBody = { message: string; detail?: FieldProblem[]; errors?: FieldProblem[] };

/** A 4xx JSON `{ message, detail?, errors? }` without a stack trace; returns the body. */
function expectClientError(response: LightMyRequestResponse, status: number): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as ErrorBody;
  expect(Object.keys(body).every((key) => ["message", "detail", "errors"].includes(key))).toBe(
    true,
  );
  // The issue-5 field list: when present it says the same as detail (one list, two names).
  if (body.errors !== undefined && body.detail !== undefined)
    expect(body.errors).toEqual(body.detail);
  expect(body.message).toBeTypeOf("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(STACK_TRACE);
  return body;
}

/** The error names `field` in its message and in a detail item. */
function expectNamesField(body: ErrorBody, field: string): void {
  expect(body.message).toMatch(new RegExp(`\\b${field}\\b`));
  expect(body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

const postLogin = (payload: string, contentType = "application/json") =>
  unchanged({
    method: "POST",
    url: LOGIN,
    headers: { "content-type": contentType },
    payload,
    remoteAddress: "10.20.0.1",
  });

describe("REST bodies (POST /auth/login)", () => {
  it("malformed JSON → 400", async () => {
    const body = expectClientError(await postLogin('{"email":'), 400);
    expect(body.message).toMatch(/JSON/);
  });

  it("an empty body with content-type application/json → 400", async () => {
    const body = expectClientError(await postLogin(""), 400);
    expect(body.message).toMatch(/empty/i);
  });

  it("a DELETE with the JSON content type and no body is answered by its route, not refused", async () => {
    const answer = await stack.app.inject({
      method: "DELETE",
      url: "/api/main/v1/client/roles/2147483647",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(answer.statusCode, answer.body).toBe(404);
    const posted = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/client/roles",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(posted.statusCode).toBe(400);
  });

  it.each([
    ["an array", "[]"],
    ["an array of the right object", JSON.stringify([{ email: "a@maju.test", password: "x" }])],
    ["a string", '"admin@maju.test"'],
    ["a number", "42"],
    ["null", "null"],
    ["true", "true"],
  ])("a body that is %s → 400 naming the body", async (_what, payload) => {
    const body = expectClientError(await postLogin(payload), 400);
    expect(body.message).toMatch(/body/);
    expect(body.message).toMatch(/object/);
  });

  it("missing fields → 400 naming each one", async () => {
    const none = expectClientError(await postLogin("{}"), 400);
    expectNamesField(none, "email");
    expect(none.detail).toEqual(
      expect.arrayContaining([
        { field: "email", message: "is required" },
        { field: "password", message: "is required" },
      ]),
    );
    const noPassword = expectClientError(
      await postLogin(JSON.stringify({ email: "admin@maju.test" })),
      400,
    );
    expectNamesField(noPassword, "password");
    expect(noPassword.detail).toEqual([{ field: "password", message: "is required" }]);
    const noEmail = expectClientError(await postLogin(JSON.stringify({ password: "x" })), 400);
    expect(noEmail.detail).toEqual([{ field: "email", message: "is required" }]);
  });

  it.each([
    ["email", { email: 5, password: "Tenaga-demo-1" }],
    ["email", { email: null, password: "Tenaga-demo-1" }],
    ["email", { email: ["admin@maju.test"], password: "Tenaga-demo-1" }],
    ["password", { email: "admin@maju.test", password: true }],
    ["password", { email: "admin@maju.test", password: 123456 }],
    ["password", { email: "admin@maju.test", password: { $ne: "" } }],
  ])("wrong type of %s (%j) → 400 naming it", async (field, payload) => {
    const body = expectClientError(await postLogin(JSON.stringify(payload)), 400);
    expectNamesField(body, field);
  });

  it("an unknown extra field → 400 naming it", async () => {
    const body = expectClientError(
      await postLogin(JSON.stringify({ ...DEMO.majuAdmin, role: "Super Admin" })),
      400,
    );
    expectNamesField(body, "role");
    expect(body.message).toMatch(/not an allowed field/);
  });

  it.each([
    ["email longer than 254", { email: `${"a".repeat(250)}@maju.test`, password: "x" }, "email"],
    ["email that is no address", { email: "not-an-email", password: "x" }, "email"],
    ["empty email", { email: "", password: "x" }, "email"],
    [
      "password longer than 200",
      { email: "admin@maju.test", password: "p".repeat(201) },
      "password",
    ],
    ["empty password", { email: "admin@maju.test", password: "" }, "password"],
  ])("%s → 400 naming it", async (_what, payload, field) => {
    const body = expectClientError(await postLogin(JSON.stringify(payload)), 400);
    expectNamesField(body, field);
  });

  it("a body over 1 MiB → 413", async () => {
    const payload = JSON.stringify({ email: "admin@maju.test", password: "x".repeat(1024 * 1024) });
    const body = expectClientError(await postLogin(payload), 413);
    expect(body.message).toMatch(/larger than/);
  });

  it.each([
    "text/plain",
    "text/plain; charset=utf-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
  ])("content-type %s → 415", async (contentType) => {
    const body = expectClientError(
      await postLogin(JSON.stringify(DEMO.majuAdmin), contentType),
      415,
    );
    expect(body.message).toMatch(/application\/json/);
  });

  it("no body and no content-type → 400", async () => {
    const response = await unchanged({ method: "POST", url: LOGIN, remoteAddress: "10.20.0.1" });
    const body = expectClientError(response, 400);
    expect(body.message).toMatch(/body/);
  });

  it("400s leave login_attempts alone, while a wrong password (401) is counted", async () => {
    // The 400 cases above all ran through `unchanged`; this proves the counter does move.
    const before = await snapshot();
    const response = await stack.app.inject({
      method: "POST",
      url: LOGIN,
      payload: { email: DEMO.majuOps.email, password: "wrong-password" },
      remoteAddress: "10.20.0.2",
    });
    expect(response.statusCode).toBe(401);
    const after = await snapshot();
    expect(after["login_attempts"]).toBe((before["login_attempts"] as number) + 1);
    expect(after["sessions"]).toBe(before["sessions"]);
  });
});

describe("REST query and path parameters", () => {
  const get = (url: string) => unchanged({ url, headers: bearer(token) });

  it.each([
    ["limit=-1", "limit"],
    ["limit=abc", "limit"],
    ["limit=1.5", "limit"],
    ["limit=10001", "limit"],
    ["page=0", "page"],
    ["page=-3", "page"],
    ["page=abc", "page"],
    [`q=${"x".repeat(101)}`, "q"],
    [`ids=${"1,".repeat(2001)}`, "ids"],
    ["page=1e300", "page"],
    ["page=100001", "page"],
    ["q=%00", "q"],
    ["q=ab%00cd", "q"],
    ["ids=11%00", "ids"],
  ])("/general/provinces?%s → 400 naming %s", async (query, field) => {
    const body = expectClientError(await get(`/api/main/v1/general/provinces?${query}`), 400);
    expectNamesField(body, field);
    expect(body.message).toMatch(/querystring/);
  });

  it.each([
    ["province_id=32%00", "province_id"],
    ["province_id=abc", "province_id"],
  ])("/general/cities?%s → 400 naming %s", async (query, field) => {
    const body = expectClientError(await get(`/api/main/v1/general/cities?${query}`), 400);
    expectNamesField(body, field);
  });

  it.each([
    "/api/main/v1/client/users/abc",
    "/api/main/v1/client/users/99999999999",
    "/api/main/v1/client/users/2147483648",
    "/api/main/v1/client/users/0",
    "/api/main/v1/client/users/-1",
    "/api/main/v1/client/users/1.5",
    "/api/main/v1/client/users/99999999999999999999999999",
    "/api/main/v1/client/roles/abc",
    "/api/main/v1/client/roles/99999999999",
  ])("%s → 400 naming id", async (url) => {
    const body = expectClientError(await get(url), 400);
    expectNamesField(body, "id");
    expect(body.message).toMatch(/params/);
  });

  it("an id in range that does not exist → 404 JSON", async () => {
    const body = expectClientError(await get("/api/main/v1/client/users/2147483647"), 404);
    expect(body).toEqual({ message: "User not found" });
  });

  it.each([
    ["GET", "/api/main/v1/nope"],
    ["GET", "/api/hcm/v1/users/1"],
    ["POST", "/api/file/v1/upload"],
    ["DELETE", "/api/main/v1/client/users/1"],
    ["GET", "/nope"],
  ] as const)("unknown route %s %s → 404 JSON naming it", async (method, url) => {
    const body = expectClientError(await unchanged({ method, url, headers: bearer(token) }), 404);
    expect(body.message).toContain(url);
  });
});

describe("REST bodies of /settings (POST /auth/change-password, PUT /auth/preferences)", () => {
  const changePassword = (payload: unknown) =>
    unchanged({
      method: "POST",
      url: "/api/main/v1/auth/change-password",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify(payload),
      remoteAddress: "10.20.1.1",
    });
  const putPreferences = (payload: unknown) =>
    unchanged({
      method: "PUT",
      url: "/api/main/v1/auth/preferences",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
  const valid = { current_password: DEMO.majuAdmin.password, new_password: "Never-stored-1" };

  it("missing fields → 400 naming each one", async () => {
    const none = expectClientError(await changePassword({}), 400);
    expect(none.detail).toEqual(
      expect.arrayContaining([
        { field: "current_password", message: "is required" },
        { field: "new_password", message: "is required" },
      ]),
    );
    const noNew = expectClientError(
      await changePassword({ current_password: valid.current_password }),
      400,
    );
    expectNamesField(noNew, "new_password");
    expect(noNew.detail).toEqual([{ field: "new_password", message: "is required" }]);
    const noCurrent = expectClientError(
      await changePassword({ new_password: valid.new_password }),
      400,
    );
    expect(noCurrent.detail).toEqual([{ field: "current_password", message: "is required" }]);
    const noLanguage = expectClientError(await putPreferences({}), 400);
    expectNamesField(noLanguage, "language");
    expect(noLanguage.detail).toEqual([{ field: "language", message: "is required" }]);
  });

  it.each([
    ["current_password", { ...valid, current_password: 5 }],
    ["current_password", { ...valid, current_password: null }],
    ["current_password", { ...valid, current_password: { $ne: "" } }],
    ["current_password", { ...valid, current_password: "" }],
    ["new_password", { ...valid, new_password: true }],
    ["new_password", { ...valid, new_password: ["Never-stored-1"] }],
    ["new_password", { ...valid, new_password: 12345678901 }],
  ])("change-password: wrong type of %s (%j) → 400 naming it", async (field, payload) => {
    const body = expectClientError(await changePassword(payload), 400);
    expectNamesField(body, field);
  });

  it.each([
    ["too short", "Short-1"],
    ["too long", `Long-1${"x".repeat(200)}`],
    ["without a digit", "no-digits-at-all"],
    ["the current one", DEMO.majuAdmin.password],
  ])(
    "change-password: a new password %s → 400 naming new_password, nothing written",
    async (_what, next) => {
      const body = expectClientError(
        await changePassword({ current_password: DEMO.majuAdmin.password, new_password: next }),
        400,
      );
      expectNamesField(body, "new_password");
    },
  );

  it.each([
    ["fr", { language: "fr" }],
    ["EN", { language: "EN" }],
    ["an empty string", { language: "" }],
    ["null", { language: null }],
    ["a number", { language: 1 }],
    ["an array", { language: ["id"] }],
  ])("preferences: language %s → 400 naming language", async (_what, payload) => {
    const body = expectClientError(await putPreferences(payload), 400);
    expectNamesField(body, "language");
  });

  it("an unknown extra field → 400 naming it", async () => {
    const extra = expectClientError(await changePassword({ ...valid, user_id: 1 }), 400);
    expectNamesField(extra, "user_id");
    expect(extra.message).toMatch(/not an allowed field/);
    const other = expectClientError(await putPreferences({ language: "id", user_id: 1 }), 400);
    expectNamesField(other, "user_id");
    const pref = expectClientError(await putPreferences({ language: "id", theme: "dark" }), 400);
    expectNamesField(pref, "theme");
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"id"'],
    ["null", "null"],
  ])("a body that is %s → 400 naming the body", async (_what, payload) => {
    for (const request of [
      { method: "POST" as const, url: "/api/main/v1/auth/change-password" },
      { method: "PUT" as const, url: "/api/main/v1/auth/preferences" },
    ]) {
      const body = expectClientError(
        await unchanged({
          ...request,
          headers: { ...bearer(token), "content-type": "application/json" },
          payload,
        }),
        400,
      );
      expect(body.message).toMatch(/body/);
    }
  });

  it("a text/plain body → 415", async () => {
    const response = await unchanged({
      method: "PUT",
      url: "/api/main/v1/auth/preferences",
      headers: { ...bearer(token), "content-type": "text/plain" },
      payload: JSON.stringify({ language: "id" }),
    });
    expectClientError(response, 415);
  });
});

describe("POST /api/file/v1/check-url", () => {
  const check = (payload: unknown) =>
    unchanged({
      method: "POST",
      url: "/api/file/v1/check-url",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  it.each([
    ["missing url", {}],
    ["empty url", { url: "" }],
    ["url of the wrong type", { url: 5 }],
    ["url over 2048 chars", { url: `http://localhost/${"a".repeat(2048)}` }],
  ])("%s → 400 naming url", async (_what, payload) => {
    const body = expectClientError(await check(payload), 400);
    expectNamesField(body, "url");
  });

  it("a url that does not parse is answered, not thrown", async () => {
    const response = await check({ url: "::not a url::" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { allowed: false, host: "" } });
  });
});

describe("text PostgreSQL cannot store: NUL and unpaired surrogates (any service, any field)", () => {
  const NOT_ALLOWED = "contains characters that are not allowed";
  const send = (method: "POST" | "PUT" | "GET", url: string, payload?: unknown) =>
    unchanged({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      // JSON.stringify writes NUL as \u0000 and a lone surrogate as \ud800: valid JSON text
      // whose parsed strings hold them.
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  /** A 400 naming exactly `field`, as a schema failure does. */
  const expectRefused = (response: LightMyRequestResponse, part: string, field: string) => {
    const body = expectClientError(response, 400);
    expect(body).toEqual({
      message: `Invalid ${part}: ${field} ${NOT_ALLOWED}`,
      detail: [{ field, message: NOT_ALLOWED }],
      errors: [{ field, message: NOT_ALLOWED }],
    });
  };

  /** A demo employee of PT Maju Jaya as the PUT body takes it (a valid form). */
  async function demoAgentForm() {
    const { rows } = await stack.owner.query<Record<string, unknown>>(
      `SELECT a.id, a.version, a.full_name AS "fullName", a.nik, a.phone_number AS "phoneNumber",
              to_char(a.join_date, 'YYYY-MM-DD') AS "joinDate", a.contract_type AS "contractType",
              a.branch_id AS "branchId"
       FROM agents a JOIN clients c ON c.id = a.client_id
       WHERE c.name = 'PT Maju Jaya' ORDER BY a.id LIMIT 1`,
    );
    const { id, ...form } = rows[0] as { id: number } & Record<string, unknown>;
    return { id, form };
  }
  const rowsOf = async (table: string) =>
    (await stack.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  it.each([
    ["a NUL", "A\u0000B"],
    ["an unpaired high surrogate", "A\ud800B"],
    ["an unpaired low surrogate", "A\udc00"],
  ])(
    "PUT /agents/:id with %s in additional data text → 400 naming customData.<key>",
    async (_what, text) => {
      const { id, form } = await demoAgentForm();
      const response = await send("PUT", `/api/main/v1/agents/${id}`, {
        ...form,
        customData: { emergency_contact: text },
      });
      expectRefused(response, "body", "customData.emergency_contact");
    },
  );

  it("PUT /agents/:id with a lone surrogate in fullName → 400 naming fullName", async () => {
    const { id, form } = await demoAgentForm();
    const response = await send("PUT", `/api/main/v1/agents/${id}`, {
      ...form,
      fullName: "Name\udc00",
    });
    expectRefused(response, "body", "fullName");
  });

  it("POST /agent-fields with a lone surrogate in an option label → 400 naming it", async () => {
    const before = await rowsOf("agent_fields");
    const response = await send("POST", "/api/main/v1/agent-fields", {
      key: "bad_text_field",
      label: "Bad text",
      type: "single_select",
      options: [{ label: "A\ud800B", value: "a" }],
    });
    expectRefused(response, "body", "options.0.label");
    expect(await rowsOf("agent_fields")).toBe(before);
  });

  it("POST /branches with a lone surrogate in the name → 400, not stored as U+FFFD", async () => {
    const before = await rowsOf("branches");
    const response = await send("POST", "/api/main/v1/branches", {
      code: "BAD-TEXT-1",
      name: "N\ud800B",
      provinceId: "31",
      cityId: "31.71",
    });
    expectRefused(response, "body", "name");
    expect(await rowsOf("branches")).toBe(before);
  });

  it("a NUL in an object key names the key's path", async () => {
    const response = await send("POST", "/api/main/v1/agents", { customData: { "a\u0000": "x" } });
    expectRefused(response, "body", "customData.a\u0000");
  });

  it.each([
    ["a NUL", '{"shirt_size":["\\u0000"]}'],
    ["a lone surrogate", '{"shirt_size":["\\ud800"]}'],
    ["a NUL in the key", '{"shirt\\u0000size":["m"]}'],
  ])(
    "GET /agents?custom= with %s spelled as a JSON escape → 400 naming custom",
    async (_what, custom) => {
      const response = await send(
        "GET",
        `/api/main/v1/agents?custom=${encodeURIComponent(custom)}`,
      );
      const body = expectClientError(response, 400);
      expect(body.errors).toEqual([{ field: "custom", message: NOT_ALLOWED }]);
    },
  );
});

describe("one clear error per field of a JSON-schema failure", () => {
  const post = (url: string, payload: unknown) =>
    unchanged({
      method: "POST",
      url,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  it.each([
    ["a number for nullable text", { fullName: 5 }, "fullName", "must be a string or null"],
    ["an array for a nullable id", { branchId: [1] }, "branchId", "must be an integer or null"],
    [
      "text over the schema's bound",
      { fullName: "x".repeat(1001) },
      "fullName",
      "must NOT have more than 1000 characters",
    ],
    [
      "an object for nullable additional data",
      { customData: "x" },
      "customData",
      "must be an object or null",
    ],
  ])("%s → only that field's one error", async (_what, payload, field, message) => {
    const body = expectClientError(await post("/api/main/v1/agents", payload), 400);
    expect(body.errors).toEqual([{ field, message }]);
    expect(body.message).toBe(`Invalid body: ${field} ${message}`);
  });

  it("an error inside a nullable list names the item's field alone", async () => {
    const body = expectClientError(
      await post("/api/main/v1/agent-fields", {
        key: "k1",
        label: "L",
        type: "single_select",
        options: [{ label: 5, value: "v" }],
      }),
      400,
    );
    expect(body.errors).toEqual([{ field: "options.0.label", message: "must be string" }]);
  });
});

describe("GraphQL", () => {
  type GraphQLBody = {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };

  async function gql(payload: unknown, headers: Record<string, string> = {}) {
    const response = await unchanged({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.body).not.toMatch(STACK_TRACE);
    const body = response.json() as GraphQLBody;
    for (const error of body.errors ?? []) {
      expect(error.extensions ?? {}).not.toHaveProperty("stacktrace");
      expect(error.extensions ?? {}).not.toHaveProperty("exception");
      expect(error.extensions?.["code"]).not.toBe("INTERNAL_SERVER_ERROR");
    }
    return { status: response.statusCode, body };
  }

  const LOGIN_MUTATION =
    "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }";

  it.each([
    ["a language outside the enum", "mutation { updatePreferences(language: fr) { language } }"],
    ["a missing argument", 'mutation { changePassword(currentPassword: "Tenaga-demo-1") }'],
    [
      "a wrong argument type",
      'mutation { changePassword(currentPassword: 5, newPassword: "Never-stored-1") }',
    ],
    ["an unknown argument", "mutation { updatePreferences(language: id, userId: 2) { id } }"],
  ])("%s in a /settings mutation → a GraphQL error, nothing written", async (_what, query) => {
    const { body } = await gql({ query }, bearer(token));
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data).toBeUndefined();
  });

  it("a policy problem through changePassword → BAD_USER_INPUT naming new_password", async () => {
    const { body } = await gql(
      {
        query:
          "mutation C($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }",
        variables: { c: DEMO.majuAdmin.password, n: "short" },
      },
      bearer(token),
    );
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      detail: expect.arrayContaining([expect.objectContaining({ field: "new_password" })]),
    });
  });

  it("a syntax error → a GraphQL error, no data", async () => {
    const { body } = await gql({ query: "{ me { user { email }" });
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(body.data).toBeUndefined();
  });

  it("an unknown field → a GraphQL error naming it", async () => {
    const { body } = await gql({ query: "{ me { user { email salary } } }" }, bearer(token));
    expect(body.errors?.[0]?.message).toMatch(/salary/);
    expect(body.data).toBeUndefined();
  });

  it("a missing required variable → a GraphQL error naming it", async () => {
    const { body } = await gql({ query: LOGIN_MUTATION, variables: { email: "admin@maju.test" } });
    expect(body.errors?.[0]?.message).toMatch(/\$password/);
    expect(body.data).toBeUndefined();
  });

  it.each([
    [{ email: 5, password: "x" }, "$email"],
    [{ email: "admin@maju.test", password: true }, "$password"],
    [{ email: ["admin@maju.test"], password: "x" }, "$email"],
  ])("a wrong variable type (%j) → a GraphQL error naming it", async (variables, name) => {
    const { body } = await gql({ query: LOGIN_MUTATION, variables });
    expect(body.errors?.[0]?.message).toContain(name);
    expect(body.data).toBeUndefined();
  });

  it.each([
    ["no query at all", {}],
    ["a query that is not a string", { query: 5 }],
    ["variables that are not an object", { query: "{ modules { roles } }", variables: "x" }],
    ["an unknown operation name", { query: "{ modules { roles } }", operationName: "Nope" }],
  ])("%s → a GraphQL error", async (_what, payload) => {
    const { body } = await gql(payload, bearer(token));
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it("malformed JSON to /graphql → 4xx", async () => {
    const response = await unchanged({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: '{"query":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(STACK_TRACE);
  });

  it("a text/plain body to /graphql → 415 JSON", async () => {
    const response = await unchanged({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ query: "{ modules { roles } }" }),
    });
    expectClientError(response, 415);
  });

  it("a bad email through login → BAD_USER_INPUT with the REST detail", async () => {
    const { body } = await gql({
      query: LOGIN_MUTATION,
      variables: { email: "not-an-email", password: "x" },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      detail: expect.arrayContaining([expect.objectContaining({ field: "email" })]),
    });
  });

  it("login with a wrong password → UNAUTHENTICATED, no session", async () => {
    const before = await snapshot();
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", accept: "application/json" },
      payload: JSON.stringify({
        query: LOGIN_MUTATION,
        variables: { email: DEMO.sentosaAdmin.email, password: "wrong-password" },
      }),
    });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json() as GraphQLBody;
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
    expect(response.body).not.toMatch(STACK_TRACE);
    const after = await snapshot();
    expect(after["sessions"]).toBe(before["sessions"]);
    expect(after["login_attempts"]).toBe((before["login_attempts"] as number) + 1);
  });

  it("a query without a token → UNAUTHENTICATED", async () => {
    const { body } = await gql({ query: "{ me { user { email } } }" });
    expect(body.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
  });
});
