import { useMachine } from "@xstate/react";
import { Download, Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { localizeProblem } from "../../../../domain/problems.ts";
import { ASSIGNMENT_COLUMNS } from "../../../../domain/workforce/import.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { bulkUploadMachine, type UploadRowResult } from "../../../machines/bulkUploadMachine.ts";
import {
  createDataTableColumnHelper,
  createTableState,
  DataTable,
  type DataTableColumnDef,
  pageOffset,
} from "../../../ui/data-table/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { useSessionHeaders } from "../hooks/useSessionHeaders.ts";
import { useBulkImportText } from "../messages.ts";
import { assignmentUploadTracker, downloadFile, uploadActor } from "../model/transport.ts";
import { StatusView, statusSentence, visuallyHidden } from "./BulkImportPage.tsx";
import { FileChooser } from "./FileChooser.tsx";
import { ImportErrorsTable } from "./ImportErrorsTable.tsx";

export type AssignmentUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once an upload has finished, e.g. to refresh the assignments list. */
  onFinished?: (result: { created: number; failed: number }) => void;
};

const NETWORK_ERROR = "The file could not be sent. Check the connection and try again.";
const helper = createDataTableColumnHelper<UploadRowResult>();

/**
 * The assignment bulk upload (issue 5; SPEC §7 upload result channel): template, file, and
 * each row's result — created with its assignment id, or refused with its reasons — pushed
 * live while the rows are saved. For the /assignments screen.
 */
export function AssignmentUploadDialog({ open, onClose, onFinished }: AssignmentUploadDialogProps) {
  const text = useBulkImportText();
  const { language } = useI18n();
  const headers = useSessionHeaders();
  const machine = useMemo(
    () =>
      bulkUploadMachine.provide({
        actors: {
          uploadFile: uploadActor("/api/main/v1/client/assignments/upload", headers, NETWORK_ERROR),
          trackUpload: assignmentUploadTracker(headers),
        },
      }),
    [headers],
  );
  const [snapshot, send] = useMachine(machine);
  const { file, upload, rows, uploadError, sentBytes, totalBytes } = snapshot.context;
  const [table, setTable] = useState(() => createTableState());

  // Tell the screen once per finished upload.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!snapshot.matches("completed") || !upload || reported.current === upload.id) return;
    reported.current = upload.id;
    onFinished?.({
      created: Number(upload.result?.["created"] ?? 0),
      failed: Number(upload.result?.["failed"] ?? 0),
    });
  }, [snapshot, upload, onFinished]);

  const labels = useMemo(
    () => new Map(ASSIGNMENT_COLUMNS.map((col) => [col.key, col.label[language]])),
    [language],
  );
  const columns = useMemo(
    (): DataTableColumnDef<UploadRowResult>[] =>
      helper.columns([
        helper.accessor("row", { id: "row", header: text.row, size: 80 }),
        helper.accessor("status", {
          id: "status",
          header: "Status",
          size: 120,
          cell: (info) =>
            info.getValue() === "created" ? (
              <Badge color="green">{text.created}</Badge>
            ) : (
              <Badge color="red">{text.refused}</Badge>
            ),
        }),
        helper.accessor("entityId", {
          id: "entityId",
          header: text.assignment,
          size: 120,
          cell: (info) => (info.getValue() === null ? "—" : `#${info.getValue()}`),
        }),
        helper.accessor("errors", {
          id: "errors",
          header: text.reasons,
          size: 420,
          cell: (info) =>
            info
              .getValue()
              .map(
                (e: { column: string; message: string }) =>
                  `${labels.get(e.column) ?? e.column}: ${localizeProblem(language, e.message)}`,
              )
              .join("; ") || "—",
        }),
      ]),
    [text, labels, language],
  );

  const created = rows.filter((row) => row.status === "created").length;
  const offset = pageOffset(table.pageIndex, table.pageSize);
  const editing = snapshot.matches("idle") || snapshot.hasTag("done");
  const download = () =>
    downloadFile(
      "/api/main/v1/client/assignments/upload/template",
      headers,
      "assignment-upload-template.xlsx",
    ).catch((error: Error) => showToast("error", text.failedToDownload(error.message)));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.assignmentTitle}
      size="x-large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      }
    >
      <div className={body}>
        <p className={hint}>{text.assignmentIntro}</p>
        <div className={actions}>
          <Button variant="secondary" onClick={download}>
            <Download size={16} aria-hidden="true" />
            {text.downloadTemplate}
          </Button>
        </div>
        <FileChooser
          file={file}
          disabled={!editing}
          onChoose={(chosen) => {
            setTable(createTableState());
            send({ type: "file.select", file: chosen });
          }}
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
        <StatusView
          text={{ ...text, importing: text.processing }}
          snapshot={{
            uploading: snapshot.hasTag("uploading"),
            validating: snapshot.hasTag("validating"),
            queued: snapshot.matches({ tracking: "queued" }),
            importing: snapshot.matches({ tracking: "importing" }),
          }}
          sentPercent={totalBytes > 0 ? (sentBytes / totalBytes) * 100 : 0}
          percent={upload?.percent ?? 0}
          processedRows={upload?.processedRows ?? rows.length}
          totalRows={upload?.totalRows ?? 0}
          onCancel={() => send({ type: "upload.cancel" })}
        />
        {snapshot.matches("invalid") && upload && (
          <>
            <Banner variant="danger" title={text.invalidTitle(upload.errors.length)}>
              {text.invalidBody}
            </Banner>
            <ImportErrorsTable errors={upload.errors} columns={ASSIGNMENT_COLUMNS} />
          </>
        )}
        {snapshot.matches("completed") && (
          <Banner
            variant={created === rows.length ? "success" : "warning"}
            title={text.completedTitle}
          >
            {text.assignmentSummary(created, rows.length - created)}
          </Banner>
        )}
        {snapshot.matches("failed") && upload && (
          <Banner variant="danger" title={text.failedTitle}>
            {String(upload.result?.["reason"] ?? "")}
          </Banner>
        )}
        {rows.length > 0 && (
          <DataTable
            label={text.resultsTable}
            columns={columns}
            data={rows.slice(offset, offset + table.pageSize)}
            totalItems={rows.length}
            state={table}
            onStateChange={setTable}
            selectable={false}
            getRowId={(row) => String(row.row)}
          />
        )}
      </div>
    </Modal>
  );
}

const body = css({ display: "flex", flexDirection: "column", gap: "16" });
const hint = css({ fontSize: "sm", color: "muted", lineHeight: "1.6" });
const actions = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
