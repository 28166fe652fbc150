import { type DocumentNode, GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { SESSION_PROOF_MISSING_MESSAGES } from "../domain/errors.ts";
import { SESSION_HANDLE_HEADER, sessionCookieOf } from "./services.ts";

/** No session is known here: the browser's first language decides (as for login). */
const languageOf = (headers: Headers) =>
  /^\s*(id|in)\b/i.test(headers.get("accept-language") ?? "") ? "id" : "en";

/** Mutations a browser may send without a session: signing in needs none. */
const WITHOUT_SESSION = new Set(["login"]);

/**
 * A mutation authenticated by the console's session cookie must name its session in
 * X-Tenaga-Session (issue 11 A4), whatever REST routes its resolvers call: refused here with
 * 401 CSRF before anything runs. The services compare the handle with the cookie's session
 * (SESSION_CHANGED) and refuse a non-GET route without it too; reads need no handle (the
 * console's restore, `me`, is how a tab learns it).
 */
export function sessionProofPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const headers = (args.contextValue as { request: Request }).request.headers;
      if (headers.get("authorization") || headers.get(SESSION_HANDLE_HEADER)) return;
      if (sessionCookieOf(headers.get("cookie")) === null) return;
      const operation = (args.document as DocumentNode).definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (args.operationName == null || definition.name?.value === args.operationName),
      );
      if (operation?.operation !== "mutation") return;
      const fields = operation.selectionSet.selections;
      if (
        fields.every((field) => field.kind === Kind.FIELD && WITHOUT_SESSION.has(field.name.value))
      )
        return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(SESSION_PROOF_MISSING_MESSAGES[languageOf(headers)], {
            extensions: { code: "CSRF", status: 401 },
          }),
        ],
      });
    },
  };
}
