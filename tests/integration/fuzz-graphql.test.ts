import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../gateway/schema.ts";
import {
  DEEP,
  deepObject,
  FLOATS,
  type FuzzValue,
  INTEGERS,
  JSON_VALUES,
  LIST_SHAPES,
  TEXTS,
  TEXTS_SHORT,
  toJsonText,
  WRONG_TYPES,
  WRONG_TYPES_SHORT,
} from "../support/fuzz-values.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A5: every Query and Mutation field of the executable schema, each argument (and
 * each field of an input object) given wrong types, huge, empty, deeply nested and unicode
 * values, as the demo Super Admin. Bad input is the caller's problem: it must come back as
 * a client error that says so, never as the masked "Unexpected error." (INTERNAL_SERVER_ERROR)
 * nor an HTTP 5xx. The cases are enumerated from the schema (no randomness), so a failure is
 * the same on every run.
 */

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(() => stack.close());

// ---------------------------------------------------------------------------------------
// The schema read by duck typing: yoga's schema may come from the other copy of graphql
// (see gateway/limits.ts), where graphql's instanceof-based helpers answer false.

type TypeRef = { toString(): string; ofType?: TypeRef; name?: string };
type InputField = { name: string; type: TypeRef };
type NamedType = {
  name: string;
  getFields?: () => Record<string, InputField & { args?: InputField[] }>;
  getValues?: () => { name: string }[];
};

const isNonNull = (type: TypeRef) => String(type).endsWith("!");
const isList = (type: TypeRef) => !isNonNull(type) && String(type).startsWith("[");
const namedOf = (type: TypeRef): NamedType =>
  schema.getType(String(type).replace(/[[\]!]/g, "")) as unknown as NamedType;
const isInputObject = (named: NamedType) =>
  typeof named.getFields === "function" && !("getInterfaces" in named);

/** A value of the right type: what the other arguments hold while one is fuzzed. */
function baseValue(type: TypeRef): unknown {
  if (isNonNull(type)) return baseValue(type.ofType as TypeRef);
  if (isList(type)) return [baseValue(type.ofType as TypeRef)];
  const named = namedOf(type);
  if (named.getValues) return named.getValues()[0]?.name;
  if (isInputObject(named)) return requiredFieldsOf(named);
  switch (named.name) {
    case "Int":
    case "Float":
    case "Rupiah":
      return 1;
    case "Boolean":
      return false;
    case "ID":
      return "1";
    case "JSON":
    case "JSONObject":
      return {};
    default:
      return "x";
  }
}

function requiredFieldsOf(named: NamedType): Record<string, unknown> {
  const fields = Object.values(named.getFields?.() ?? {});
  return Object.fromEntries(
    fields.filter((field) => isNonNull(field.type)).map((f) => [f.name, baseValue(f.type)]),
  );
}

/** The bad values for one argument or input field of `type`, labelled by their path. */
function casesFor(type: TypeRef, path: string, nesting = 0): FuzzValue[] {
  const inner = isNonNull(type) ? (type.ofType as TypeRef) : type;
  const at = (values: readonly FuzzValue[]) =>
    values.map((c) => ({ label: `${path}=${c.label}`, value: c.value }));
  // An input object's fields get the shorter lists: they are many (an agent has 26), and
  // the full lists are already tried on every argument.
  const cases = at(nesting === 0 ? WRONG_TYPES : WRONG_TYPES_SHORT);
  const texts = nesting === 0 ? TEXTS : TEXTS_SHORT;
  if (isList(inner)) {
    const item = inner.ofType as TypeRef;
    cases.push(...at(LIST_SHAPES(baseValue(item))));
    if (nesting < 2)
      for (const c of casesFor(item, `${path}[0]`, nesting + 1))
        cases.push({ label: c.label, value: [c.value] });
    return cases;
  }
  const named = namedOf(inner);
  if (named.getValues) {
    const values = named.getValues().map((value) => value.name);
    cases.push(...at(values.map((value) => ({ label: value, value }))));
    cases.push(...at([{ label: "lower case", value: values[0]?.toLowerCase() }]));
    return cases;
  }
  if (isInputObject(named)) {
    const base = requiredFieldsOf(named);
    cases.push(...at([{ label: "unknown field", value: { ...base, zzz: 1 } }]));
    if (nesting < 2)
      for (const field of Object.values(named.getFields?.() ?? {}))
        for (const c of casesFor(field.type, `${path}.${field.name}`, nesting + 1))
          cases.push({ label: c.label, value: { ...base, [field.name]: c.value } });
    return cases;
  }
  switch (named.name) {
    case "Int":
      return [...cases, ...at(INTEGERS)];
    case "Float":
    case "Rupiah":
      return [...cases, ...at(FLOATS)];
    case "Boolean":
      return cases;
    case "JSON":
    case "JSONObject":
      return [...at(JSON_VALUES)];
    default:
      return [...cases, ...at(texts)];
  }
}

// ---------------------------------------------------------------------------------------
// Sending and judging

type Root = "Query" | "Mutation";
type RootField = { name: string; args: InputField[]; type: TypeRef };

const rootFields = (root: Root): RootField[] =>
  Object.values(
    (schema.getType(root) as unknown as { getFields(): Record<string, RootField> }).getFields(),
  );

/** `__typename` under any object answer; a scalar answer takes no selection. */
const selectionFor = (field: RootField) =>
  typeof (namedOf(field.type) as { getFields?: unknown }).getFields === "function"
    ? " { __typename }"
    : "";

/** The operation calling `field` with every argument a variable of its declared type. */
function operationFor(root: Root, field: RootField): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const keyword = root === "Query" ? "query" : "mutation";
  return `${keyword} Fuzz${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selectionFor(field)} }`;
}

type GraphQLErrorJson = { message?: string; extensions?: { code?: string } };

/** What is wrong with the answer to one case, or null when it is an honest answer. */
async function fault(query: string, variables: Record<string, unknown>): Promise<string | null> {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { ...bearer(token), "content-type": "application/json", accept: "application/json" },
    payload: toJsonText({ query, variables }),
  });
  if (response.statusCode >= 500)
    return `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`;
  let body: { errors?: GraphQLErrorJson[] };
  try {
    body = response.json();
  } catch {
    return `not JSON (HTTP ${response.statusCode}): ${response.body.slice(0, 300)}`;
  }
  const masked = (body.errors ?? []).find(
    (error) =>
      error.extensions?.code === "INTERNAL_SERVER_ERROR" || error.message === "Unexpected error.",
  );
  return masked ? `masked: ${JSON.stringify(masked).slice(0, 300)}` : null;
}

/** Runs `cases` a few at a time and lists the faults, each with its case's label. */
async function faultsOf(
  cases: readonly { label: string; query: string; variables: Record<string, unknown> }[],
): Promise<string[]> {
  const faults: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const c = cases[i] as (typeof cases)[number];
      const problem = await fault(c.query, c.variables);
      if (problem) faults.push(`${c.label} → ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return faults.sort();
}

/** Every case of one root field: each argument fuzzed while the others hold base values. */
function casesOf(root: Root, field: RootField) {
  const query = operationFor(root, field);
  const base = Object.fromEntries(
    field.args.filter((arg) => isNonNull(arg.type)).map((arg) => [arg.name, baseValue(arg.type)]),
  );
  const cases = [{ label: "base values", query, variables: base }];
  for (const arg of field.args)
    for (const c of casesFor(arg.type, arg.name))
      cases.push({ label: c.label, query, variables: { ...base, [arg.name]: c.value } });
  return cases;
}

/** Logging out would end the session every other case uses: it runs last, on its own. */
const LAST = new Set(["logout"]);

describe.each(["Query", "Mutation"] as const)("every %s field", (root) => {
  const fields = rootFields(root).filter((field) => !LAST.has(field.name));
  it.each(fields.map((field) => [field.name, field] as const))(
    "%s: bad arguments are client errors, never masked",
    async (_name, field) => {
      expect(await faultsOf(casesOf(root, field))).toEqual([]);
    },
    // Hundreds of requests for an input of 26 fields: seconds, or more on a busy machine.
    120_000,
  );
});

describe("literal arguments", () => {
  it("a deeply nested JSON literal in the query text is a client error", async () => {
    let literal = "1";
    for (let i = 0; i < DEEP; i++) literal = `{a: ${literal}}`;
    const query = `mutation { createAgent(input: {fullName: "x", nik: "x", phoneNumber: "x", joinDate: "x", contractType: "x", branchId: 1, customData: ${literal}}) { __typename } }`;
    expect(await fault(query, {})).toBeNull();
  });

  it("a deeply nested JSON variable inside an input object is a client error", async () => {
    const query =
      'mutation ($d: JSONObject) { createAgent(input: {fullName: "x", nik: "x", phoneNumber: "x", joinDate: "x", contractType: "x", branchId: 1, customData: $d}) { __typename } }';
    expect(await fault(query, { d: deepObject(DEEP) })).toBeNull();
  });
});

describe("logout", () => {
  it("answers without a masked error, and only then is the session gone", async () => {
    expect(await fault("mutation { logout }", {})).toBeNull();
  });
});
