import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { AuditLogPage, auditExportPath, auditQueryFilter } from "../components/AuditLogPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/settings/audit-log")!;

type Call = { name: string; variables: Record<string, unknown> };

const operationName = (query: DocumentNode) =>
  query.definitions.find((d) => d.kind === "OperationDefinition")?.name?.value ?? "";

const entry = {
  __typename: "AuditEntry",
  id: "41",
  // 16:30 UTC is 23:30 WIB.
  createdAt: "2025-03-01T16:30:00.000Z",
  timezone: "Asia/Jakarta",
  timezoneLabel: "WIB",
  actorType: "user",
  actorUserId: 1,
  actorLabel: "Admin Maju",
  action: "user.update",
  entityType: "user",
  entityId: "9",
  changes: [{ __typename: "FieldChange", field: "fullname", before: "Rina", after: "Rina W." }],
};

function fakeClient(calls: Call[], items: unknown[] = [entry]): Client {
  return {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      const name = operationName(operation.query);
      calls.push({ name, variables: operation.variables });
      const data =
        name === "AuditLog"
          ? {
              auditLog: {
                __typename: "AuditPage",
                items,
                totalItems: items.length,
                limit: 20,
                page: 1,
              },
            }
          : { users: { __typename: "UserPage", items: [] } };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
  } as unknown as Client;
}

function renderPage(items?: unknown[]) {
  const calls: Call[] = [];
  const location = memoryLocation({ path: "/settings/audit-log" });
  render(
    <Provider value={fakeClient(calls, items)}>
      <I18nProvider language="en">
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <AuditLogPage route={route} />
          </main>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { lastList: () => calls.filter((call) => call.name === "AuditLog").at(-1)?.variables };
}

describe("AuditLogPage", () => {
  it("has no detectable accessibility violations", async () => {
    renderPage();
    await screen.findByText("Admin Maju");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("shows when in the client's zone, and opens an entry to its before and after", async () => {
    renderPage();
    await screen.findByText("01-03-2025 23:30 WIB");
    expect(screen.queryByText("Rina W.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByRole("cell", { name: "Rina" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Rina W." })).toBeTruthy();
  });

  it("shows the empty state", async () => {
    renderPage([]);
    await screen.findByText("No audit entries match these filters");
  });

  it("asks with the dates as yyyy-MM-dd, and not at all while a date is not one", async () => {
    const { lastList } = renderPage();
    await screen.findByText("Admin Maju");
    await userEvent.type(screen.getByRole("textbox", { name: "From" }), "01-03-2025");
    await waitFor(() => expect(lastList()).toMatchObject({ filter: { from: "2025-03-01" } }));
    await userEvent.type(screen.getByRole("textbox", { name: "To" }), "31-02-2025");
    expect(await screen.findByText("To must be a date written dd-MM-yyyy")).toBeTruthy();
    expect(lastList()?.["filter"]).not.toHaveProperty("to", expect.anything());
  });
});

describe("the export's filters", () => {
  it("are the list's", () => {
    const { filter, bad } = auditQueryFilter({
      q: " budi ",
      actor: "3",
      entity: "user",
      action: "user.create",
      from: "01-03-2025",
      to: "",
    });
    expect(bad).toEqual({ from: false, to: false });
    expect(auditExportPath(filter)).toBe(
      "/api/main/v1/client/audit-log/export?q=budi&actor=3&entity=user&action=user.create&from=2025-03-01",
    );
  });
});
