import { fromCallback } from "xstate";
import type { ImportError } from "../../../../domain/workforce/import.ts";
import type {
  BulkUploadEvent,
  UploadActorInput,
  UploadView,
} from "../../../machines/bulkUploadMachine.ts";
import { type HeadersSource, messageOf, spreadsheetType } from "../../bulk-import/index.ts";

/**
 * The member upload's answer (POST /payroll-groups/:id/members/upload) in the bulk upload
 * machine's terms: all or nothing, answered at once, so 200 `{data:{count}}` is a completed
 * upload and 400 with `errors: [{ field: "rows.<sheet row>.<column>", message }]` an invalid
 * one (nothing saved). Any other failure is a failed send, retried from idle.
 */
export function uploadViewOf(status: number, body: string): UploadView | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  if (status >= 200 && status < 300) {
    const count = Number((parsed as { data?: { count?: unknown } }).data?.count ?? 0);
    return {
      id: "members",
      status: "completed",
      totalRows: count,
      processedRows: count,
      percent: 100,
      errors: [],
      result: { count },
    };
  }
  const list = (parsed as { errors?: unknown }).errors;
  if (status !== 400 || !Array.isArray(list) || list.length === 0) return null;
  const message = (parsed as { message?: unknown }).message;
  return {
    id: "members",
    status: "invalid",
    totalRows: 0,
    processedRows: 0,
    percent: 100,
    errors: list.map(rowErrorOf),
    result: typeof message === "string" ? { message } : null,
  };
}

/** "rows.7.Basic Salary" → row 7, column "Basic Salary"; a field outside the rows is row 1. */
export function rowErrorOf(item: unknown): ImportError {
  const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(message ?? "");
  const name = typeof field === "string" ? field : "";
  const match = /^rows\.(\d+)(?:\.(.*))?$/.exec(name);
  if (match) return { row: Number(match[1]), column: match[2] ?? "", message: text };
  return { row: 1, column: name, message: text };
}

/** POSTs the file as the raw body with upload progress; the machine's `uploadFile` actor. */
export function memberUploadActor(url: string, headers: HeadersSource, networkError: string) {
  return fromCallback<BulkUploadEvent, UploadActorInput>(({ sendBack, input }) => {
    let finished = false;
    const send = (event: BulkUploadEvent) => {
      if (!finished) sendBack(event);
    };
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${url}?fileName=${encodeURIComponent(input.file.name)}`);
    headers().forEach((value, key) => {
      if (key !== "content-type") xhr.setRequestHeader(key, value);
    });
    xhr.setRequestHeader("content-type", spreadsheetType(input.file));
    xhr.upload.onprogress = (progress) =>
      send({ type: "upload.progress", sentBytes: progress.loaded, totalBytes: progress.total });
    xhr.upload.onload = () => send({ type: "upload.sent" });
    xhr.onload = () => {
      const upload = uploadViewOf(xhr.status, xhr.responseText);
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
