import { type CombinedError, mapExchange, type Operation } from "urql";

export type ErrorHandlers = {
  unauthorized: () => void;
  /** SESSION_CHANGED or CSRF: the session cookie is not this tab's session (issue 11 A4). */
  sessionChanged: () => void;
  forbidden: () => void;
  noAccess: (operation: Operation) => void;
  inactive: (which: "client" | "account") => void;
  failed: (error: CombinedError, operation: Operation) => void;
};

/**
 * SPEC §8 for every GraphQL call: 401 ends the session, 403 goes home with "Permission
 * Denied", 410 says "no access" (and a query redirects to /no-access); other query errors toast
 * "Something went wrong: …". Mutations' own errors are shown by their forms.
 */
export function errorExchange(handlers: ErrorHandlers) {
  return mapExchange({
    onError(error, operation) {
      const code = error.graphQLErrors[0]?.extensions["code"];
      const isLogin =
        operation.kind === "mutation" &&
        operation.query.definitions.some(
          (d) => d.kind === "OperationDefinition" && d.name?.value === "Login",
        );
      if (isLogin) return;
      switch (code) {
        case "UNAUTHENTICATED":
          return handlers.unauthorized();
        case "SESSION_CHANGED":
        case "CSRF":
          return handlers.sessionChanged();
        case "FORBIDDEN":
          return handlers.forbidden();
        case "NO_ACCESS":
          return handlers.noAccess(operation);
        case "CLIENT_INACTIVE":
          return handlers.inactive("client");
        case "ACCOUNT_INACTIVE":
          return handlers.inactive("account");
      }
      // The session's own polling reports its failures itself (one toast, not two).
      if (operation.kind === "query" && !operation.context["silent"])
        handlers.failed(error, operation);
    },
  });
}
