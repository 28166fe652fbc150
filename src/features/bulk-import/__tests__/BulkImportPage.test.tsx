import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Client, Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { never } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import { AssignmentUploadDialog } from "../components/AssignmentUploadDialog.tsx";
import { BulkImportPage } from "../components/BulkImportPage.tsx";

/** A stand-in for the browser's XMLHttpRequest: the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress?: (e: { loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  /** The server's answer after the whole body was sent. */
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

/** A stand-in EventSource the test pushes messages into. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  closed = false;
  onmessage?: (message: { data: string; lastEventId: string }) => void;
  onerror?: () => void;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  push(data: unknown, lastEventId = "") {
    act(() => this.onmessage?.({ data: JSON.stringify(data), lastEventId }));
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  FakeEventSource.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("EventSource", FakeEventSource);
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
const route = ROUTES.find((candidate) => candidate.pattern === "/agents/bulk/default-data")!;

function renderPage(ui = <BulkImportPage route={route} kind="default" />) {
  const location = memoryLocation({ path: route.pattern });
  return {
    user: userEvent.setup({ delay: null }),
    ...render(
      <I18nProvider language="en">
        <Provider value={client}>
          <Router hook={location.hook}>
            <main>{ui}</main>
          </Router>
        </Provider>
      </I18nProvider>,
    ),
  };
}

const FILE = new File(["fullName,nik\nBudi,1\n"], "employees.csv", { type: "" });
const ID = "11111111-1111-4111-8111-111111111111";
const view = (status: string, extra: Record<string, unknown> = {}) => ({
  id: ID,
  kind: "agents_default",
  status,
  totalRows: 4,
  processedRows: 0,
  percent: 0,
  errors: [],
  result: null,
  ...extra,
});

async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText("Choose file"), FILE);
  expect(screen.getByTestId("chosen-file").textContent).toContain("employees.csv");
  await user.click(screen.getByRole("button", { name: "Upload" }));
  const xhr = FakeXhr.last!;
  expect(xhr).not.toBeNull();
  return xhr;
}

describe("BulkImportPage", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("sends the file with the session's headers, then lists every problem by row and column", async () => {
    const { user, container } = renderPage();
    expect((screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const xhr = await chooseAndUpload(user);
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/main/v1/agents/imports?kind=default&fileName=employees.csv");
    expect(xhr.headers).toMatchObject({
      "x-tenaga-session": "test-session",
      "content-type": "text/csv",
    });
    expect(xhr.body).toBe(FILE);
    expect(screen.getByRole("progressbar", { name: "Uploading file" })).toBeTruthy();

    xhr.answer(201, {
      data: view("invalid", {
        errors: [
          { row: 2, column: "nik", message: "NIK must be exactly 16 digits" },
          { row: 3, column: "branchCode", message: "No branch has the code X" },
        ],
      }),
    });
    await screen.findByText("2 problems found. Nothing was saved.");
    const table = screen.getByRole("table", { name: "Problems in the file" });
    expect(within(table).getByText("NIK must be exactly 16 digits")).toBeTruthy();
    expect(within(table).getByText("Branch Code (branchCode)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Detail" })).toBeTruthy();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("follows a queued import live (SSE) to its result", async () => {
    const { user } = renderPage();
    const xhr = await chooseAndUpload(user);
    xhr.answer(201, { data: view("queued") });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe(`/api/main/v1/agents/imports/${ID}/events?session=test-session`);
    stream.push({ id: ID, status: "running", processedRows: 2, totalRows: 4, percent: 50 });
    const bar = await screen.findByRole("progressbar", { name: "Importing" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByText("2 of 4 rows")).toBeTruthy();
    stream.push(
      {
        id: ID,
        status: "completed",
        processedRows: 4,
        totalRows: 4,
        percent: 100,
        result: { created: 4 },
        errors: [],
      },
      "END",
    );
    await screen.findByText("4 employees added.");
    expect(stream.closed).toBe(true);
    expect(screen.getByRole("button", { name: "Download Detail" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Employee List" })).toBeTruthy();
  });

  it("shows why a send failed and sends the same file again on request", async () => {
    const { user } = renderPage();
    const xhr = await chooseAndUpload(user);
    xhr.answer(413, {
      message: "File size is larger than 10 MB",
      detail: { code: "size-too-large" },
    });
    await screen.findByText("File size is larger than 10 MB");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(FakeXhr.last).not.toBe(xhr);
  });

  it("cancels while sending: the request is aborted", async () => {
    const { user } = renderPage();
    const xhr = await chooseAndUpload(user);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(xhr.aborted).toBe(true);
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
  });
});

describe("AssignmentUploadDialog", { timeout: 30_000 }, () => {
  it("shows each row's result as it arrives", async () => {
    const finished = vi.fn();
    const { user } = renderPage(
      <AssignmentUploadDialog open onClose={() => {}} onFinished={finished} />,
    );
    await user.upload(screen.getByLabelText("Choose file"), FILE);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/main/v1/client/assignments/upload?fileName=employees.csv");
    xhr.answer(201, { data: view("queued", { kind: "assignments", totalRows: 2 }) });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe(
      `/api/main/v1/client/assignments/upload/result?id=${ID}&session=test-session`,
    );
    stream.push({ type: "row", row: 2, status: "created", assignmentId: 31, errors: [] }, "2");
    const table = await screen.findByRole("table", { name: "Results per row" });
    expect(within(table).getByText("#31")).toBeTruthy();
    stream.push(
      {
        type: "row",
        row: 3,
        status: "failed",
        assignmentId: null,
        errors: [{ column: "projectCode", message: "No project has the code X" }],
      },
      "3",
    );
    await within(table).findByText("Project Code: No project has the code X");
    stream.push(
      { type: "done", status: "completed", result: { created: 1, failed: 1 }, errors: [] },
      "END",
    );
    await screen.findByText("1 created, 1 refused");
    expect(finished).toHaveBeenCalledWith({ created: 1, failed: 1 });
  });
});
