import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEEP,
  deepArray,
  deepObject,
  FLOATS,
  type FuzzValue,
  INTEGERS,
  JSON_VALUES,
  LIST_SHAPES,
  TEXTS_SHORT,
  toJsonText,
  WRONG_TYPES,
  WRONG_TYPES_SHORT,
} from "../support/fuzz-values.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A5: every registered REST route (`app.registeredRoutes`), its path parameters,
 * query string and JSON body read from its schema (the OpenAPI document), given wrong types,
 * huge, empty, deeply nested and unicode values, as the demo Super Admin. Bad input must be
 * a 4xx, never a 5xx. Enumerated cases, no randomness.
 */

let stack: TestStack;
let token: string;
let routes: Route[];
beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  routes = routesOf(stack);
});
afterAll(() => stack.close());

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
};
type Route = {
  method: string;
  url: string;
  pathParams: string[];
  query: Record<string, Schema>;
  body: Schema | null;
};

/**
 * Streams answer until the client leaves (SSE): a request that is accepted never ends under
 * `inject`. Their parameters are the same `:id` and token checks the other routes fuzz here,
 * and tests/integration/events.test.ts and imports.test.ts cover their bad input.
 */
const STREAMS = new Set([
  "GET /api/main/v1/events",
  "GET /api/main/v1/agents/imports/:id/events",
  "GET /api/main/v1/client/assignments/upload/result",
]);
/** Ends the session every other case uses: covered once, last. */
const LAST = new Set(["POST /api/main/v1/auth/logout"]);

function routesOf(test: TestStack): Route[] {
  const doc = test.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: Schema }[];
          requestBody?: { content?: Record<string, { schema: Schema }> };
        }
      >
    >;
  };
  const seen = new Set<string>();
  const answer: Route[] = [];
  for (const { method, url } of test.app.registeredRoutes) {
    const key = `${method} ${url}`;
    if (seen.has(key) || STREAMS.has(key) || LAST.has(key) || !url.startsWith("/api/")) continue;
    seen.add(key);
    const operation = doc.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()] ?? {};
    const parameters = operation.parameters ?? [];
    answer.push({
      method,
      url,
      pathParams: [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
      query: Object.fromEntries(
        parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema]),
      ),
      body: operation.requestBody?.content?.["application/json"]?.schema ?? null,
    });
  }
  return answer;
}

// ---------------------------------------------------------------------------------------
// Values by schema

const typesOf = (schema: Schema): string[] => {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(typesOf);
  return [schema.type ?? "string"].flat();
};

function baseOf(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = typesOf(schema)[0];
  switch (type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, baseOf(schema.properties?.[name] ?? {})]),
      );
    case "null":
      return null;
    default:
      return "x";
  }
}

/** Bad JSON values for a body field of `schema`; `short` for a field inside a field. */
function bodyValues(schema: Schema, short: boolean): readonly FuzzValue[] {
  const types = typesOf(schema);
  const values: FuzzValue[] = [...(short ? WRONG_TYPES_SHORT : WRONG_TYPES)];
  if (types.includes("integer") || types.includes("number"))
    values.push(...(short ? INTEGERS.slice(3, 7) : FLOATS));
  if (types.includes("string")) values.push(...TEXTS_SHORT);
  if (types.includes("array")) values.push(...LIST_SHAPES(baseOf(schema.items ?? {})));
  if (types.includes("object") && !schema.properties) values.push(...JSON_VALUES);
  return values;
}

/** `text` percent-encoded; a lone surrogate (which encodeURIComponent refuses) as its CESU-8 bytes. */
function inUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/**
 * Bad text for a path parameter or query value, as it appears in the URL. Shorter than the
 * GraphQL lists: a REST service sees every value as text first, and routes have many
 * parameters, so each kind of text is tried once.
 */
const URL_VALUES: readonly FuzzValue[] = [
  ...[
    ...TEXTS_SHORT,
    ...INTEGERS.filter((i) => ["-1", "past int32", "1e300", "fraction"].includes(i.label)),
  ].map((t) => ({ label: t.label, value: inUrl(String(t.value)) })),
  { label: "malformed escape", value: "%ZZ" },
  { label: "lone percent", value: "%" },
  { label: "encoded NUL", value: "%00" },
  { label: "invalid UTF-8", value: "%C3%28" },
  { label: "huge number", value: "9".repeat(400) },
  { label: "Infinity", value: "Infinity" },
];

// ---------------------------------------------------------------------------------------
// Cases

type Case = { label: string; url: string; payload?: string };

function urlOf(route: Route, params: Record<string, string>, query: string): string {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? "1");
  return query ? `${path}?${query}` : path;
}

function casesOf(route: Route): Case[] {
  const hasBody = route.body !== null && route.method !== "GET" && route.method !== "DELETE";
  const base = hasBody ? toJsonText(baseOf(route.body as Schema)) : undefined;
  const cases: Case[] = [{ label: "base values", url: urlOf(route, {}, ""), payload: base }];
  for (const param of route.pathParams)
    for (const v of URL_VALUES)
      cases.push({
        label: `:${param}=${v.label}`,
        url: urlOf(route, { [param]: v.value as string }, ""),
        payload: base,
      });
  for (const name of Object.keys(route.query)) {
    for (const v of URL_VALUES)
      cases.push({
        label: `?${name}=${v.label}`,
        url: urlOf(route, {}, `${name}=${v.value}`),
        payload: base,
      });
    cases.push({
      label: `?${name} twice`,
      url: urlOf(route, {}, `${name}=1&${name}=a`),
      payload: base,
    });
    cases.push({ label: `?${name}[]`, url: urlOf(route, {}, `${name}[a]=1`), payload: base });
  }
  if (hasBody) cases.push(...bodyCases(route));
  return cases;
}

function bodyCases(route: Route): Case[] {
  const schema = route.body as Schema;
  const url = urlOf(route, {}, "");
  const base = baseOf(schema) as Record<string, unknown>;
  const cases: Case[] = [];
  const whole: FuzzValue[] = [
    ...WRONG_TYPES,
    { label: "deep object", value: deepObject(DEEP) },
    { label: "deep list", value: deepArray(DEEP) },
    { label: "unknown field", value: { ...base, zzz: 1 } },
    { label: "__proto__", value: JSON.parse('{"__proto__":{"polluted":1}}') },
  ];
  for (const v of whole)
    cases.push({ label: `body=${v.label}`, url, payload: toJsonText(v.value) });
  for (const text of ['{"a":', "{'a':1}", "[", "\u0000", '{"a":1}{"b":2}', "NaN"])
    cases.push({ label: `body text ${JSON.stringify(text)}`, url, payload: text });
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    for (const v of bodyValues(field, false))
      cases.push({
        label: `${name}=${v.label}`,
        url,
        payload: toJsonText({ ...base, [name]: v.value }),
      });
    const itemFields = field.items?.properties ?? field.properties;
    for (const [inner, innerSchema] of Object.entries(itemFields ?? {}))
      for (const v of bodyValues(innerSchema, true)) {
        const item = { ...(baseOf(field.items ?? field) as object), [inner]: v.value };
        const value = field.items ? [item] : item;
        cases.push({
          label: `${name}.${inner}=${v.label}`,
          url,
          payload: toJsonText({ ...base, [name]: value }),
        });
      }
  }
  return cases;
}

/** What is wrong with the answer to one case, or null when it is a client error or a success. */
async function fault(route: Route, c: Case): Promise<string | null> {
  const response = await stack.app.inject({
    method: route.method as "GET",
    url: c.url,
    headers: {
      ...bearer(token),
      ...(c.payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  return response.statusCode >= 500
    ? `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`
    : null;
}

async function faultsOf(route: Route): Promise<string[]> {
  const cases = casesOf(route);
  const faults: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const c = cases[i] as Case;
      const problem = await fault(route, c);
      if (problem) faults.push(`${c.label} → ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return faults.sort();
}

describe("every REST route", () => {
  it("is found: the routes and their schemas come from the server", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((route) => route.body?.properties?.["version"])).toBe(true);
  });

  it("answers every bad path parameter, query value and body with a 4xx, never a 5xx", async () => {
    const faults: string[] = [];
    for (const route of routes)
      for (const problem of await faultsOf(route))
        faults.push(`${route.method} ${route.url} ${problem}`);
    expect(faults).toEqual([]);
  }, 600_000);

  it("logs out without a 5xx, whatever the body", async () => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: toJsonText(deepObject(DEEP)),
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
