import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSchema } from "graphql-yoga";
import type { GatewayContext } from "./context.ts";
import { resolvers } from "./resolvers/index.ts";

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "schema");

/** Schema-first: one `schema.graphql` per module under gateway/schema/. */
export const typeDefs = readdirSync(SCHEMA_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a === "base" ? -1 : b === "base" ? 1 : a.localeCompare(b)))
  .map((name) => readFileSync(path.join(SCHEMA_DIR, name, "schema.graphql"), "utf8"));

export const schema = createSchema<GatewayContext>({ typeDefs, resolvers });
