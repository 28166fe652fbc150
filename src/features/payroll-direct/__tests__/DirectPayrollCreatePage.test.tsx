import "../../../ui/select/__tests__/jsdomShims.ts";
import "../../../ui/date-picker/__tests__/jsdomShims.ts";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Temporal } from "temporal-polyfill";
import { Client, Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { never } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { monthOptions } from "../../../../domain/calendar.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { DirectPayrollCreatePage } from "../components/DirectPayrollCreatePage.tsx";

/** A stand-in for the browser's XMLHttpRequest: the test plays the network. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress?: (e: { loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    act(() => {
      this.upload.onprogress?.({ loaded: 10, total: 10 });
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = new Client({
  url: "/graphql",
  exchanges: [() => () => never],
  fetchOptions: () => ({
    headers: { "x-tenaga-session": "test-session", "x-client-timezone": "Asia/Jakarta" },
  }),
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FILE = new File(["PK…"], "januari.xlsx", { type: XLSX });
const PATTERN = "/payroll-reports/create-direct-payroll";
const YEAR = Temporal.Now.plainDateISO("Asia/Jakarta").year;

function renderPage(language: Language = "en") {
  const route = ROUTES.find((candidate) => candidate.pattern === PATTERN)!;
  const location = memoryLocation({ path: PATTERN, record: true });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <Route path={PATTERN}>
                <DirectPayrollCreatePage route={route} />
              </Route>
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { location, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) };
}

const texts = {
  en: {
    name: "Report name",
    period: "Payroll month",
    choose: "Choose file",
    upload: "Upload and create",
  },
  id: {
    name: "Nama laporan",
    period: "Bulan penggajian",
    choose: "Pilih file",
    upload: "Unggah dan buat",
  },
};

async function fill(user: ReturnType<typeof userEvent.setup>, language: Language = "en") {
  const t = texts[language];
  await user.type(screen.getByRole("textbox", { name: new RegExp(t.name) }), "Direct Januari");
  await user.click(screen.getByRole("button", { name: new RegExp(`^${t.period}`) }));
  const calendar = await screen.findByRole("application");
  const month = monthOptions(language)[0]!.label;
  await user.click(await within(calendar).findByRole("button", { name: `${month} ${YEAR}` }));
  await waitFor(() => expect(screen.queryByRole("application")).toBeNull());
  await user.upload(screen.getByLabelText(t.choose), FILE);
}

const tableRows = () =>
  within(screen.getByRole("table", { name: /Problems in the file|Masalah/ }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("DirectPayrollCreatePage", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    renderPage();
    await screen.findByRole("textbox", { name: /Report name/ });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("asks for the name and month before sending anything", async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText("Choose file"), FILE);
    await user.click(screen.getByRole("button", { name: "Upload and create" }));
    expect((await screen.findAllByText("This field is required")).length).toBe(2);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it("posts the raw file with name and month; a 400 is the rows' table, a 409 the name's error; then a good file opens the report", async () => {
    const { user, location } = renderPage();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Upload and create" }));
    const first = FakeXhr.all[0]!;
    expect(first.url).toBe(
      `/api/hcm/v1/payroll-reports/direct/upload?name=Direct+Januari&period=${YEAR}-01&fileName=januari.xlsx`,
    );
    expect(first.headers["x-tenaga-session"]).toBe("test-session");
    expect(first.headers["content-type"]).toBe(XLSX);
    expect(first.body).toBe(FILE);
    first.answer(400, {
      message: "Failed to Create Payroll Report",
      errors: [
        {
          field: "rows.3.employeeNumber",
          message: "is not the employee number of one of your employees",
        },
        { field: "rows.6.basicSalary", message: "must not be negative" },
        {
          field: "rows.7.deductions",
          message: "are more than the earnings: the net pay would be negative",
        },
      ],
    });
    expect(await screen.findByText("3 problems found: nothing was saved")).toBeTruthy();
    expect(tableRows()).toEqual([
      [
        "3",
        "Employee Number (employeeNumber)",
        "is not the employee number of one of your employees",
      ],
      ["6", "Basic Salary (basicSalary)", "must not be negative"],
      ["7", "Deductions (deductions)", "are more than the earnings: the net pay would be negative"],
    ]);

    await user.click(screen.getByRole("button", { name: "Upload and create" }));
    const second = FakeXhr.all[1]!;
    second.answer(409, {
      message: 'A payroll report named "Direct Januari" already exists. Try another name.',
      detail: { code: "BATCH_NAME_ALREADY_EXIST" },
      errors: [{ field: "name", message: "is already the name of another payroll report" }],
    });
    expect(await screen.findByText("is already the name of another payroll report")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Problems in the file" })).toBeNull();

    await user.clear(screen.getByRole("textbox", { name: /Report name/ }));
    await user.type(screen.getByRole("textbox", { name: /Report name/ }), "Direct Januari 2");
    await user.click(screen.getByRole("button", { name: "Upload and create" }));
    const third = FakeXhr.all[2]!;
    expect(third.url).toContain("name=Direct+Januari+2");
    third.answer(201, {
      data: { id: 77, name: "Direct Januari 2", type: "direct", status: "draft", lineCount: 2 },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/payroll-reports/direct/77"));
  });

  it("says it in Indonesian: the rows' problems and a refused month", async () => {
    const { user } = renderPage("id");
    await fill(user, "id");
    await user.click(screen.getByRole("button", { name: "Unggah dan buat" }));
    FakeXhr.all[0]!.answer(400, {
      message: "Gagal Membuat Laporan Penggajian",
      errors: [
        { field: "period", message: "must be a month written YYYY-MM" },
        { field: "rows.2.pph21", message: "must be whole rupiah" },
      ],
    });
    expect(await screen.findByText("2 masalah ditemukan: tidak ada yang disimpan")).toBeTruthy();
    expect(screen.getByText("harus berupa bulan dengan format YYYY-MM")).toBeTruthy();
    expect(tableRows()).toEqual([["2", "PPh 21 (pph21)", "harus dalam rupiah bulat"]]);
  });

  it("shows another failure as a message and keeps the file for a retry", async () => {
    const { user } = renderPage();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Upload and create" }));
    FakeXhr.all[0]!.answer(403, { message: "Permission Denied" });
    expect(await screen.findByText("Permission Denied")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload and create" })).toBeTruthy();
  });
});
