import { cleanup, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AgentListPage } from "../components/AgentListPage.tsx";
import { agentPage, agentRow, lookupAnswer } from "./fixtures.ts";
import { type Answerer, renderScreen, routeOf } from "./harness.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS = [agentRow(1, "Budi Santoso"), agentRow(2, "Siti Nur Aisyah")];

function listAnswer(rows = ROWS, total = 25): Answerer {
  return (name, variables) => {
    if (name === "AgentList") {
      return {
        data: agentPage(rows, total, Number(variables["limit"]), Number(variables["page"])),
      };
    }
    if (name === "AgentSetStatus") {
      return {
        data: {
          setAgentsStatus: { __typename: "SetAgentsStatusResult", count: 1, ids: variables["ids"] },
        },
      };
    }
    return lookupAnswer(name);
  };
}

function renderList(path = "/agents", answer: Answerer = listAnswer(), language?: "en" | "id") {
  return renderScreen(<AgentListPage route={routeOf("/agents")} />, {
    path,
    answer,
    ...(language ? { language } : {}),
  });
}

const lastListVariables = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((operation) => operation.name === "AgentList").at(-1)?.variables;

// Ark widgets, the data table and axe are slow in jsdom when the machine is busy.
describe("Employee List", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderList();
    await screen.findByRole("link", { name: "Budi Santoso" });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("reads search, filters, sort and page from the URL and asks the server for exactly that", async () => {
    const { operations } = renderList(
      "/agents?q=budi&status=active&branch=2&contractType=pkwt,nonsense&sort=-joinDate&page=2&limit=20",
    );
    await screen.findByRole("link", { name: "Budi Santoso" });
    expect(lastListVariables(operations)).toEqual({
      limit: 20,
      page: 2,
      sort: "-joinDate",
      filter: { q: "budi", workerStatus: "active", branchIds: [2], contractTypes: ["pkwt"] },
    });
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("budi");
    // SPEC §9 "x-y of total".
    expect(screen.getByText("21-25 of 25")).toBeTruthy();
  });

  it("shows each row as SPEC wants it: +62 phone, branch time zone, badges, dd-MM-yyyy", async () => {
    renderList();
    const row = (await screen.findByRole("link", { name: "Budi Santoso" })).closest("tr")!;
    const cells = within(row);
    expect(cells.getByText("+62 81200000001")).toBeTruthy();
    expect(cells.getByText("WIB")).toBeTruthy();
    expect(cells.getByText("PKWT (Fixed-Term)")).toBeTruthy();
    expect(cells.getByText("01-03-2024")).toBeTruthy();
    expect(cells.getByRole("img", { name: "Budi Santoso" }).textContent).toBe("BS");
  });

  it("puts a typed search in the URL after a pause and goes back to page 1", async () => {
    const { user, location, operations } = renderList("/agents?page=3");
    await screen.findByRole("link", { name: "Budi Santoso" });
    await user.type(screen.getByRole("searchbox"), "3171");
    await waitFor(() => expect(location.history.at(-1)).toBe("/agents?q=3171"));
    await waitFor(() =>
      expect(lastListVariables(operations)).toMatchObject({ page: 1, filter: { q: "3171" } }),
    );
    // Typing replaces the entry instead of stacking one per keystroke.
    expect(location.history).toEqual(["/agents?q=3171"]);
  });

  it("sorts by a column header through the URL, starting again at page 1 (SPEC §4)", async () => {
    const { user, location } = renderList("/agents?page=2");
    await screen.findByRole("link", { name: "Budi Santoso" });
    await user.click(screen.getByRole("button", { name: /Join date/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/agents?sort=joinDate"));
    await user.click(screen.getByRole("button", { name: /Join date/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/agents?sort=-joinDate"));
  });

  it("pages through the URL, one history entry per page", async () => {
    const { user, location } = renderList();
    await screen.findByRole("link", { name: "Budi Santoso" });
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(location.history).toEqual(["/agents", "/agents?page=2"]));
  });

  it('says "Data not found" when nothing matches (SPEC §8)', async () => {
    renderList("/agents?q=nobody", listAnswer([], 0));
    expect(await screen.findByText("Data not found")).toBeTruthy();
    expect(screen.getByText("Please check again your search and filter.")).toBeTruthy();
  });

  it("inactivates the selection only after the confirmation", async () => {
    const { user, operations } = renderList();
    await screen.findByRole("link", { name: "Budi Santoso" });
    await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(screen.getByText("1 selected")).toBeTruthy();
    expect(screen.getByText("Exports the 1 selected employees")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Inactivate" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Inactivate 1 employee?")).toBeTruthy();
    expect(operations.some((operation) => operation.name === "AgentSetStatus")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Inactivate" }));
    await waitFor(() =>
      expect(
        operations.find((operation) => operation.name === "AgentSetStatus")?.variables,
      ).toEqual({ ids: [2], status: "inactive" }),
    );
    await waitFor(() => expect(screen.queryByText("1 selected")).toBeNull());
  });

  it("exports the current filter with the session's bearer token when nothing is selected", async () => {
    const fetch = vi.fn(
      async () =>
        new Response("id\n1\n", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="employees-20250101.csv"' },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }),
    );
    const { user } = renderList("/agents?status=inactive&branch=1,2");
    await screen.findByRole("link", { name: "Budi Santoso" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(
      "/api/main/v1/agents/export?format=csv&workerStatus=inactive&branchIds=1%2C2",
    );
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer test-token");
  });

  it("speaks Indonesian", async () => {
    renderList("/agents", listAnswer(), "id");
    await screen.findByRole("link", { name: "Budi Santoso" });
    expect(screen.getByRole("button", { name: "Tambah Karyawan" })).toBeTruthy();
    expect(screen.getByText("1-10 dari 25")).toBeTruthy();
  });
});
