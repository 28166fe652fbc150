import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GraphQLError } from "graphql";
import type { ReactNode } from "react";
import { Client, CombinedError, type Exchange, makeResult, type Operation, Provider } from "urql";
import { filter, map, pipe } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES, type RouteDefinition } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";

/** What the fake gateway answers for an operation: data, or GraphQL errors. */
export type Answer = { data?: unknown; errors?: Partial<GraphQLError>[] };
export type Answerer = (name: string, variables: Record<string, unknown>) => Answer | undefined;

/** Operation name of a document. */
export function operationName(operation: Operation): string {
  for (const definition of operation.query.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) {
      return definition.name.value;
    }
  }
  return "";
}

/**
 * A real urql client whose only exchange answers from `answer`, so screens run their real
 * documents and hooks; every operation sent is recorded.
 */
export function fakeClient(answer: Answerer) {
  const operations: { name: string; kind: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== "teardown"),
      map((operation) => {
        const name = operationName(operation);
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        operations.push({ name, kind: operation.kind, variables });
        const reply = answer(name, variables) ?? { data: null };
        if (reply.errors) {
          return makeResult(operation, {
            data: null,
            errors: reply.errors.map((e) => ({
              message: e.message ?? "error",
              extensions: e.extensions ?? {},
            })),
          } as never);
        }
        return makeResult(operation, { data: reply.data } as never);
      }),
    );
  const client = new Client({
    url: "/graphql",
    exchanges: [exchange],
    fetchOptions: () => ({ headers: { authorization: "Bearer test-token" } }),
  });
  return { client, operations };
}

export function routeOf(pattern: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return route;
}

/** Renders a screen as the console would: language, GraphQL, router at `path`, leave guard. */
export function renderScreen(
  ui: ReactNode,
  {
    path,
    answer,
    language = "en",
    pattern,
  }: { path: string; answer: Answerer; language?: Language; pattern?: string },
) {
  const { client, operations } = fakeClient(answer);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider language={language}>
      <Provider value={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>{pattern ? <Route path={pattern}>{ui}</Route> : ui}</main>
          </LeaveGuardProvider>
        </Router>
        <AppToaster />
      </Provider>
    </I18nProvider>,
  );
  return { ...view, client, operations, location, user: userEvent.setup({ delay: null }) };
}

export { CombinedError };
