import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

const wholeRupiah = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value);

const refuse = (value: unknown) =>
  new GraphQLError(`Rupiah must be a whole number of rupiah; got ${JSON.stringify(value)}`, {
    extensions: { code: "BAD_USER_INPUT" },
  });

/**
 * A whole number of rupiah as a JSON number. GraphQL's Int stops at 2,147,483,647 — less than
 * a year's gross of a well-paid employee — so money needs its own scalar. Signs are the
 * service's business (a last-period refund is negative; a negative gross is its 400).
 */
export const Rupiah = new GraphQLScalarType({
  name: "Rupiah",
  serialize(value) {
    if (wholeRupiah(value)) return value;
    throw new GraphQLError(`Rupiah cannot represent ${JSON.stringify(value)}`);
  },
  parseValue(value) {
    if (wholeRupiah(value)) return value;
    throw refuse(value);
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.INT) {
      const value = Number(ast.value);
      if (wholeRupiah(value)) return value;
    }
    throw refuse("value" in ast ? ast.value : ast.kind);
  },
});
