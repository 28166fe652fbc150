import { useMachine } from "@xstate/react";
import { Download, RotateCcw, Upload } from "lucide-react";
import { useMemo } from "react";
import { Link } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  type AgentImportKind,
  DEFAULT_COLUMNS,
  type ImportColumn,
} from "../../../../domain/workforce/import.ts";
import { css } from "../../../../styled-system/css";
import { bulkUploadMachine } from "../../../machines/bulkUploadMachine.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Banner, Progress } from "../../../ui/misc/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useSessionHeaders } from "../hooks/useSessionHeaders.ts";
import { type BulkImportText, useBulkImportText } from "../messages.ts";
import { downloadFile, employeeImportTracker, uploadActor } from "../model/transport.ts";
import { FileChooser } from "./FileChooser.tsx";
import { ImportErrorsTable } from "./ImportErrorsTable.tsx";

export type BulkImportPageProps = { route: RouteDefinition; kind: AgentImportKind };

const NETWORK_ERROR = "The file could not be sent. Check the connection and try again.";

/**
 * /agents/bulk/default-data and /agents/bulk/additional-data (SPEC §2): download the template,
 * choose an XLSX or CSV file, upload it; then either every problem by row and column (nothing
 * saved) or the import's live progress (SSE, SPEC §9 clamped percent) to its result, with the
 * per-row report behind "Download Detail".
 */
export function BulkImportPage({ route, kind }: BulkImportPageProps) {
  const text = useBulkImportText();
  const headers = useSessionHeaders();
  const machine = useMemo(
    () =>
      bulkUploadMachine.provide({
        actors: {
          uploadFile: uploadActor(
            `/api/main/v1/agents/imports?kind=${kind}`,
            headers,
            NETWORK_ERROR,
          ),
          trackUpload: employeeImportTracker(headers),
        },
      }),
    [kind, headers],
  );
  const [snapshot, send] = useMachine(machine);
  const { file, upload, uploadError, sentBytes, totalBytes } = snapshot.context;

  const download = (path: string, name: string) =>
    downloadFile(path, headers, name).catch((error: Error) =>
      showToast("error", text.failedToDownload(error.message)),
    );
  const downloadDetail = () =>
    upload &&
    download(`/api/main/v1/agents/imports/${upload.id}/report?format=xlsx`, "import-result.xlsx");

  const editing = snapshot.matches("idle") || snapshot.hasTag("done");
  const columns: readonly ImportColumn[] = kind === "default" ? DEFAULT_COLUMNS : [];

  return (
    <div className={page}>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      <p className={intro}>{text.intro[kind]}</p>

      <section className={card} aria-labelledby="bulk-template">
        <h2 id="bulk-template" className={heading}>
          {text.stepTemplate}
        </h2>
        <p className={hint}>{text.stepTemplateHint}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              download(
                `/api/main/v1/agents/bulk/template?kind=${kind}`,
                `employee-${kind}-template.xlsx`,
              )
            }
          >
            <Download size={16} aria-hidden="true" />
            {text.downloadTemplate}
          </Button>
        </div>
      </section>

      <section className={card} aria-labelledby="bulk-upload">
        <h2 id="bulk-upload" className={heading}>
          {text.stepUpload}
        </h2>
        <FileChooser
          file={file}
          disabled={!editing}
          onChoose={(chosen) => send({ type: "file.select", file: chosen })}
        />
        {snapshot.matches("idle") && (
          <div className={actions}>
            <Button disabled={!file} onClick={() => send({ type: "upload.start" })}>
              <Upload size={16} aria-hidden="true" />
              {text.upload}
            </Button>
          </div>
        )}
        {uploadError && snapshot.matches("idle") && (
          <Banner variant="danger" size="small">
            {uploadError}
          </Banner>
        )}

        <p role="status" aria-live="polite" className={visuallyHidden}>
          {statusSentence(text, snapshot.value)}
        </p>
        <div className={status}>
          <StatusView
            text={text}
            snapshot={{
              uploading: snapshot.hasTag("uploading"),
              validating: snapshot.hasTag("validating"),
              queued: snapshot.matches({ tracking: "queued" }),
              importing: snapshot.matches({ tracking: "importing" }),
            }}
            sentPercent={totalBytes > 0 ? (sentBytes / totalBytes) * 100 : 0}
            percent={upload?.percent ?? 0}
            processedRows={upload?.processedRows ?? 0}
            totalRows={upload?.totalRows ?? 0}
            onCancel={() => send({ type: "upload.cancel" })}
          />

          {snapshot.matches("invalid") && upload && (
            <>
              <Banner variant="danger" title={text.invalidTitle(upload.errors.length)}>
                {text.invalidBody}
              </Banner>
              <div className={actions}>
                <Button variant="secondary" onClick={downloadDetail}>
                  <Download size={16} aria-hidden="true" />
                  {text.downloadDetail}
                </Button>
              </div>
              <ImportErrorsTable errors={upload.errors} columns={columns} />
            </>
          )}

          {snapshot.matches("completed") && upload && (
            <>
              <Banner variant="success" title={text.completedTitle}>
                {kind === "default"
                  ? text.completedCreated(Number(upload.result?.["created"] ?? upload.totalRows))
                  : text.completedUpdated(Number(upload.result?.["updated"] ?? upload.totalRows))}
                {upload.duplicate ? ` ${text.duplicateNote}` : ""}
              </Banner>
              <div className={actions}>
                <Button onClick={downloadDetail}>
                  <Download size={16} aria-hidden="true" />
                  {text.downloadDetail}
                </Button>
                <Button variant="secondary" onClick={() => send({ type: "reset" })}>
                  {text.uploadAnother}
                </Button>
                <Link href="/agents" className={link}>
                  {text.toEmployees}
                </Link>
              </div>
            </>
          )}

          {snapshot.matches("failed") && upload && (
            <>
              <Banner variant="danger" title={text.failedTitle}>
                {String(upload.result?.["reason"] ?? "")}
              </Banner>
              <div className={actions}>
                <Button onClick={() => send({ type: "upload.retry" })}>
                  <RotateCcw size={16} aria-hidden="true" />
                  {text.retry}
                </Button>
                <Button variant="secondary" onClick={downloadDetail}>
                  <Download size={16} aria-hidden="true" />
                  {text.downloadDetail}
                </Button>
              </div>
              {upload.errors.length > 0 && (
                <ImportErrorsTable errors={upload.errors} columns={columns} />
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

type StatusViewProps = {
  text: BulkImportText;
  snapshot: { uploading: boolean; validating: boolean; queued: boolean; importing: boolean };
  sentPercent: number;
  percent: number;
  processedRows: number;
  totalRows: number;
  onCancel?: () => void;
};

/** The in-flight part of an upload: bytes sent, the check, the import's progress bar. */
export function StatusView({
  text,
  snapshot,
  sentPercent,
  percent,
  processedRows,
  totalRows,
  onCancel,
}: StatusViewProps) {
  if (snapshot.uploading)
    return (
      <div className={inFlight}>
        <Progress value={Math.floor(sentPercent)} label={text.uploading} />
        {onCancel && (
          <div>
            <Button variant="secondary" onClick={onCancel}>
              {text.cancel}
            </Button>
          </div>
        )}
      </div>
    );
  if (snapshot.validating) return <p className={hint}>{text.validating}</p>;
  if (snapshot.queued || snapshot.importing)
    return (
      <div className={inFlight}>
        <Progress value={percent} label={snapshot.queued ? text.queued : text.importing} />
        <p className={hint}>{text.rowsOf(processedRows, totalRows)}</p>
      </div>
    );
  return null;
}

/** What a screen reader hears when the upload changes state (not every percent). */
export function statusSentence(text: BulkImportText, value: unknown): string {
  const state = typeof value === "string" ? value : JSON.stringify(value);
  if (state.includes("uploading")) return text.uploading;
  if (state.includes("validating")) return text.validating;
  if (state.includes("queued")) return text.queued;
  if (state.includes("importing")) return text.importing;
  if (state === "invalid") return text.invalidBody;
  if (state === "completed") return text.completedTitle;
  if (state === "failed") return text.failedTitle;
  return "";
}

export const visuallyHidden = css({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

const page = css({ display: "flex", flexDirection: "column", gap: "20", maxWidth: "1024px" });
const intro = css({ color: "muted", fontSize: "sm", lineHeight: "1.6", marginTop: "-12" });
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  padding: "24",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "rounded",
});
const heading = css({ fontSize: "md", fontWeight: "700", color: "ink" });
const hint = css({ fontSize: "sm", color: "muted" });
const actions = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
const status = css({ display: "flex", flexDirection: "column", gap: "16" });
const inFlight = css({ display: "flex", flexDirection: "column", gap: "8" });
const link = css({
  color: "brand",
  fontSize: "sm",
  fontWeight: "600",
  textDecoration: "underline",
});
