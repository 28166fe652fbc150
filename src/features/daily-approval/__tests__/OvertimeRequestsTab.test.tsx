import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { DocumentNode } from "graphql";
import { GraphQLError } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { businessMessages } from "../../../../domain/errors.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { DailyApprovalPage } from "../components/DailyApprovalPage.tsx";

afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown> };
const operationName = (query: DocumentNode) =>
  query.definitions.find((d) => d.kind === "OperationDefinition")?.name?.value ?? "";

const SPEC_ID = "Mohon validasi data absensi terlebih dahulu sebelum memvalidasi permintaan lembur";

const request = {
  __typename: "OvertimeRequest",
  id: 31,
  agentId: 12,
  agentName: "Budi Santoso",
  agentNik: "3171000000000012",
  branchName: "Jakarta Pusat",
  date: "2026-03-09",
  overtimeType: "regular_working_day",
  minutes: 270,
  hours: 4.5,
  multiplierUnits: 8.5,
  payKind: "rate",
  mealRequired: true,
  source: "worker",
  reason: "Stock opname",
  status: "pending",
  recordStatus: "pending",
  ruleName: "Leave & Overtime",
  currentLayer: 1,
  layerCount: 2,
  approvalVersion: 1,
  decisionNote: null,
  actionable: true,
};

/** A client answering the list, and the mutations with `mutationError` (or success). */
function renderAt(search: string, language: Language, mutationError?: GraphQLError) {
  const calls: Call[] = [];
  const client = {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      const name = operationName(operation.query);
      calls.push({ name, variables: operation.variables });
      const data =
        name === "OvertimeRequests"
          ? {
              overtimeRequests: {
                __typename: "OvertimeRequestPage",
                items:
                  operation.variables["status"] === "rejected"
                    ? []
                    : [
                        request,
                        {
                          ...request,
                          id: 32,
                          agentName: "Citra Dewi",
                          actionable: false,
                          currentLayer: 2,
                        },
                      ],
                totalItems: operation.variables["status"] === "rejected" ? 0 : 2,
              },
            }
          : name !== "DailyApprovalList"
            ? { systemEnums: [] }
            : {
                attendanceRecords: {
                  __typename: "AttendanceRecordPage",
                  items: [],
                  totalItems: 0,
                  statusCounts: [],
                },
              };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query), variables: operation.variables });
      return fromValue(
        mutationError
          ? {
              operation,
              error: new CombinedError({ graphQLErrors: [mutationError] }),
              stale: false,
              hasNext: false,
            }
          : {
              operation,
              data: {
                decideOvertimeRequest: {
                  __typename: "OvertimeRequest",
                  id: 31,
                  status: "rejected",
                  recordOvertimeMinutes: 0,
                },
              },
              stale: false,
              hasNext: false,
            },
      );
    },
  } as unknown as Client;
  const location = memoryLocation({ path: `/daily-approvals${search}`, record: true });
  const route = ROUTES.find((candidate) => candidate.pattern === "/daily-approvals")!;
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <DailyApprovalPage route={route} />
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

describe("Daily Approval → Overtime Requests", () => {
  it("shows the requests in Indonesian: day dd-MM-yyyy, type, hours, units, meal duty, status, source", async () => {
    const { calls } = renderAt("?tab=overtime", "id");
    const row = (await screen.findByText("Budi Santoso")).closest("tr")!;
    expect(screen.getByRole("tab", { name: "Pengajuan Lembur", selected: true })).toBeTruthy();
    expect(within(row).getByText("09-03-2026")).toBeTruthy();
    expect(within(row).getByText("Hari kerja biasa")).toBeTruthy();
    expect(within(row).getByText("4,5")).toBeTruthy();
    expect(within(row).getByText("8,5")).toBeTruthy();
    expect(within(row).getByText("Makan ≥ 1.400 kkal")).toBeTruthy();
    expect(within(row).getByText("Menunggu")).toBeTruthy();
    expect(within(row).getByText("Lapis 1 dari 2")).toBeTruthy();
    expect(within(row).getByText("Aplikasi karyawan")).toBeTruthy();
    // Another layer's request: no decision here, only why; still cancellable.
    const waiting = screen.getByText("Citra Dewi").closest("tr")!;
    expect(within(waiting).queryByRole("button", { name: /^Setujui/ })).toBeNull();
    expect(within(waiting).getByText("Menunggu penyetuju lain")).toBeTruthy();
    expect(within(waiting).getByText("Lapis 2 dari 2")).toBeTruthy();
    expect(calls.find((c) => c.name === "OvertimeRequests")?.variables).toMatchObject({
      sort: "-date",
      page: 1,
    });
  });

  it("has no detectable accessibility violations", async () => {
    renderAt("?tab=overtime", "en");
    await screen.findByText("Budi Santoso");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("filters by status through the URL and shows the empty state", async () => {
    const { calls, location } = renderAt("?tab=overtime&status=rejected", "en");
    expect(await screen.findByText("Data not found")).toBeTruthy();
    expect(calls.filter((c) => c.name === "OvertimeRequests").at(-1)?.variables).toMatchObject({
      status: "rejected",
    });
    await userEvent.click(screen.getByRole("tab", { name: "Approved" }));
    await waitFor(() => expect(location.history?.at(-1)).toContain("status=approved"));
    expect(location.history?.at(-1)).toContain("tab=overtime");
  });

  it("shows the server's SPEC §8 refusal of an approve", async () => {
    const { calls } = renderAt(
      "?tab=overtime",
      "id",
      new GraphQLError(SPEC_ID, { extensions: { code: "CONFLICT" } }),
    );
    const row = (await screen.findByText("Budi Santoso")).closest("tr")!;
    await userEvent.click(within(row).getByRole("button", { name: "Setujui lembur Budi Santoso" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Setujui" }));
    expect(await screen.findByText(SPEC_ID)).toBeTruthy();
    expect(calls.find((c) => c.name === "DecideOvertimeRequest")?.variables).toEqual({
      id: 31,
      decision: "approve",
      note: null,
      version: 1,
    });
    expect(businessMessages.validateAttendanceBeforeOvertime).toMatch(/validate the attendance/);
  });

  it("needs a note to reject", async () => {
    const { calls } = renderAt("?tab=overtime", "en");
    const row = (await screen.findByText("Budi Santoso")).closest("tr")!;
    await userEvent.click(
      within(row).getByRole("button", { name: "Reject overtime of Budi Santoso" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Note is required")).toBeTruthy();
    expect(calls.some((c) => c.name === "DecideOvertimeRequest")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox"), "Not ordered");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "DecideOvertimeRequest")?.variables).toMatchObject({
        decision: "reject",
        note: "Not ordered",
      }),
    );
  });

  it("cancels only after confirmation", async () => {
    const { calls } = renderAt("?tab=overtime", "en");
    const row = (await screen.findByText("Budi Santoso")).closest("tr")!;
    await userEvent.click(
      within(row).getByRole("button", { name: "Cancel the overtime request of Budi Santoso" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls.some((c) => c.name === "CancelOvertimeRequest")).toBe(false);
  });

  it("checks the new request's fields before sending", async () => {
    const { calls } = renderAt("?tab=overtime", "id");
    await screen.findByText("Budi Santoso");
    await userEvent.click(screen.getByRole("button", { name: "Pengajuan lembur baru" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pengajuan lembur baru" }));
    expect(await within(dialog).findByText("Karyawan wajib diisi")).toBeTruthy();
    expect(within(dialog).getByText("Menit wajib diisi")).toBeTruthy();
    expect(within(dialog).getByText("Alasan wajib diisi")).toBeTruthy();
    expect(calls.some((c) => c.name === "CreateOvertimeRequest")).toBe(false);
  });

  it("switches between the records and the requests", async () => {
    const { location } = renderAt("", "en");
    await userEvent.click(await screen.findByRole("tab", { name: "Overtime Requests" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/daily-approvals?tab=overtime"));
  });
});
