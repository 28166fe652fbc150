import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServiceUrls } from "../../gateway/services.ts";
import { createGateway } from "../../gateway/yoga.ts";
import {
  LOCAL_SCOPE_HEADER,
  openLocalScope,
  openLocalScopes,
} from "../../services/shared/localScope.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

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
    return spy.mock.calls.filter((call) => String(call[0]).includes("auth_find_session")).length;
  } finally {
    spy.mockRestore();
  }
}

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
