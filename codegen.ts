import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed documents for the console from the gateway's schema files. */
const config: CodegenConfig = {
  schema: "gateway/schema/*/schema.graphql",
  documents: [
    "src/**/*.{ts,tsx}",
    "!src/gql/**/*",
    "!src/**/__tests__/**",
    "!src/**/*.test.{ts,tsx}",
  ],
  ignoreNoDocuments: true,
  generates: {
    "src/gql/": {
      preset: "client",
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Custom scalars as the gateway serialises them.
        scalars: { Rupiah: "number", JSON: "unknown", JSONObject: "Record<string, unknown>" },
      },
      presetConfig: { fragmentMasking: { unmaskFunctionName: "useFragment" } },
    },
  },
};

export default config;
