import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { afterEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_MESSAGE,
  PERMISSION_DENIED,
} from "../../domain/errors.ts";
import type { Db } from "../db/pool.ts";
import { accessRuleOf, publicRoutes } from "./access.ts";
import { sessionHandleOf } from "./principal.ts";
import { createBaseServer } from "./server.ts";

const SESSION_ENDED = "Your session has ended. Please log in again.";

/** One session per token, as auth_find_session answers it; nothing else is queried. */
function fakeDb(sessions: Record<string, Partial<Record<string, unknown>>>): Db {
  const tokens = new Map<string, Partial<Record<string, unknown>>>();
  for (const [token, row] of Object.entries(sessions))
    tokens.set(createHash("sha256").update(token).digest("hex"), row);
  const session = (row: Partial<Record<string, unknown>>) => ({
    session_id: "1",
    user_id: 7,
    client_id: 3,
    user_status: "active",
    client_status: "active",
    menus: [],
    ...row,
  });
  // findPrincipal runs a named statement, { name, text, values }: one token's hash, or the
  // hashes of a turn's tokens, answered with each found one's 1-based index.
  const query = async ({ values: [hashes] }: { values: [Buffer | Buffer[]] }) => {
    if (!Array.isArray(hashes)) {
      const row = tokens.get(hashes.toString("hex"));
      return { rows: row ? [session(row)] : [] };
    }
    return {
      rows: hashes.flatMap((hash, index) => {
        const row = tokens.get(hash.toString("hex"));
        return row ? [{ token_index: String(index + 1), ...session(row) }] : [];
      }),
    };
  };
  return { pool: { query } } as unknown as Db;
}

const db = fakeDb({
  lister: { menus: ["employee-list"] },
  legacy: { menus: ["agents"] },
  assigner: { menus: ["assignment"] },
  nobody: { menus: [] },
  inactiveUser: { menus: ["employee-list"], user_status: "inactive" },
  inactiveClient: { menus: ["employee-list"], client_status: "inactive" },
});

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve(register: (app: FastifyInstance) => unknown) {
  app = await createBaseServer({ db });
  await register(app);
  await app.ready();
  return app;
}

const call = async (
  server: FastifyInstance,
  url: string,
  token?: string,
  extra: { method?: "GET" | "POST"; payload?: object; headers?: Record<string, string> } = {},
) => {
  const response = await server.inject({
    method: extra.method ?? "GET",
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra.headers },
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe("route access (issue 11 C4)", () => {
  it("refuses, when it is added, a route that declares no access", async () => {
    app = await createBaseServer({ db });
    expect(() => app?.get("/forgot", async () => ({}))).toThrow(/declares no access/);
    expect(() => app?.get("/empty", { config: { menus: [] } }, async () => ({}))).toThrow(
      /config.menus is empty/,
    );
    expect(() =>
      app?.get("/both", { config: { public: true, menu: "branch" } }, async () => ({})),
    ).toThrow(/declare one of/);
  });

  it("refuses an undeclared route in a child plugin too", async () => {
    app = await createBaseServer({ db });
    app.register(async (scope) => {
      scope.get("/nested", async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/nested declares no access/);
  });

  it("answers a menu route 401 without a session, 403 without the menu, and runs it with one", async () => {
    const server = await serve((s) =>
      s.get("/agents", { config: { menu: "employee-list" } }, async (request) => ({
        user: request.principal.userId,
      })),
    );
    expect(await call(server, "/agents")).toEqual({
      status: 401,
      body: { message: SESSION_ENDED },
    });
    expect(await call(server, "/agents", "unknown")).toMatchObject({ status: 401 });
    expect(await call(server, "/agents", "nobody")).toEqual({
      status: 403,
      body: { message: PERMISSION_DENIED },
    });
    expect(await call(server, "/agents", "assigner")).toMatchObject({ status: 403 });
    expect(await call(server, "/agents", "lister")).toEqual({ status: 200, body: { user: 7 } });
    // SPEC §6: the legacy menu name grants the entry too.
    expect(await call(server, "/agents", "legacy")).toMatchObject({ status: 200 });
  });

  it("answers inactive clients and users with the SPEC §2 texts unless the route lets them in", async () => {
    const server = await serve((s) => {
      s.get("/agents", { config: { menu: "employee-list" } }, async () => ({}));
      s.post("/logout", { config: { session: { allowInactive: true } } }, async () => ({}));
    });
    expect(await call(server, "/agents", "inactiveUser")).toEqual({
      status: 403,
      body: { message: ACCOUNT_INACTIVE_MESSAGE },
    });
    expect(await call(server, "/agents", "inactiveClient")).toEqual({
      status: 403,
      body: { message: CLIENT_INACTIVE_MESSAGE },
    });
    expect(await call(server, "/logout", "inactiveUser", { method: "POST" })).toMatchObject({
      status: 200,
    });
    expect(await call(server, "/logout", undefined, { method: "POST" })).toMatchObject({
      status: 401,
    });
  });

  it("lets `menus` in with any one of them, and `session` with none", async () => {
    const server = await serve((s) => {
      s.get("/branches", { config: { menus: ["branch", "assignment"] } }, async () => ({}));
      s.get("/me", { config: { session: true } }, async (request) => ({
        client: request.principal.clientId,
      }));
    });
    expect(await call(server, "/branches", "assigner")).toMatchObject({ status: 200 });
    expect(await call(server, "/branches", "lister")).toMatchObject({ status: 403 });
    expect(await call(server, "/me", "nobody")).toEqual({ status: 200, body: { client: 3 } });
    expect(await call(server, "/me")).toMatchObject({ status: 401 });
  });

  it("reads a per-request menu from the validated input", async () => {
    const server = await serve((s) =>
      s.get(
        "/template",
        {
          config: {
            menu: (request) =>
              (request.query as { kind: string }).kind === "a" ? "assignment" : "employee-list",
          },
          schema: { querystring: Type.Object({ kind: Type.String() }) },
        },
        async () => ({}),
      ),
    );
    expect(await call(server, "/template?kind=a", "assigner")).toMatchObject({ status: 200 });
    expect(await call(server, "/template?kind=b", "assigner")).toMatchObject({ status: 403 });
    expect(await call(server, "/template?kind=b", "lister")).toMatchObject({ status: 200 });
  });

  it("checks after validation by default (a bad body is a 400 whoever sends it), before it on request", async () => {
    const body = Type.Object({ n: Type.Integer() });
    const server = await serve((s) => {
      s.post("/after", { config: { menu: "branch" }, schema: { body } }, async () => ({}));
      s.post(
        "/before",
        { config: { menu: "branch", accessBeforeValidation: true }, schema: { body } },
        async () => ({}),
      );
    });
    const bad = { method: "POST" as const, payload: { n: "x" } };
    expect(await call(server, "/after", undefined, bad)).toMatchObject({ status: 400 });
    expect(await call(server, "/before", undefined, bad)).toMatchObject({ status: 401 });
    expect(await call(server, "/before", "nobody", bad)).toMatchObject({ status: 403 });
  });

  it("reads the token from the query only where the route allows it, the cookie everywhere", async () => {
    const server = await serve((s) => {
      s.get("/stream", { config: { session: { allowQueryToken: true } } }, async () => ({}));
      s.get("/plain", { config: { session: true } }, async () => ({}));
      s.post("/change", { config: { session: true } }, async () => ({}));
    });
    expect(await call(server, "/stream?t=nobody")).toMatchObject({ status: 200 });
    expect(await call(server, "/plain?t=nobody")).toMatchObject({ status: 401 });
    const cookie = { headers: { cookie: "x=1; authToken=nobody" } };
    expect(await call(server, "/plain", undefined, cookie)).toMatchObject({ status: 200 });
    // A change by cookie needs the session's handle (issue 11 A4).
    const post = { method: "POST" as const, payload: {} };
    expect(await call(server, "/change", undefined, { ...post, ...cookie })).toMatchObject({
      status: 401,
    });
    const proof = { headers: { ...cookie.headers, "x-tenaga-session": sessionHandleOf("nobody") } };
    expect(await call(server, "/change", undefined, { ...post, ...proof })).toMatchObject({
      status: 200,
    });
    const other = { headers: { ...cookie.headers, "x-tenaga-session": sessionHandleOf("x") } };
    expect(await call(server, "/change", undefined, { ...post, ...other })).toMatchObject({
      status: 401,
    });
  });

  it("serves public routes without a session, and marks a third-party plugin's routes public", async () => {
    const server = await serve(async (s) => {
      s.get("/login", { config: { public: true } }, async () => ({ ok: true }));
      await publicRoutes(s, () =>
        s.register(async (scope) => {
          scope.get("/static.js", async () => ({ ok: true }));
        }),
      );
      s.get("/after-static", { config: { menu: "branch" } }, async () => ({}));
    });
    expect(await call(server, "/login")).toMatchObject({ status: 200 });
    expect(await call(server, "/static.js")).toMatchObject({ status: 200 });
    expect(await call(server, "/after-static")).toMatchObject({ status: 401 });
    expect(
      server.registeredRoutes.map(({ method, url, access }) => [method, url, access.kind]),
    ).toEqual([
      ["GET", "/api/docs", "public"],
      ["GET", "/login", "public"],
      ["GET", "/static.js", "public"],
      ["GET", "/after-static", "menu"],
    ]);
  });
});

describe("accessRuleOf", () => {
  it("reads each declaration as one rule", () => {
    expect(accessRuleOf({ public: true }, "r")).toEqual({ kind: "public" });
    expect(accessRuleOf({ session: true }, "r")).toEqual({ kind: "session" });
    expect(accessRuleOf({ menu: "branch", session: { allowQueryToken: true } }, "r")).toEqual({
      kind: "menu",
      menus: ["branch"],
    });
    expect(accessRuleOf({ menu: () => "branch" }, "r")).toEqual({
      kind: "menu",
      menus: "per-request",
    });
    expect(() => accessRuleOf({ public: true, session: true }, "r")).toThrow(/no session/);
    expect(() => accessRuleOf(undefined, "GET /x")).toThrow(/GET \/x declares no access/);
  });
});
