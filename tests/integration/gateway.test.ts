import http from "node:http";
import type { AddressInfo } from "node:net";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_INACTIVE_MESSAGE, NO_ACCESS, PERMISSION_DENIED } from "../../domain/errors.ts";
import type { ServiceUrls } from "../../gateway/services.ts";
import { createGateway, type Gateway } from "../../gateway/yoga.ts";
import { LOGIN_FAILED_MESSAGE } from "../../services/main/auth/routes.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * The GraphQL gateway in-process (yoga.fetch), talking over HTTP to the real services of a
 * test stack, or to small local servers that record what the gateway sends them.
 */

let stack: TestStack;
let gateway: Gateway;

const urlsFor = (base: string): ServiceUrls => ({
  main: `${base}/api/main/v1`,
  hcm: `${base}/api/hcm/v1`,
  file: `${base}/api/file/v1`,
});

beforeAll(async () => {
  stack = await startStack();
  gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await stack.close();
});

// ---------------------------------------------------------------------------------------------
// Typed-ish operations: the query text carries its result and variables types.

type Operation<TData, TVariables = Record<string, never>> = string & {
  readonly __types?: (variables: TVariables) => TData;
};
const operation = <TData, TVariables = Record<string, never>>(text: string) =>
  text as Operation<TData, TVariables>;

type GraphQLErrorJson = {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; status?: number; [key: string]: unknown };
};
type Result<TData> = { data?: TData | null; errors?: GraphQLErrorJson[] };

async function execute<TData, TVariables>(
  op: Operation<TData, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
  yoga: Gateway = gateway,
): Promise<Result<TData>> {
  const response = await yoga.fetch("http://gateway/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query: op, variables }),
  });
  return (await response.json()) as Result<TData>;
}

/** The data of a result that must have no errors. */
function dataOf<TData>(result: Result<TData>): TData {
  expect(result.errors).toBeUndefined();
  expect(result.data).toBeTruthy();
  return result.data!;
}

function firstError(result: Result<unknown>): GraphQLErrorJson {
  expect(result.errors?.length, JSON.stringify(result)).toBeGreaterThan(0);
  return result.errors![0]!;
}

type GqlActiveUser = {
  id: number;
  clientId: number;
  email: string;
  fullname: string;
  avatarUrl: string;
  hasMenus: string[];
  roles: string;
  sso: string;
};
const USER_FIELDS = "id clientId email fullname avatarUrl hasMenus roles sso";

const LOGIN = operation<
  { login: { token: string; user: GqlActiveUser } },
  { email: string; password: string }
>(`mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { ${USER_FIELDS} } }
}`);

const ME = operation<{
  me: { user: GqlActiveUser; modules: { roles: string; menus: string[] } };
}>(`query Me { me { user { ${USER_FIELDS} } modules { roles menus } } }`);

const MODULES = operation<{ modules: { roles: string; menus: string[] } }>(
  "query Modules { modules { roles menus } }",
);

type Region = { id: string; name: string };
const PROVINCES = operation<{ provinces: Region[] }, { q?: string }>(
  "query Provinces($q: String) { provinces(q: $q) { id name } }",
);
const CITIES = operation<
  { cities: (Region & { province: Region | null })[] },
  { provinceId?: string }
>(`query Cities($provinceId: ID) {
  cities(provinceId: $provinceId) { id name province { id name } }
}`);
const DISTRICTS = operation<
  { districts: (Region & { city: Region | null })[] },
  { cityId?: string; q?: string }
>(`query Districts($cityId: ID, $q: String) {
  districts(cityId: $cityId, q: $q) { id name city { id name } }
}`);

const SYSTEM_ENUMS = operation<
  {
    systemEnums: {
      name: string;
      entries: { value: string; label: string; labels: { en: string; id: string } }[];
    }[];
  },
  { names: string[] }
>(`query SystemEnums($names: [String!]) {
  systemEnums(names: $names) { name entries { value label(language: id) labels { en id } } }
}`);

const SYSTEM_CONFIG = operation<{
  systemConfig: {
    maintenance: {
      fullMaintenance: boolean;
      disbursementMaintenance: boolean;
      clientCalculationThrottle: boolean;
    };
    featureFlags: { name: string; enabled: boolean }[];
  };
}>(`query SystemConfig {
  systemConfig {
    maintenance { fullMaintenance disbursementMaintenance clientCalculationThrottle }
    featureFlags { name enabled }
  }
}`);

const SESSION_EVENTS =
  "subscription { sessionEvents { id type clientStatus clientAccountStatus } }";

// ---------------------------------------------------------------------------------------------
// Local HTTP servers standing in for a service: they record each request and answer as told.

type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders };
type Answer = { status: number; body: string };
type FakeService = { base: string; requests: Recorded[]; close(): Promise<void> };

const servers: FakeService[] = [];

async function fakeService(answer: (request: Recorded) => Answer | Promise<Answer>) {
  const requests: Recorded[] = [];
  const server = http.createServer(async (req, res) => {
    const recorded = { method: req.method ?? "", path: req.url ?? "", headers: req.headers };
    requests.push(recorded);
    req.resume();
    const { status, body } = await answer(recorded);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeService = {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(fake);
  return fake;
}

/** Forwards GETs to the real stack, recording them: counts the gateway's REST calls. */
const recordingProxy = () =>
  fakeService(async (request) => {
    const upstream = await fetch(`${stack.baseUrl}${request.path}`, {
      method: request.method,
      headers: { authorization: String(request.headers.authorization ?? "") },
    });
    return { status: upstream.status, body: await upstream.text() };
  });

const gatewayAt = (base: string) =>
  createGateway({ services: () => urlsFor(base), graphiql: false });

// ---------------------------------------------------------------------------------------------

describe("auth through the gateway", () => {
  it("login returns a token and the Active user; me answers with that token", async () => {
    const { login: result } = dataOf(await execute(LOGIN, DEMO.majuAdmin));
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.user).toMatchObject({
      email: DEMO.majuAdmin.email,
      fullname: "Admin Maju",
      roles: "Super Admin",
      sso: "false",
      avatarUrl: "",
    });
    expect(result.user.id).toBeTypeOf("number");
    expect(result.user.clientId).toBeTypeOf("number");

    const { me } = dataOf(await execute(ME, {}, bearer(result.token)));
    expect(me.user).toEqual(result.user);
    expect(me.modules.roles).toBe("Super Admin");
    expect(me.modules.menus).toContain("employee-list");
    expect(me.modules.menus).toEqual(result.user.hasMenus);
  });

  it("me answers a role's own modules (ops has no payroll report)", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    const { me } = dataOf(await execute(ME, {}, bearer(token)));
    expect(me.user.email).toBe(DEMO.majuOps.email);
    expect(me.modules.roles).toBe("Operations");
    expect(me.modules.menus).not.toContain("payroll-report");
  });

  it("without a token: UNAUTHENTICATED", async () => {
    const result = await execute(ME, {});
    expect(result.data).toBeNull();
    expect(firstError(result)).toMatchObject({
      path: ["me"],
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it("a wrong password: UNAUTHENTICATED with the generic message", async () => {
    const error = firstError(
      await execute(LOGIN, { email: DEMO.majuOps.email, password: "not-the-password" }),
    );
    expect(error.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(error.extensions?.code).toBe("UNAUTHENTICATED");
    const unknown = firstError(
      await execute(LOGIN, { email: "ghost@maju.test", password: "not-the-password" }),
    );
    expect(unknown.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(unknown.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a user of an inactive client: CLIENT_INACTIVE with the SPEC §2 text", async () => {
    const { user } = await login(stack.app, DEMO.sentosaAdmin);
    await stack.owner.query("UPDATE clients SET status = 'inactive' WHERE id = $1", [
      user.client_id,
    ]);
    try {
      const error = firstError(await execute(LOGIN, DEMO.sentosaAdmin));
      expect(error.message).toBe(CLIENT_INACTIVE_MESSAGE);
      expect(error.extensions?.code).toBe("CLIENT_INACTIVE");
    } finally {
      await stack.owner.query("UPDATE clients SET status = 'active' WHERE id = $1", [
        user.client_id,
      ]);
    }
    dataOf(await execute(LOGIN, DEMO.sentosaAdmin));
  });
});

describe("general data", () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = bearer((await login(stack.app, DEMO.majuAdmin)).token);
  });

  it("provinces, cities(provinceId) and districts(cityId, q) are real Indonesian regions", async () => {
    const { provinces } = dataOf(await execute(PROVINCES, {}, headers));
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ id: "32", name: "JAWA BARAT" });
    expect(dataOf(await execute(PROVINCES, { q: "jawa" }, headers)).provinces).toEqual(
      [
        { id: "33", name: "JAWA TENGAH" },
        { id: "35", name: "JAWA TIMUR" },
        { id: "32", name: "JAWA BARAT" },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );

    const { cities } = dataOf(await execute(CITIES, { provinceId: "32" }, headers));
    expect(cities.length).toBe(27);
    expect(cities).toContainEqual({
      id: "32.73",
      name: "KOTA BANDUNG",
      province: { id: "32", name: "JAWA BARAT" },
    });
    expect(cities.every((city) => city.id.startsWith("32."))).toBe(true);

    const { districts } = dataOf(
      await execute(DISTRICTS, { cityId: "32.73", q: "bandung" }, headers),
    );
    expect(districts.map((d) => [d.id, d.name])).toEqual([
      ["32.73.21", "Bandung Kidul"],
      ["32.73.15", "Bandung Kulon"],
      ["32.73.09", "Bandung Wetan"],
      ["32.73.19", "Sumur Bandung"],
    ]);
    expect(districts[0]!.city).toEqual({ id: "32.73", name: "KOTA BANDUNG" });
  });

  it("resolves every city's province with ONE batched REST call", async () => {
    const proxy = await recordingProxy();
    const { cities } = dataOf(await execute(CITIES, {}, headers, gatewayAt(proxy.base)));
    expect(cities).toHaveLength(514);
    expect(cities.find((city) => city.id === "32.73")?.province).toEqual({
      id: "32",
      name: "JAWA BARAT",
    });
    expect(cities.find((city) => city.id === "31.71")?.province?.id).toBe("31");
    expect(cities.every((city) => city.province?.id === city.id.split(".")[0])).toBe(true);

    const paths = proxy.requests.map((request) => request.path.split("?")[0]);
    expect(paths.sort()).toEqual(["/api/main/v1/general/cities", "/api/main/v1/general/provinces"]);
    const provinceCall = new URL(
      proxy.requests.find((r) => r.path.includes("/provinces"))!.path,
      "http://x",
    );
    expect(provinceCall.searchParams.get("ids")?.split(",").sort()).toHaveLength(38);
  });

  it("systemEnums(names) gives entries with labels in the asked language", async () => {
    const { systemEnums } = dataOf(
      await execute(SYSTEM_ENUMS, { names: ["worker_status"] }, headers),
    );
    expect(systemEnums).toEqual([
      {
        name: "worker_status",
        entries: [
          { value: "active", label: "Aktif", labels: { en: "Active", id: "Aktif" } },
          {
            value: "inactive",
            label: "Tidak Aktif",
            labels: { en: "Inactive", id: "Tidak Aktif" },
          },
        ],
      },
    ]);
  });

  it("systemConfig has maintenance off and the SPEC §6 flag defaults", async () => {
    const { systemConfig } = dataOf(await execute(SYSTEM_CONFIG, {}, headers));
    expect(systemConfig.maintenance).toEqual({
      fullMaintenance: false,
      disbursementMaintenance: false,
      clientCalculationThrottle: false,
    });
    const flags = Object.fromEntries(systemConfig.featureFlags.map((f) => [f.name, f.enabled]));
    expect(flags).toMatchObject({
      contract: true,
      audit: true,
      pph21_ter: true,
      payroll: true,
      tracer: true,
      overtime: true,
      irregular_tax_component: false,
      edit_account: false,
      qr_scanner_in_schema: false,
    });
  });
});

describe("calls to the services", () => {
  const modulesAnswer = {
    status: 200,
    body: JSON.stringify({ data: { roles: "R", menus: ["m"] } }),
  };

  it("forwards Authorization and the client timezone, and continues the W3C trace", async () => {
    const fake = await fakeService(() => modulesAnswer);
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const incoming = `00-${traceId}-00f067aa0ba902b7-01`;
    const result = await execute(
      MODULES,
      {},
      {
        authorization: "Bearer forwarded-token",
        "x-client-timezone": "Asia/Makassar",
        traceparent: incoming,
      },
      gatewayAt(fake.base),
    );
    expect(dataOf(result).modules).toEqual({ roles: "R", menus: ["m"] });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe("/api/main/v1/client/modules");
    expect(sent.headers.authorization).toBe("Bearer forwarded-token");
    expect(sent.headers["x-client-timezone"]).toBe("Asia/Makassar");
    const traceparent = String(sent.headers["traceparent"]);
    const match = traceparent.match(/^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/);
    expect(match, traceparent).not.toBeNull();
    expect(match![1]).toBe(traceId);
    expect(match![2]).not.toBe("00f067aa0ba902b7");

    // No incoming trace: a fresh, valid one; no token, no timezone: none forwarded.
    await execute(MODULES, {}, {}, gatewayAt(fake.base));
    const bare = fake.requests[1]!;
    expect(String(bare.headers["traceparent"])).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(String(bare.headers["traceparent"])).not.toContain(traceId);
    expect(bare.headers.authorization).toBeUndefined();
    expect(bare.headers["x-client-timezone"]).toBeUndefined();
  });

  it("masks an unreachable or garbage-answering service as Unexpected error.", async () => {
    const closed = await fakeService(() => modulesAnswer);
    await closed.close();
    const garbage = await fakeService(() => ({ status: 200, body: "<html>proxy error</html>" }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const base of [closed.base, garbage.base]) {
        const result = await execute(MODULES, {}, bearer("t"), gatewayAt(base));
        expect(result.errors, base).toHaveLength(1);
        const error = result.errors![0]!;
        expect(error.message, base).toBe("Unexpected error.");
        expect(error.extensions, base).toEqual({ code: "INTERNAL_SERVER_ERROR" });
        const text = JSON.stringify(result);
        expect(text).not.toMatch(/stack|ECONNREFUSED|fetch failed|\.ts:\d+|node:internal/i);
      }
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    [410, NO_ACCESS, "NO_ACCESS"],
    [403, PERMISSION_DENIED, "FORBIDDEN"],
  ])("a service %i becomes %s / %s", async (status, message, code) => {
    const fake = await fakeService(() => ({ status, body: JSON.stringify({ message }) }));
    const result = await execute(MODULES, {}, bearer("t"), gatewayAt(fake.base));
    expect(result.data).toBeNull();
    expect(firstError(result)).toMatchObject({
      message,
      path: ["modules"],
      extensions: { code, status },
    });
  });
});

describe("subscription sessionEvents", () => {
  type Next = {
    data?: {
      sessionEvents: {
        id: string | null;
        type: string;
        clientStatus: string | null;
        clientAccountStatus: string | null;
      };
    };
    errors?: GraphQLErrorJson[];
  };

  async function subscribe(headers: Record<string, string>, controller: AbortController) {
    const response = await gateway.fetch("http://gateway/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...headers,
      },
      body: JSON.stringify({ query: SESSION_EVENTS }),
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response
      .body!.pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    /** The next `next` payload, within `timeoutMs`. */
    const next = async (timeoutMs = 5000): Promise<Next> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        for (;;) {
          const { value, done } = await Promise.race([reader.read(), timeout]);
          if (done) throw new Error("the subscription ended");
          if (value.event === "next") return JSON.parse(value.data) as Next;
        }
      } finally {
        clearTimeout(timer);
      }
    };
    return { next, reader };
  }

  /** Polls a condition that has no event to wait on, up to `timeoutMs`. */
  async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("condition not met in time");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("relays the opening status, then a status change the database trigger emits", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    const subscribersBefore = stack.hub.size;
    const controller = new AbortController();
    const { next, reader } = await subscribe(bearer(token), controller);
    try {
      expect(await next()).toEqual({
        data: {
          sessionEvents: {
            id: null,
            type: "session_status",
            clientStatus: "active",
            clientAccountStatus: "active",
          },
        },
      });
      expect(stack.hub.size).toBe(subscribersBefore + 1);

      await stack.owner.query("UPDATE users SET status = 'inactive' WHERE email = $1", [
        DEMO.majuOps.email,
      ]);
      const change = await next();
      expect(change.data?.sessionEvents).toMatchObject({
        type: "session_status",
        clientStatus: "active",
        clientAccountStatus: "inactive",
      });
      expect(change.data?.sessionEvents.id).toMatch(/^\d+$/);
    } finally {
      await stack.owner.query("UPDATE users SET status = 'active' WHERE email = $1", [
        DEMO.majuOps.email,
      ]);
      controller.abort();
      await reader.cancel().catch(() => {});
    }
    // Ending the subscription closes the gateway's upstream stream too.
    await eventually(() => stack.hub.size === subscribersBefore);
  });

  it("over the server's /graphql, a client that goes away closes the upstream stream", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const subscribersBefore = stack.hub.size;
    const controller = new AbortController();
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...bearer(token),
      },
      body: JSON.stringify({ query: SESSION_EVENTS }),
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response
      .body!.pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        if (value?.event !== "next") continue;
        expect(JSON.parse(value.data).data.sessionEvents.type).toBe("session_status");
        break;
      }
      expect(stack.hub.size).toBe(subscribersBefore + 1);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
    await eventually(() => stack.hub.size === subscribersBefore);
  });

  it("without a token: an UNAUTHENTICATED error, no stream upstream", async () => {
    const controller = new AbortController();
    const subscribersBefore = stack.hub.size;
    const { next, reader } = await subscribe({}, controller);
    try {
      const result = await next();
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(stack.hub.size).toBe(subscribersBefore);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
  });
});
