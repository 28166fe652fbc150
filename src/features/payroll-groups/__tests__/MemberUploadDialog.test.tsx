import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Client, Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { never } from "wonka";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { MemberUploadDialog } from "../components/MemberUploadDialog.tsx";

/** A stand-in for the browser's XMLHttpRequest: the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress?: (e: { loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
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
  FakeXhr.last = null;
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
const FILE = new File(["PK…"], "members.xlsx", { type: XLSX });

function renderDialog(language: Language = "en") {
  const saved: number[] = [];
  render(
    <I18nProvider language={language}>
      <Provider value={client}>
        <MemberUploadDialog
          groupId={12}
          groupName="Gaji Bulanan"
          componentCodes={["allowance_transport_sum"]}
          onClose={() => undefined}
          onSaved={(count) => saved.push(count)}
        />
      </Provider>
    </I18nProvider>,
  );
  return { saved, user: userEvent.setup({ delay: null }) };
}

async function upload(user: ReturnType<typeof userEvent.setup>, language: Language = "en") {
  await user.upload(screen.getByLabelText(language === "en" ? "Choose file" : "Pilih file"), FILE);
  await user.click(screen.getByRole("button", { name: language === "en" ? "Upload" : "Unggah" }));
  return FakeXhr.last!;
}

describe("MemberUploadDialog", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("posts the raw file with the session header; a 400 is a table of row and column problems, nothing saved", async () => {
    const { saved, user } = renderDialog();
    const xhr = await upload(user);
    expect(xhr.url).toBe("/api/hcm/v1/payroll-groups/12/members/upload?fileName=members.xlsx");
    expect(xhr.headers["x-tenaga-session"]).toBe("test-session");
    expect(xhr.headers["content-type"]).toBe(XLSX);
    expect(xhr.body).toBe(FILE);
    xhr.answer(400, {
      message: "The file has 3 problems; nothing was saved",
      errors: [
        { field: "rows.2.nik", message: "is not the NIK of one of your employees" },
        { field: "rows.5.basicSalary", message: "must not be negative" },
        { field: "rows.9.allowance_transport_sum", message: "must not be negative" },
      ],
    });
    expect(await screen.findByText("3 problems found: nothing was saved")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Problems in the file" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["2", "NIK (nik)", "is not the NIK of one of your employees"],
      ["5", "Basic Salary (basicSalary)", "must not be negative"],
      ["9", "allowance_transport_sum", "must not be negative"],
    ]);
    expect(saved).toEqual([]);
  });

  it("says how many members were saved and tells the page", async () => {
    const { saved, user } = renderDialog();
    const xhr = await upload(user);
    xhr.answer(200, { data: { count: 1000 } });
    expect((await screen.findAllByText("1.000 members saved")).length).toBeGreaterThan(0);
    expect(saved).toEqual([1000]);
  });

  it("shows another failure as a message and keeps the file for a retry, in Indonesian", async () => {
    const { user } = renderDialog("id");
    const xhr = await upload(user, "id");
    xhr.answer(403, { message: "Akses ditolak" });
    expect(await screen.findByText("Akses ditolak")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unggah" })).toBeTruthy();
  });
});
