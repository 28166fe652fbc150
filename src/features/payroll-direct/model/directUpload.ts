import { fromCallback } from "xstate";
import type { ImportError } from "../../../../domain/workforce/import.ts";
import type {
  BulkUploadEvent,
  UploadActorInput,
  UploadView,
} from "../../../machines/bulkUploadMachine.ts";
import { type HeadersSource, messageOf, spreadsheetType } from "../../bulk-import/index.ts";

export const DIRECT_UPLOAD_URL = "/api/hcm/v1/payroll-reports/direct/upload";
export const DIRECT_TEMPLATE_URL = "/api/hcm/v1/payroll-reports/direct/template";

/** The report's own fields a refused upload may name (shown on the form, not in the table). */
export type HeadErrors = { name?: string; period?: string };

/**
 * The direct upload's answer (POST /payroll-reports/direct/upload) in the bulk upload
 * machine's terms: all or nothing, answered at once. 201 `{data:{id}}` is a completed upload
 * (`result.id`); 400 `{ errors: [{ field: "rows.<row>.<column>" | "name" | "period" }] }` and
 * 409 BATCH_NAME_ALREADY_EXIST (`errors: [{ field: "name" }]`) are invalid ones, nothing saved:
 * the rows' problems go to the table, the name's and month's to `result.head`. Anything else is
 * a failed send, retried from idle.
 */
export function directUploadViewOf(status: number, body: string): UploadView | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  if (status >= 200 && status < 300) {
    const data = (parsed as { data?: { id?: unknown; name?: unknown; lineCount?: unknown } }).data;
    const id = Number(data?.id);
    if (!Number.isInteger(id)) return null;
    const count = Number(data?.lineCount ?? 0);
    return {
      id: String(id),
      status: "completed",
      totalRows: count,
      processedRows: count,
      percent: 100,
      errors: [],
      result: { id, name: typeof data?.name === "string" ? data.name : "" },
    };
  }
  const {
    errors: list,
    message,
    detail,
  } = parsed as {
    errors?: unknown;
    message?: unknown;
    detail?: { code?: unknown };
  };
  // A taken name without its field (the general reports' 409): the name's error all the same.
  if (status === 409 && detail?.code === "BATCH_NAME_ALREADY_EXIST" && !Array.isArray(list))
    return invalid({ name: typeof message === "string" ? message : "" }, []);
  if ((status !== 400 && status !== 409) || !Array.isArray(list) || list.length === 0) return null;
  const head: HeadErrors = {};
  const errors: ImportError[] = [];
  for (const item of list) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    const text = typeof message === "string" ? message : String(message ?? "");
    const name = typeof field === "string" ? field : "";
    if (name === "name" || name === "period") {
      head[name] ??= text;
      continue;
    }
    const match = /^rows\.(\d+)(?:\.(.*))?$/.exec(name);
    errors.push(
      match
        ? { row: Number(match[1]), column: match[2] ?? "", message: text }
        : { row: 1, column: name, message: text },
    );
  }
  return invalid(head, errors);
}

const invalid = (head: HeadErrors, errors: ImportError[]): UploadView => ({
  id: "direct",
  status: "invalid",
  totalRows: 0,
  processedRows: 0,
  percent: 100,
  errors,
  result: { head },
});

/** The upload URL for a report's name and month and the file's name. */
export const directUploadUrl = (name: string, period: string, fileName: string) =>
  `${DIRECT_UPLOAD_URL}?${new URLSearchParams({ name, period, fileName })}`;

/**
 * POSTs the file as the raw body with upload progress; the machine's `uploadFile` actor.
 * `target` is read when the upload starts (the form's name and month at that moment).
 */
export function directUploadActor(
  target: () => { name: string; period: string },
  headers: HeadersSource,
  networkError: string,
) {
  return fromCallback<BulkUploadEvent, UploadActorInput>(({ sendBack, input }) => {
    let finished = false;
    const send = (event: BulkUploadEvent) => {
      if (!finished) sendBack(event);
    };
    const { name, period } = target();
    const xhr = new XMLHttpRequest();
    xhr.open("POST", directUploadUrl(name, period, input.file.name));
    headers().forEach((value, key) => {
      if (key !== "content-type") xhr.setRequestHeader(key, value);
    });
    xhr.setRequestHeader("content-type", spreadsheetType(input.file));
    xhr.upload.onprogress = (progress) =>
      send({ type: "upload.progress", sentBytes: progress.loaded, totalBytes: progress.total });
    xhr.upload.onload = () => send({ type: "upload.sent" });
    xhr.onload = () => {
      const upload = directUploadViewOf(xhr.status, xhr.responseText);
      if (upload) send({ type: "upload.accepted", upload });
      else
        send({
          type: "upload.failed",
          message: messageOf(xhr.status, xhr.responseText, networkError),
        });
      finished = true;
    };
    xhr.onerror = () => {
      send({ type: "upload.failed", message: networkError });
      finished = true;
    };
    xhr.send(input.file);
    return () => {
      finished = true;
      xhr.abort();
    };
  });
}

/** yyyy-MM of a month's first day (the month picker's value), and back. */
export const periodOf = (date: { year: number; month: number }) =>
  `${date.year}-${String(date.month).padStart(2, "0")}`;
export const firstDayOf = (period: string) => `${period}-01`;
