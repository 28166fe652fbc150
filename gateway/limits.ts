import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  type SelectionSetNode,
  Source,
  TokenKind,
  type ValidationContext,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * What one GraphQL operation may ask of the gateway, checked with the validation rules
 * before anything runs (every field below becomes REST calls):
 * - at most {@link MAX_DEPTH} fields deep (the console's deepest operation is 5);
 * - at most {@link MAX_ALIASES} aliases (each alias of a field is another call);
 * - at most {@link MAX_FIELD_VISITS} fields once fragments are spread (a fragment spread
 *   in a fragment spread... multiplies);
 * - fields that cost one REST call per parent ({@link ONE_PARENT_ONLY}) only where the
 *   parent is one object (`agent(id)`, a mutation's answer), not the items of a list,
 *   where they would make one call per item.
 * Introspection counts like any other field (issue 11 A1: thousands of aliased `__schema`
 * selections answered half a gigabyte), with two allowances of its own:
 * - under `__schema` or `__type` the depth may reach {@link MAX_INTROSPECTION_DEPTH}, since
 *   the standard introspection query (GraphiQL's, graphql-js `getIntrospectionQuery`, with
 *   nine `ofType` levels) nests 15 fields;
 * - `__schema` at most {@link MAX_SCHEMA_SELECTIONS} times: one schema is all a tool needs.
 */
export const MAX_DEPTH = 10;
export const MAX_INTROSPECTION_DEPTH = 16;
export const MAX_ALIASES = 30;
export const MAX_FIELD_VISITS = 5_000;
export const MAX_SCHEMA_SELECTIONS = 1;
/**
 * Tokens the parser reads before giving up: the standard introspection query has about 180,
 * the console's largest document well under 100.
 */
export const MAX_TOKENS = 5_000;

/** The introspection entry points; `__typename` is an ordinary (cheap) field. */
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(["__schema", "__type"]);

/** Type → fields resolved by one REST call per parent object. */
export const ONE_PARENT_ONLY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Agent", new Set(["timeline"])],
]);

export type OperationShape = {
  /** Depth of the ordinary fields. */
  depth: number;
  /** Depth of the fields inside `__schema` / `__type` (counted from the root). */
  introspectionDepth: number;
  /** `__schema` selections, fragments spread. */
  schemaSelections: number;
  aliases: number;
  /** Field visits, fragments spread; stops counting past MAX_FIELD_VISITS. */
  visits: number;
  /** "Agent.timeline" where selected under a list. */
  perItemCalls: string[];
};

/**
 * Types are read by their printed form and their methods, never with graphql's `isListType`
 * and friends: those test `instanceof`, and the schema yoga builds can come from the other
 * copy of graphql (CommonJS beside ESM), where they would answer false (or throw).
 */
const namedTypeOf = (schema: GraphQLSchema, type: unknown): GraphQLNamedType | undefined =>
  type ? (schema.getType(String(type).replace(/[[\]!]/g, "")) ?? undefined) : undefined;

/** True when the type is a list at any wrapping ([Agent!]!, [Agent]). */
const wrapsList = (type: unknown) => type !== undefined && String(type).includes("[");

const fieldsOf = (type: GraphQLNamedType | undefined) =>
  type && typeof (type as { getFields?: unknown }).getFields === "function"
    ? (type as { getFields(): Record<string, { type: unknown }> }).getFields()
    : undefined;

/** Measures one operation of a document whose fragments are `fragments`. */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): OperationShape {
  const shape: OperationShape = {
    depth: 0,
    introspectionDepth: 0,
    schemaSelections: 0,
    aliases: 0,
    visits: 0,
    perItemCalls: [],
  };
  const perItem = new Set<string>();
  const spreading: string[] = [];

  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    depth: number,
    inList: boolean,
    introspecting: boolean,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (shape.visits > MAX_FIELD_VISITS) return;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const inIntrospection = introspecting || INTROSPECTION_ROOTS.has(name);
        shape.visits += 1;
        if (selection.alias) shape.aliases += 1;
        if (name === "__schema") shape.schemaSelections += 1;
        if (inIntrospection)
          shape.introspectionDepth = Math.max(shape.introspectionDepth, depth + 1);
        else shape.depth = Math.max(shape.depth, depth + 1);
        // Introspection types are not in the schema's type map by these names' fields: its
        // subtree has no per-item calls and no schema types to follow.
        const field = inIntrospection ? undefined : fieldsOf(parent)?.[name];
        if (inList && parent && ONE_PARENT_ONLY.get(parent.name)?.has(name))
          perItem.add(`${parent.name}.${name}`);
        if (selection.selectionSet)
          walk(
            selection.selectionSet,
            namedTypeOf(schema, field?.type),
            depth + 1,
            inList || wrapsList(field?.type),
            inIntrospection,
          );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        walk(selection.selectionSet, type ?? undefined, depth, inList, introspecting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is NoFragmentCyclesRule's to report; an unknown fragment KnownFragmentNames'.
        if (!fragment || spreading.includes(name)) continue;
        spreading.push(name);
        walk(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          depth,
          inList,
          introspecting,
        );
        spreading.pop();
      }
    }
  };

  const root = schema.getRootType(operation.operation) ?? undefined;
  walk(operation.selectionSet, root, 0, false, false);
  shape.perItemCalls = [...perItem];
  return shape;
}

/** A 400 whatever the Accept header (yoga answers a spec validation error 200 to application/json). */
const refused = (message: string, node: OperationDefinitionNode) =>
  new GraphQLError(message, {
    nodes: node,
    extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
  });

/** Every limit the document's operations exceed, as validation errors (none: within limits). */
export function limitErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const shape = measureOperation(schema, operation, fragments);
    const name = operation.name ? `Operation ${operation.name.value}` : "The operation";
    if (shape.visits > MAX_FIELD_VISITS)
      errors.push(
        refused(
          `${name} is too large: it selects more than ${MAX_FIELD_VISITS} fields once its fragments are spread.`,
          operation,
        ),
      );
    if (shape.depth > MAX_DEPTH)
      errors.push(
        refused(
          `${name} is too deep: its fields nest ${shape.depth} levels; at most ${MAX_DEPTH} are allowed.`,
          operation,
        ),
      );
    if (shape.introspectionDepth > MAX_INTROSPECTION_DEPTH)
      errors.push(
        refused(
          `${name} is too deep: its introspection fields nest ${shape.introspectionDepth} levels; at most ${MAX_INTROSPECTION_DEPTH} are allowed.`,
          operation,
        ),
      );
    if (shape.schemaSelections > MAX_SCHEMA_SELECTIONS)
      errors.push(
        refused(
          `${name} asks for the schema ${shape.schemaSelections} times; ask for __schema once.`,
          operation,
        ),
      );
    if (shape.aliases > MAX_ALIASES)
      errors.push(
        refused(
          `${name} uses too many aliases: ${shape.aliases}; at most ${MAX_ALIASES} are allowed.`,
          operation,
        ),
      );
    for (const field of shape.perItemCalls)
      errors.push(
        refused(
          `${field} is read for one ${field.split(".")[0]} at a time (it costs a call each): ask for it on agent(id: …), not on the items of a list.`,
          operation,
        ),
      );
  }
  return errors;
}

/** The same limits as a validation rule (for graphql-js `validate`). */
export function operationLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(document) {
      for (const error of limitErrors(context.getSchema(), document)) context.reportError(error);
    },
  };
}

/**
 * The yoga plugin: a document of more than {@link MAX_TOKENS} tokens is not parsed, and the
 * operations are held to the limits BEFORE graphql-js validation, which walks the whole document with type
 * information once per request (about a second for 100 kB of aliases on a busy machine);
 * measuring stops counting past MAX_FIELD_VISITS, so refusing costs little.
 */
export function operationLimitsPlugin(): Plugin {
  return {
    // Before parsing, so a refusal is a plain 400: yoga marks parse errors as the spec's,
    // which it answers 200 to an `Accept: application/json` caller.
    onParams({ params, setResult }) {
      // A token takes at least one character: a text no longer than the limit is within it,
      // and the console's operations are (issue 19: the lexing was paid on every request).
      if (
        typeof params.query === "string" &&
        params.query.length > MAX_TOKENS &&
        exceedsTokens(params.query, MAX_TOKENS)
      )
        setResult({
          errors: [
            new GraphQLError(
              `The operation is too long: more than ${MAX_TOKENS} tokens; send a smaller operation.`,
              { extensions: { code: "GRAPHQL_PARSE_FAILED", http: { status: 400 } } },
            ),
          ],
        });
    },
    onValidate({ params, setResult }) {
      const errors = cachedLimitErrors(params.schema, params.documentAST);
      if (errors.length > 0) setResult(errors);
    },
  };
}

/**
 * Issue 19: yoga's parser cache answers the same document object for the same text, so the
 * limits of a document are computed once per schema, not on every request (its validation
 * cache skips graphql-js's rules, not this plugin).
 */
const limitCache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();
function cachedLimitErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  let bySchema = limitCache.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    limitCache.set(schema, bySchema);
  }
  let errors = bySchema.get(document);
  if (!errors) {
    errors = limitErrors(schema, document);
    bySchema.set(document, errors);
  }
  return [...errors];
}

/** True when the text holds more than `max` GraphQL tokens (reads at most max + 1 of them). */
export function exceedsTokens(text: string, max: number): boolean {
  const lexer = new Lexer(new Source(text));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count++)
      if (count >= max) return true;
  } catch {
    return false; // a syntax error: the parser reports it
  }
  return false;
}
