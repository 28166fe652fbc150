import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from "graphql";
import { isNestedDeeperThan, MAX_JSON_DEPTH } from "../../../domain/validation.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An argument nested past MAX_JSON_DEPTH is refused where it comes in: passed on, it
 * overflowed JSON.stringify on the way to the service and came back as "Unexpected error."
 * (issue 11 A5).
 */
function shallow<T>(scalar: string, value: T): T {
  if (isNestedDeeperThan(value))
    throw new GraphQLError(`${scalar} may nest at most ${MAX_JSON_DEPTH} levels deep`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  return value;
}

/** Any JSON value: an additional-data value, a changed field's before/after. */
export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => shallow("JSON", value),
  parseLiteral: (ast, variables) => shallow("JSON", valueFromASTUntyped(ast, variables)),
});

const notAnObject = (value: unknown) =>
  new GraphQLError(`JSONObject must be an object; got ${JSON.stringify(value)}`, {
    extensions: { code: "BAD_USER_INPUT" },
  });

/** A JSON object: an agent's additional data keyed by AgentField.key. */
export const JSONObject = new GraphQLScalarType({
  name: "JSONObject",
  serialize(value) {
    if (isObject(value)) return value;
    throw new GraphQLError("JSONObject cannot represent a non-object value");
  },
  parseValue(value) {
    if (isObject(value)) return shallow("JSONObject", value);
    throw notAnObject(value);
  },
  parseLiteral(ast, variables) {
    const value = valueFromASTUntyped(ast, variables);
    if (isObject(value)) return shallow("JSONObject", value);
    throw notAnObject(value);
  },
});
