import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
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
import { BranchesPage } from "../components/BranchesPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/branches")!;

type Call = { name: string; variables: Record<string, unknown> };

function operationName(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === "OperationDefinition") return definition.name?.value ?? "";
  }
  return "";
}

const branch = (id: number, code: string, name: string) => ({
  __typename: "Branch",
  id,
  code,
  name,
  address: `Jl. ${name} No. ${id}`,
  provinceId: "31",
  province: { __typename: "Province", id: "31", name: "DKI Jakarta" },
  cityId: "31.71",
  city: { __typename: "City", id: "31.71", name: "Kota Jakarta Pusat" },
  latitude: -6.1754,
  longitude: 106.8272,
  timezone: "Asia/Jakarta",
  timezoneLabel: "WIB",
  status: "active",
  updatedAt: "2025-01-01T00:00:00Z",
});

const ENUMS = {
  systemEnums: [
    {
      name: "record_status",
      entries: [
        { value: "active", labels: { en: "Active", id: "Aktif" } },
        { value: "inactive", labels: { en: "Inactive", id: "Tidak Aktif" } },
      ],
    },
    {
      name: "timezone",
      entries: [{ value: "WIB", labels: { en: "Western Indonesia Time", id: "WIB" } }],
    },
  ],
};

/** A client answering the page's queries from fixtures and remembering what it was asked. */
function fakeClient(calls: Call[]): Client {
  return {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      const name = operationName(operation.query);
      calls.push({ name, variables: operation.variables });
      const data =
        name === "BranchList"
          ? {
              branches: {
                items: [branch(1, "JKT-01", "Jakarta Pusat"), branch(2, "JKT-02", "Jakarta Barat")],
                totalItems: 25,
                limit: 10,
                page: 2,
              },
            }
          : name === "OrgProvinces"
            ? { provinces: [{ id: "31", name: "DKI Jakarta" }] }
            : name === "OrgCities"
              ? { cities: [{ id: "31.71", name: "Kota Jakarta Pusat" }] }
              : ENUMS;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: () => fromValue({ data: null, stale: false, hasNext: false }),
  } as unknown as Client;
}

function renderAt(search: string) {
  const calls: Call[] = [];
  const location = memoryLocation({ path: `/branches${search}`, record: true });
  render(
    <Provider value={fakeClient(calls)}>
      <I18nProvider language="en">
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <BranchesPage route={route} />
          </main>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  const lastList = () => calls.filter((call) => call.name === "BranchList").at(-1)?.variables;
  return { location, lastList };
}

describe("BranchesPage", () => {
  it("has no detectable accessibility violations", async () => {
    renderAt("");
    await screen.findByText("Jakarta Pusat");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // axe over a whole screen takes a few seconds on a busy machine.
  }, 30_000);

  it("asks the server for what the URL says: search, filters, sort and page", async () => {
    const { lastList } = renderAt("?q=jakarta&status=inactive&tz=WIB&sort=-name&page=2&size=20");
    await screen.findByText("Jakarta Pusat");
    expect(lastList()).toMatchObject({
      limit: 20,
      page: 2,
      sort: "-name",
      filter: { q: "jakarta", status: "inactive", timezone: "WIB" },
    });
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe(
      "jakarta",
    );
    const header = screen.getByRole("columnheader", { name: /^Name/ });
    expect(header.getAttribute("aria-sort")).toBe("descending");
  });

  it("keeps a sort in the URL and goes back to page 1 (SPEC §4)", async () => {
    const { location, lastList } = renderAt("?page=2");
    await screen.findByText("Jakarta Pusat");
    const header = screen.getByRole("columnheader", { name: /^Code/ });
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(location.history.at(-1)).toBe("/branches?sort=code"));
    // A sort is a step Back can undo.
    expect(location.history).toEqual(["/branches?page=2", "/branches?sort=code"]);
    await waitFor(() => expect(lastList()).toMatchObject({ page: 1, sort: "code" }));
  });

  it("puts a typed search in the URL once typing pauses, on page 1", async () => {
    const { location, lastList } = renderAt("?page=3&status=active");
    await screen.findByText("Jakarta Pusat");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "barat");
    await waitFor(() => expect(location.history.at(-1)).toBe("/branches?q=barat&status=active"));
    // Typing replaces the entry instead of adding one per pause.
    expect(location.history).toHaveLength(1);
    await waitFor(() =>
      expect(lastList()).toMatchObject({ page: 1, filter: { q: "barat", status: "active" } }),
    );
  });

  it("shows the SPEC §9 range of the page", async () => {
    renderAt("?page=2");
    await screen.findByText("Jakarta Pusat");
    expect(screen.getByText("11-20 of 25")).toBeTruthy();
  });
});
