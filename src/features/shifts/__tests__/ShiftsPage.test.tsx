import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ShiftsPage } from "../components/ShiftsPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/shifts")!;

function operationName(query: DocumentNode): string {
  for (const definition of query.definitions)
    if (definition.kind === "OperationDefinition") return definition.name?.value ?? "";
  return "";
}

const shift = (id: number, code: string, startTime: string, endTime: string) => ({
  __typename: "Shift",
  id,
  code,
  name: `Shift ${code}`,
  startTime,
  endTime,
  crossesMidnight: endTime < startTime,
  workingMinutes: 480,
  breakMinutes: 60,
  lateGraceMinutes: 0,
  earlyOutGraceMinutes: 0,
  checkInOpensMinutesBefore: 60,
  checkOutClosesMinutesAfter: 60,
  halfDayHours: null,
  absentHours: null,
  flexible: false,
  status: "active",
  updatedAt: "2026-01-01T00:00:00Z",
});

function renderPage(language: "en" | "id" = "en") {
  const mutations: string[] = [];
  const client = {
    executeQuery: (operation: { query: DocumentNode }) => {
      const data =
        operationName(operation.query) === "ShiftList"
          ? {
              shifts: {
                items: [shift(1, "PAGI", "08:00", "17:00"), shift(2, "MALAM", "22:00", "06:00")],
                totalItems: 2,
                limit: 10,
                page: 1,
              },
            }
          : { systemEnums: [] };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: { query: DocumentNode }) => {
      mutations.push(operationName(operation.query));
      return fromValue({ operation, data: null, stale: false, hasNext: false });
    },
  } as unknown as Client;
  const location = memoryLocation({ path: "/shifts" });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <ShiftsPage route={route} />
          </main>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { mutations };
}

describe("ShiftsPage", () => {
  it("shows times as HH:MM – HH:MM, marking a shift that ends the next day with +1", async () => {
    renderPage();
    const night = (await screen.findByText("MALAM")).closest("tr")!;
    expect(within(night).getByText("+1").getAttribute("title")).toBe(
      "Crosses midnight: ends the next day",
    );
    const day = screen.getByText("PAGI").closest("tr")!;
    expect(within(day).getByText("08:00 – 17:00")).toBeTruthy();
    expect(within(day).queryByText("+1")).toBeNull();
  });

  it("shows the shared rules' problems at their fields and sends nothing", async () => {
    const { mutations } = renderPage();
    await screen.findByText("PAGI");
    await userEvent.click(screen.getByRole("button", { name: "Create Shift" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Code/ }), "x1");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "X");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Start time/ }), "07:00");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^End time/ }), "07:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/must differ from the start time/)).toBeTruthy();
    expect(mutations).toEqual([]);
  });

  it("speaks Indonesian", async () => {
    renderPage("id");
    await screen.findByText("MALAM");
    expect(screen.getByRole("button", { name: "Buat Sif" })).toBeTruthy();
  });
});
