import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getIntrospectionQuery,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
} from "graphql";
import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it, vi } from "vitest";
import {
  INTROSPECTION_SIGNED_IN_MESSAGE,
  MAX_REQUEST_BYTES,
  MAX_RESPONSE_BYTES,
  REQUEST_TOO_LARGE_MESSAGE,
  RESPONSE_TOO_LARGE_MESSAGE,
  responseSizePlugin,
} from "./guards.ts";
import {
  MAX_ALIASES,
  MAX_DEPTH,
  MAX_FIELD_VISITS,
  MAX_INTROSPECTION_DEPTH,
  MAX_TOKENS,
  measureOperation,
  operationLimitsRule,
} from "./limits.ts";
import { schema } from "./schema.ts";
import { createGateway } from "./yoga.ts";

const check = (query: string, against: GraphQLSchema) =>
  validate(against, parse(query), [...specifiedRules, operationLimitsRule]).map((e) => e.message);

/** A schema with a recursive type, to build any depth. */
const tree = buildSchema(`
  type Node { id: Int, child: Node, children: [Node!]! }
  type Query { node: Node, nodes: [Node!]! }
`);
const nested = (levels: number) =>
  `{ node { ${"child { ".repeat(levels - 2)}id${" }".repeat(levels - 2)} } }`;

describe("operation limits (gateway/limits.ts)", () => {
  it(`allows ${MAX_DEPTH} levels and refuses ${MAX_DEPTH + 1}`, () => {
    expect(check(nested(MAX_DEPTH), tree)).toEqual([]);
    expect(check(nested(MAX_DEPTH + 1), tree)).toEqual([
      `The operation is too deep: its fields nest ${MAX_DEPTH + 1} levels; at most ${MAX_DEPTH} are allowed.`,
    ]);
  });

  it("counts the depth through fragments and inline fragments", () => {
    const query = `query Deep { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { ${"child { ".repeat(7)}id${" }".repeat(7)} }`;
    expect(check(query, tree)).toEqual([
      `Operation Deep is too deep: its fields nest 11 levels; at most ${MAX_DEPTH} are allowed.`,
    ]);
  });

  it(`allows ${MAX_ALIASES} aliases and refuses ${MAX_ALIASES + 1}, counted per spread`, () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(" ")} }`;
    expect(check(aliases(MAX_ALIASES), tree)).toEqual([]);
    expect(check(aliases(MAX_ALIASES + 1), tree)).toEqual([
      `The operation uses too many aliases: ${MAX_ALIASES + 1}; at most ${MAX_ALIASES} are allowed.`,
    ]);
    // 16 aliases in a fragment spread twice: 32.
    const fragment = `fragment F on Query { ${Array.from({ length: 16 }, (_, i) => `f${i}: node { id }`).join(" ")} }`;
    expect(check(`{ ...F ... on Query { ...F } } ${fragment}`, tree)).toHaveLength(1);
  });

  it("refuses a fragment bomb by the fields it would select, and never loops on a cycle", () => {
    // Each level spreads the one below ten times: 10^5 selections from a tiny text.
    const levels = ["fragment L0 on Node { id }"];
    for (let i = 1; i <= 5; i++)
      levels.push(
        `fragment L${i} on Node { ${Array.from({ length: 10 }, () => `...L${i - 1}`).join(" ")} }`,
      );
    const bomb = check(`{ node { ...L5 } } ${levels.join(" ")}`, tree);
    expect(bomb).toContain(
      `The operation is too large: it selects more than ${MAX_FIELD_VISITS} fields once its fragments are spread.`,
    );
    const cycle = check(
      "{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { ...A }",
      tree,
    );
    expect(cycle.some((message) => /Cannot spread fragment "A" within itself/.test(message))).toBe(
      true,
    );
  });

  // Through the gateway itself: its schema may come from graphql's other (CommonJS) copy.
  const gateway = createGateway({
    services: () => ({
      main: "http://127.0.0.1:9/main",
      hcm: "http://127.0.0.1:9/hcm",
      file: "http://127.0.0.1:9/file",
    }),
    graphiql: false,
  });
  /** A POST to /graphql; `declared` false sends the body as a stream of unknown length. */
  const post = (yoga: typeof gateway, body: string, declared = true) =>
    yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(declared ? { "content-length": String(Buffer.byteLength(body)) } : {}),
      },
      body: declared
        ? body
        : new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(body));
              controller.close();
            },
          }),
      ...(declared ? {} : { duplex: "half" }),
    } as RequestInit);
  const errorsThroughGateway = async (query: string) => {
    // An allowed operation runs and fails to reach the (absent) services: that is logged.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await gateway.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    quiet.mockRestore();
    return (body.errors ?? [])
      .filter((error) => error.extensions?.code === "GRAPHQL_VALIDATION_FAILED")
      .map((error) => error.message);
  };

  it("lets the standard introspection query through (GraphiQL's, codegen's), answered within the size cap", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      inputValueDeprecation: true,
      schemaDescription: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
    });
    expect(await errorsThroughGateway(query)).toEqual([]);
    const response = await post(gateway, JSON.stringify({ query }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(50);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_RESPONSE_BYTES / 4);
  });

  it("counts introspection fields: aliased __schema selections (issue 11 A1) are refused", async () => {
    const abusive = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: __schema { types { fields { name } } }`).join(" ")} }`;
    expect(await errorsThroughGateway(abusive(MAX_ALIASES + 1))).toEqual([
      `The operation asks for the schema ${MAX_ALIASES + 1} times; ask for __schema once.`,
      `The operation uses too many aliases: ${MAX_ALIASES + 1}; at most ${MAX_ALIASES} are allowed.`,
    ]);
    expect(await errorsThroughGateway(abusive(2))).toEqual([
      "The operation asks for the schema 2 times; ask for __schema once.",
    ]);
    // Through a fragment spread twice: the same count.
    expect(
      await errorsThroughGateway(
        "{ ...S ... on Query { ...S } } fragment S on Query { __schema { queryType { name } } }",
      ),
    ).toEqual(["The operation asks for the schema 2 times; ask for __schema once."]);
    // __type is counted among the aliases and the field visits like any field.
    const types = Array.from(
      { length: MAX_ALIASES + 1 },
      (_, i) => `t${i}: __type(name: "Agent") { name }`,
    );
    expect(await errorsThroughGateway(`{ ${types.join(" ")} }`)).toEqual([
      `The operation uses too many aliases: ${MAX_ALIASES + 1}; at most ${MAX_ALIASES} are allowed.`,
    ]);
  });

  it(`allows introspection ${MAX_INTROSPECTION_DEPTH} levels deep and refuses ${MAX_INTROSPECTION_DEPTH + 1}`, async () => {
    // __schema types fields type + n ofType + name
    const deep = (levels: number) => {
      const ofTypes = levels - 5;
      return `{ __schema { types { fields { type { ${"ofType { ".repeat(ofTypes)}name${" }".repeat(ofTypes)} } } } } }`;
    };
    expect(await errorsThroughGateway(deep(MAX_INTROSPECTION_DEPTH))).toEqual([]);
    expect(await errorsThroughGateway(deep(MAX_INTROSPECTION_DEPTH + 1))).toEqual([
      `The operation is too deep: its introspection fields nest ${MAX_INTROSPECTION_DEPTH + 1} levels; at most ${MAX_INTROSPECTION_DEPTH} are allowed.`,
    ]);
  });

  it(`stops parsing after ${MAX_TOKENS} tokens with a 400`, async () => {
    const response = await post(
      gateway,
      JSON.stringify({ query: `{ ${"__typename ".repeat(MAX_TOKENS)} }` }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors.map((error) => error.message)).toEqual([
      `The operation is too long: more than ${MAX_TOKENS} tokens; send a smaller operation.`,
    ]);
  });

  it("refuses a request body over the limit with 413, declared or chunked", async () => {
    const big = JSON.stringify({ query: `{ ${"__typename ".repeat(MAX_REQUEST_BYTES / 10)} }` });
    for (const declared of [true, false]) {
      const response = await post(gateway, big, declared);
      expect(response.status, `content-length declared: ${declared}`).toBe(413);
      expect(await response.json()).toEqual({
        errors: [{ message: REQUEST_TOO_LARGE_MESSAGE, extensions: { code: "REQUEST_TOO_LARGE" } }],
      });
    }
    const small = await post(gateway, JSON.stringify({ query: "{ __typename }" }), false);
    expect(await small.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("in production, answers introspection to signed-in callers only", async () => {
    const signedIn = createGateway({
      services: () => ({ main: "http://127.0.0.1:9/main", hcm: "", file: "" }),
      introspection: "signed-in",
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(
      signedIn,
      JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
    );
    quiet.mockRestore();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: INTROSPECTION_SIGNED_IN_MESSAGE,
          extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
        },
      ],
    });
    // __typename is no introspection.
    const typename = await post(signedIn, JSON.stringify({ query: "{ __typename }" }));
    expect(await typename.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("replaces an answer over the size cap by a 400 error, and passes one under it as is", async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: "type Query { text(bytes: Int!): String! }",
        resolvers: {
          Query: { text: (_: unknown, args: { bytes: number }) => "x".repeat(args.bytes) },
        },
      }),
      plugins: [responseSizePlugin()],
      logging: false,
    });
    const ask = (bytes: number) =>
      post(yoga as never, JSON.stringify({ query: `{ text(bytes: ${bytes}) }` }));
    const over = await ask(MAX_RESPONSE_BYTES);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      errors: [
        {
          message: RESPONSE_TOO_LARGE_MESSAGE,
          extensions: { code: "RESPONSE_TOO_LARGE", http: { status: 400 } },
        },
      ],
    });
    const under = await ask(1000);
    expect(under.status).toBe(200);
    expect(await under.json()).toEqual({ data: { text: "x".repeat(1000) } });
  });

  it("refuses Agent.timeline on a list's agents, allows it on agent(id) and on a mutation's agent", async () => {
    expect(
      await errorsThroughGateway("{ agents { items { id timeline { totalItems } } } }"),
    ).toEqual([
      "Agent.timeline is read for one Agent at a time (it costs a call each): ask for it on agent(id: …), not on the items of a list.",
    ]);
    expect(
      await errorsThroughGateway(
        "query { agents { items { ...T } } } fragment T on Agent { timeline { totalItems } }",
      ),
    ).toHaveLength(1);
    expect(await errorsThroughGateway("{ agent(id: 1) { timeline { totalItems } } }")).toEqual([]);
    expect(
      await errorsThroughGateway(
        'mutation { terminateAgent(id: 1, version: 1, input: { reason: "x", date: "2025-01-01" }) { timeline { totalItems } } }',
      ),
    ).toEqual([]);
  });

  it("holds the gateway's operations to the depth and alias limits", async () => {
    const chain = `${"teamLead { ".repeat(9)}id${" }".repeat(9)}`;
    expect(await errorsThroughGateway(`{ partner(id: 1) { ${chain} } }`)).toEqual([
      `The operation is too deep: its fields nest 11 levels; at most ${MAX_DEPTH} are allowed.`,
    ]);
    const aliases = Array.from({ length: 31 }, (_, i) => `m${i}: me { user { id } }`).join(" ");
    expect(await errorsThroughGateway(`{ ${aliases} }`)).toEqual([
      `The operation uses too many aliases: 31; at most ${MAX_ALIASES} are allowed.`,
    ]);
  });

  it("lets every operation of the console through", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "gql" && entry.name !== "node_modules") walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(full, "utf8").matchAll(
            /graphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([^`]*)`/g,
          ))
            sources.push(match[1] as string);
        }
      }
    };
    walk(path.resolve(import.meta.dirname, "../src"));
    const documents: DocumentNode[] = sources.map((source) => parse(source));
    const fragments = new Map<string, FragmentDefinitionNode>();
    const operations: OperationDefinitionNode[] = [];
    for (const document of documents)
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments.set(definition.name.value, definition);
        if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
      }
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      const shape = measureOperation(schema, operation, fragments);
      const name = operation.name?.value;
      expect(shape.depth, name).toBeLessThanOrEqual(MAX_DEPTH);
      expect(shape.aliases, name).toBeLessThanOrEqual(MAX_ALIASES);
      expect(shape.perItemCalls, name).toEqual([]);
    }
  });
});
