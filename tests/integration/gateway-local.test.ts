import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTRACT_TYPES } from "../../domain/workforce/agent.ts";
import type { ServiceUrls } from "../../gateway/services.ts";
import { createGateway } from "../../gateway/yoga.ts";
import {
  LOCAL_SCOPE_HEADER,
  openLocalScope,
  openLocalScopes,
} from "../../services/shared/localScope.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { userWithMenus } from "./org-helpers.ts";

/**
 * Issue 19: in `npm start` the gateway calls the services of its own process without a socket
 * (server/app.ts localServices), and the calls of one GraphQL request share one session lookup
 * (services/shared/localScope.ts). The same answers as over HTTP, fewer session lookups, and
 * nothing a caller on the network can reach.
 */
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(async () => {
  await stack.close();
});

const TWO_CALLS = JSON.stringify({
  query: "{ me { user { email } } agents(limit: 2) { totalItems items { id } } }",
});

/** How many times `work` looked a session up (auth_find_session through the pool). */
async function sessionLookups(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(stack.db.pool, "query");
  try {
    await work();
    // A query is its text or, named (findPrincipal), a { name, text, values } config.
    const textOf = (query: unknown) =>
      typeof query === "string" ? query : String((query as { text?: unknown }).text);
    return spy.mock.calls.filter((call) => textOf(call[0]).includes("auth_find_session")).length;
  } finally {
    spy.mockRestore();
  }
}

const serviceUrls = (): ServiceUrls => ({
  main: `${stack.baseUrl}/api/main/v1`,
  hcm: `${stack.baseUrl}/api/hcm/v1`,
  file: `${stack.baseUrl}/api/file/v1`,
});

async function graphql(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the gateway's in-process service calls", () => {
  it("answers as over HTTP, with one session lookup for a request of two service calls", async () => {
    let local: Awaited<ReturnType<typeof graphql>> | undefined;
    const localLookups = await sessionLookups(async () => {
      local = await graphql(`${stack.baseUrl}/graphql`, TWO_CALLS, bearer(token));
    });

    // The same query through a gateway that reaches the services over HTTP.
    const urls: ServiceUrls = {
      main: `${stack.baseUrl}/api/main/v1`,
      hcm: `${stack.baseUrl}/api/hcm/v1`,
      file: `${stack.baseUrl}/api/file/v1`,
    };
    const remoteGateway = createGateway({ services: () => urls, graphiql: false });
    let remote: Record<string, unknown> | undefined;
    const remoteLookups = await sessionLookups(async () => {
      const response = await remoteGateway.fetch("http://gateway.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...bearer(token) },
        body: TWO_CALLS,
      });
      remote = (await response.json()) as Record<string, unknown>;
    });

    expect(local?.status).toBe(200);
    expect(local?.body).toEqual(remote);
    expect((local!.body["data"] as { me: { user: { email: string } } }).me.user.email).toBe(
      DEMO.majuAdmin.email,
    );
    expect(localLookups).toBe(1);
    expect(remoteLookups).toBe(2);
  });

  it("reads the caller's own data in-process, with no route call and one session lookup", async () => {
    const query = JSON.stringify({
      query:
        "{ me { session user { id email language hasMenus } modules { roles menus } } modules { roles } }",
    });
    const injects = vi.spyOn(stack.app, "inject");
    let answer: Awaited<ReturnType<typeof graphql>> | undefined;
    try {
      const lookups = await sessionLookups(async () => {
        answer = await graphql(`${stack.baseUrl}/graphql`, query, bearer(token));
      });
      expect(lookups).toBe(1);
      expect(injects).not.toHaveBeenCalled();
    } finally {
      injects.mockRestore();
    }
    // What the routes answer for the same caller.
    const rest = (
      await stack.app.inject({ method: "GET", url: "/api/main/v1/auth/me", headers: bearer(token) })
    ).json() as { data: { session: string; user: Record<string, unknown>; modules: unknown } };
    const data = answer!.body["data"] as {
      me: { session: string; user: Record<string, unknown>; modules: unknown };
      modules: { roles: string };
    };
    expect(data.me.session).toBe(rest.data.session);
    expect(data.me.user).toEqual({
      id: rest.data.user["id"],
      email: rest.data.user["email"],
      language: rest.data.user["language"],
      hasMenus: rest.data.user["has_menus"],
    });
    expect(data.me.modules).toEqual(rest.data.modules);
    expect(data.modules.roles).toBe((rest.data.modules as { roles: string }).roles);
  });

  it("answers every refusal of an in-process read as the route does over HTTP", async () => {
    const urls: ServiceUrls = {
      main: `${stack.baseUrl}/api/main/v1`,
      hcm: `${stack.baseUrl}/api/hcm/v1`,
      file: `${stack.baseUrl}/api/file/v1`,
    };
    const remoteGateway = createGateway({ services: () => urls, graphiql: false });
    const query = JSON.stringify({ query: "{ me { session user { email } } }" });
    const ask = async (headers: Record<string, string>) => {
      const init = {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: query,
      };
      const local = await fetch(`${stack.baseUrl}/graphql`, init);
      const remote = await remoteGateway.fetch("http://gateway.test/graphql", init);
      return {
        local: { body: await local.json(), cookies: local.headers.getSetCookie() },
        remote: { body: await remote.json(), cookies: remote.headers.getSetCookie() },
      };
    };
    const ops = await login(stack.app, DEMO.majuOps);
    const live = { cookie: `authToken=${ops.token}` };
    const handle = (await ask(live)).local.body.data.me.session as string;
    const cases: Record<string, Record<string, string>> = {
      "no credential": {},
      "a made-up bearer": bearer("not-a-token"),
      "a dead cookie": { cookie: "authToken=revoked-or-made-up" },
      "a cookie without its handle": live,
      "a cookie with its handle": { ...live, "x-tenaga-session": handle },
      "a cookie with another session's handle": { ...live, "x-tenaga-session": "someone-else" },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const { local, remote } = await ask(headers);
      expect(local, name).toEqual(remote);
    }
    const codes = async (headers: Record<string, string>) => {
      const { local, remote } = await ask(headers);
      expect(local).toEqual(remote);
      return (local.body.errors ?? []).map(
        (e: { extensions: { code: string } }) => e.extensions.code,
      );
    };
    expect(await codes({ cookie: "authToken=revoked-or-made-up" })).toEqual(["UNAUTHENTICATED"]);
    expect(await codes({ ...live, "x-tenaga-session": "someone-else" })).toEqual([
      "SESSION_CHANGED",
    ]);

    // An inactive user is refused with the SPEC §2 code, in-process as over HTTP.
    const setStatus = (status: string) =>
      stack.db.tenant(ops.user.client_id, (tx) =>
        tx.query("UPDATE users SET status = $1 WHERE id = $2", [status, ops.user.id]),
      );
    await setStatus("inactive");
    try {
      expect(await codes(bearer(ops.token))).toEqual(["ACCOUNT_INACTIVE"]);
    } finally {
      await setStatus("active");
    }
  });

  it("reads the employee list's summary in-process, answering exactly what the route does", async () => {
    const remoteGateway = createGateway({ services: () => serviceUrls(), graphiql: false });
    const ask = async (
      query: string,
      variables: Record<string, unknown>,
      headers: Record<string, string>,
    ) => {
      const init = {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      };
      const injects = vi.spyOn(stack.app, "inject");
      try {
        const local = await (await fetch(`${stack.baseUrl}/graphql`, init)).json();
        const routeCalls = injects.mock.calls.length;
        injects.mockClear();
        const remote = await (
          await remoteGateway.fetch("http://gateway.test/graphql", init)
        ).json();
        return { local, remote, routeCalls };
      } finally {
        injects.mockRestore();
      }
    };
    // The console's list query (src/features/agents): the summary view's fields only.
    const LIST = `query AgentList($limit: Int, $page: Int, $sort: String, $filter: AgentFilter) {
      agents(limit: $limit, page: $page, sort: $sort, filter: $filter) {
        totalItems limit page
        items { id fullName nik phoneNumber selfieUrl joinDate contractType contractStatus
          workerStatus branch { id name timezoneLabel } project { id name } }
      }
    }`;
    const first = await ask(LIST, { limit: 5 }, bearer(token));
    const items = (first.local as { data: { agents: { items: { fullName: string }[] } } }).data
      .agents.items;
    expect(items.length).toBe(5);
    const read: Record<string, Record<string, unknown>> = {
      "the first page": { limit: 5 },
      "a later page, by name": { limit: 3, page: 2, sort: "fullName" },
      "by branch name, descending": { limit: 4, sort: "-branchName" },
      "a search": { limit: 10, filter: { q: items[0]!.fullName.slice(0, 4) } },
      filters: {
        limit: 10,
        filter: { workerStatus: "active", contractTypes: [...CONTRACT_TYPES] },
      },
      "no such employee": { filter: { q: "zz-nobody-zz" } },
      "the default page size": {},
    };
    for (const [name, variables] of Object.entries(read)) {
      const { local, remote, routeCalls } = await ask(LIST, variables, bearer(token));
      expect(local, name).toEqual(remote);
      expect((local as { errors?: unknown }).errors, name).toBeUndefined();
      expect(routeCalls, `${name}: no route run`).toBe(0);
    }

    // Whatever the route refuses, the route answers: its status, code, text and fields.
    const refused: Record<string, [Record<string, unknown>, string]> = {
      "a page size over 100": [{ limit: 1000 }, "BAD_USER_INPUT"],
      "an unknown sort": [{ sort: "salary" }, "BAD_USER_INPUT"],
      "a contract type that does not exist": [
        { filter: { contractTypes: ["nope"] } },
        "BAD_USER_INPUT",
      ],
      "a NUL in the search": [{ filter: { q: "a\u0000b" } }, "BAD_USER_INPUT"],
    };
    for (const [name, [variables, code]] of Object.entries(refused)) {
      const { local, remote, routeCalls } = await ask(LIST, variables, bearer(token));
      expect(local, name).toEqual(remote);
      expect(JSON.stringify(local), name).toContain(code);
      expect(routeCalls, `${name}: the route answered`).toBe(1);
    }
    // A field beyond the summary reads the whole row, through the route.
    const full = await ask(
      "{ agents(limit: 2) { items { id email birthDate } } }",
      {},
      bearer(token),
    );
    expect(full.local).toEqual(full.remote);
    expect(full.routeCalls).toBe(1);

    // A role without the employee-list menu: the route's 403, in-process as over HTTP.
    const maju = (await login(stack.app, DEMO.majuAdmin)).user.client_id;
    const branchesOnly = await userWithMenus(stack, maju, ["branch"]);
    const denied = await ask(LIST, { limit: 5 }, bearer(branchesOnly));
    expect(denied.local).toEqual(denied.remote);
    expect(JSON.stringify(denied.local)).toContain("Permission Denied");
    expect(denied.routeCalls).toBe(1);

    // Another client's admin reads only its own employees.
    const sentosa = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const ids = items.map((item) => (item as unknown as { id: number }).id);
    const other = await ask(LIST, { filter: { ids } }, bearer(sentosa));
    expect(other.local).toEqual(other.remote);
    expect(other.local).toMatchObject({ data: { agents: { totalItems: 0, items: [] } } });
    expect(other.routeCalls).toBe(0);
  });

  it("closes every scope it opens, also for refused and failed requests", async () => {
    const before = openLocalScopes();
    await Promise.all([
      graphql(`${stack.baseUrl}/graphql`, TWO_CALLS, bearer(token)),
      graphql(`${stack.baseUrl}/graphql`, TWO_CALLS, bearer("not-a-token")),
      graphql(`${stack.baseUrl}/graphql`, JSON.stringify({ query: "{ nope }" }), bearer(token)),
      graphql(
        `${stack.baseUrl}/graphql`,
        JSON.stringify({ query: "{ agent(id: 999999) { id } }" }),
        bearer(token),
      ),
    ]);
    expect(openLocalScopes()).toBe(before);
  });

  it("refuses a dead session at once, whatever the request", async () => {
    const { token: other } = await login(stack.app, DEMO.majuOps);
    const me = JSON.stringify({ query: "{ me { user { email } } }" });
    expect(
      (await graphql(`${stack.baseUrl}/graphql`, me, bearer(other))).body["data"],
    ).toBeTruthy();
    const logout = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: bearer(other),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await graphql(`${stack.baseUrl}/graphql`, me, bearer(other));
    expect(JSON.stringify(after.body["errors"])).toContain("UNAUTHENTICATED");
  });

  it("gives a scope named by a caller on the network no meaning", async () => {
    const { token: victim } = await login(stack.app, DEMO.majuOps);
    const scope = openLocalScope();
    // In-process, the scope learns the victim's session…
    const injected = await stack.app.inject({
      method: "GET",
      url: "/api/main/v1/auth/me",
      headers: { ...bearer(victim), [LOCAL_SCOPE_HEADER]: scope },
    });
    expect(injected.statusCode).toBe(200);
    await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: bearer(victim),
    });
    // …but over the network the header is ignored: the ended session is refused.
    const network = await fetch(`${stack.baseUrl}/api/main/v1/auth/me`, {
      headers: { ...bearer(victim), [LOCAL_SCOPE_HEADER]: scope },
    });
    expect(network.status).toBe(401);
  });

  it("streams a subscription through the mounted route, not buffered", async () => {
    const controller = new AbortController();
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...bearer(token),
      },
      body: JSON.stringify({ query: "subscription { sessionEvents { type clientStatus } }" }),
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // The stream opens with the caller's status: it arrives while the stream stays open.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const deadline = Date.now() + 10_000;
    while (!text.includes("sessionEvents") && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    expect(text).toContain('"clientStatus":"active"');
  });
});
