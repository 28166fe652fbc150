import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from "graphql";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Any JSON value: an additional-data value, a changed field's before/after. */
export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
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
    if (isObject(value)) return value;
    throw notAnObject(value);
  },
  parseLiteral(ast, variables) {
    const value = valueFromASTUntyped(ast, variables);
    if (isObject(value)) return value;
    throw notAnObject(value);
  },
});
