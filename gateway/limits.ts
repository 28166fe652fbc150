import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
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
 * Introspection (`__schema`, `__type`) is not counted: GraphiQL's own query is deep.
 */
export const MAX_DEPTH = 10;
export const MAX_ALIASES = 30;
export const MAX_FIELD_VISITS = 5_000;

/** Type → fields resolved by one REST call per parent object. */
export const ONE_PARENT_ONLY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Agent", new Set(["timeline"])],
]);

export type OperationShape = {
  depth: number;
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
  const shape: OperationShape = { depth: 0, aliases: 0, visits: 0, perItemCalls: [] };
  const perItem = new Set<string>();
  const spreading: string[] = [];

  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    depth: number,
    inList: boolean,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (shape.visits > MAX_FIELD_VISITS) return;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith("__")) continue;
        shape.visits += 1;
        if (selection.alias) shape.aliases += 1;
        shape.depth = Math.max(shape.depth, depth + 1);
        const field = fieldsOf(parent)?.[name];
        if (inList && parent && ONE_PARENT_ONLY.get(parent.name)?.has(name))
          perItem.add(`${parent.name}.${name}`);
        if (selection.selectionSet)
          walk(
            selection.selectionSet,
            namedTypeOf(schema, field?.type),
            depth + 1,
            inList || wrapsList(field?.type),
          );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        walk(selection.selectionSet, type ?? undefined, depth, inList);
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
        );
        spreading.pop();
      }
    }
  };

  const root = schema.getRootType(operation.operation) ?? undefined;
  walk(operation.selectionSet, root, 0, false);
  shape.perItemCalls = [...perItem];
  return shape;
}

const refused = (message: string, node: OperationDefinitionNode) =>
  new GraphQLError(message, {
    nodes: node,
    extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
  });

/** The validation rule: each operation of the document within the limits above. */
export function operationLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(document) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions)
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments.set(definition.name.value, definition);
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const shape = measureOperation(context.getSchema(), operation, fragments);
        const name = operation.name ? `Operation ${operation.name.value}` : "The operation";
        if (shape.visits > MAX_FIELD_VISITS)
          context.reportError(
            refused(
              `${name} is too large: it selects more than ${MAX_FIELD_VISITS} fields once its fragments are spread.`,
              operation,
            ),
          );
        if (shape.depth > MAX_DEPTH)
          context.reportError(
            refused(
              `${name} is too deep: its fields nest ${shape.depth} levels; at most ${MAX_DEPTH} are allowed.`,
              operation,
            ),
          );
        if (shape.aliases > MAX_ALIASES)
          context.reportError(
            refused(
              `${name} uses too many aliases: ${shape.aliases}; at most ${MAX_ALIASES} are allowed.`,
              operation,
            ),
          );
        for (const field of shape.perItemCalls)
          context.reportError(
            refused(
              `${field} is read for one ${field.split(".")[0]} at a time (it costs a call each): ask for it on agent(id: …), not on the items of a list.`,
              operation,
            ),
          );
      }
    },
  };
}

/** The yoga plugin that adds the rule to every operation's validation. */
export function operationLimitsPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(operationLimitsRule);
    },
  };
}
