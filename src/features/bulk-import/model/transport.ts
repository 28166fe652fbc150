import { fromCallback } from "xstate";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type {
  BulkUploadEvent,
  TrackActorInput,
  UploadActorInput,
  UploadRowResult,
  UploadView,
} from "../../../machines/bulkUploadMachine.ts";

/**
 * The REST side of a bulk upload. GraphQL carries JSON, not a 10 MB spreadsheet, and cannot
 * stream progress, so the browser talks to the main service directly here (DESIGN: uploads and
 * event streams may): the file goes up by XMLHttpRequest (it reports bytes sent, fetch does
 * not), progress comes down by EventSource; both are authenticated by the HttpOnly session
 * cookie, named by the session handle (the X-Tenaga-Session header, `session` in a stream's
 * URL), like /events (issue 11 A4).
 */

/** The session's headers (session handle, client time zone), as the GraphQL calls send them. */
export type HeadersSource = () => Headers;

/** `session={handle}` for a stream's URL (nothing when the tab has no session). */
const sessionQuery = (headers: Headers) => {
  const session = headers.get("x-tenaga-session");
  return session ? `session=${encodeURIComponent(session)}` : "";
};

/** The answer of a failed call, by SPEC §8's extraction order. */
export function messageOf(status: number, body: string, fallback: string): string {
  try {
    return extractErrorMessage({ response: { data: JSON.parse(body) } });
  } catch {
    return status ? `${fallback} (HTTP ${status})` : fallback;
  }
}

/** What a spreadsheet is sent as; the server checks the bytes anyway. */
export function spreadsheetType(file: File): string {
  if (/\.xlsx$/i.test(file.name))
    return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (/\.csv$/i.test(file.name)) return "text/csv";
  return file.type || "application/octet-stream";
}

/** POSTs the file to `url` with upload progress; the machine's `uploadFile` actor. */
export function uploadActor(url: string, headers: HeadersSource, networkError: string) {
  return fromCallback<BulkUploadEvent, UploadActorInput>(({ sendBack, input }) => {
    let finished = false;
    const send = (event: BulkUploadEvent) => {
      if (!finished) sendBack(event);
    };
    const xhr = new XMLHttpRequest();
    xhr.open(
      "POST",
      `${url}${url.includes("?") ? "&" : "?"}fileName=${encodeURIComponent(input.file.name)}`,
    );
    headers().forEach((value, key) => {
      if (key !== "content-type") xhr.setRequestHeader(key, value);
    });
    xhr.setRequestHeader("content-type", spreadsheetType(input.file));
    xhr.upload.onprogress = (progress) =>
      send({ type: "upload.progress", sentBytes: progress.loaded, totalBytes: progress.total });
    xhr.upload.onload = () => send({ type: "upload.sent" });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as { data: UploadView };
          send({ type: "upload.accepted", upload: body.data });
        } catch {
          send({ type: "upload.failed", message: networkError });
        }
      } else {
        send({
          type: "upload.failed",
          message: messageOf(xhr.status, xhr.responseText, networkError),
        });
      }
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

/**
 * An EventSource that survives its server: the browser retries a dropped stream by itself;
 * one that it gave up on (closed) is opened again after 3 s. `onMessage` returns true for
 * the last message, which closes the stream for good.
 */
function lastingEventSource(
  url: () => string,
  onMessage: (message: MessageEvent<string>) => boolean,
) {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const open = () => {
    source = new EventSource(url());
    source.onmessage = (message) => {
      if (onMessage(message)) stop();
    };
    source.onerror = () => {
      if (source?.readyState === EventSource.CLOSED && !over) {
        source.close();
        timer = setTimeout(open, 3000);
      }
    };
  };
  const stop = () => {
    over = true;
    clearTimeout(timer);
    source?.close();
  };
  open();
  return stop;
}

/** Follows an employee import on /agents/imports/{id}/events; the `trackUpload` actor. */
export function employeeImportTracker(headers: HeadersSource) {
  return fromCallback<BulkUploadEvent, TrackActorInput>(({ sendBack, input }) => {
    let current = input.upload;
    return lastingEventSource(
      () => `/api/main/v1/agents/imports/${current.id}/events?${sessionQuery(headers())}`,
      (message) => {
        current = { ...current, ...(JSON.parse(message.data) as Partial<UploadView>) };
        const last = message.lastEventId === "END";
        sendBack({ type: last ? "import.finished" : "import.progress", upload: current });
        return last;
      },
    );
  });
}

type AssignmentMessage =
  | ({ type: "row"; assignmentId: number | null } & Omit<UploadRowResult, "entityId">)
  | ({ type: "progress" } & Partial<UploadView>)
  | ({ type: "done" } & Partial<UploadView>);

/**
 * Follows an assignment upload on /client/assignments/upload/result (SPEC §7's upload result
 * channel, as SSE): each row's result as it is saved; a reconnect resumes after the last row.
 */
export function assignmentUploadTracker(headers: HeadersSource) {
  return fromCallback<BulkUploadEvent, TrackActorInput>(({ sendBack, input }) => {
    let current = input.upload;
    return lastingEventSource(
      () =>
        `/api/main/v1/client/assignments/upload/result?id=${current.id}&${sessionQuery(headers())}`,
      (message) => {
        const data = JSON.parse(message.data) as AssignmentMessage;
        if (data.type === "row") {
          const { row, status, errors, assignmentId } = data;
          sendBack({ type: "import.row", row: { row, status, errors, entityId: assignmentId } });
          return false;
        }
        const { type, ...rest } = data;
        current = { ...current, ...rest };
        sendBack({
          type: type === "done" ? "import.finished" : "import.progress",
          upload: current,
        });
        return type === "done";
      },
    );
  });
}

const fileNameOf = (disposition: string | null): string | null =>
  disposition ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null) : null;

/** Fetches `path` with the session's headers and saves the answer as a file. */
export async function downloadFile(path: string, headers: HeadersSource, fallbackName: string) {
  const response = await fetch(path, { headers: headers() });
  if (!response.ok)
    throw new Error(messageOf(response.status, await response.text(), response.statusText));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = href;
    link.download = fileNameOf(response.headers.get("content-disposition")) ?? fallbackName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the blob over; revoking at once can cancel the download.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
