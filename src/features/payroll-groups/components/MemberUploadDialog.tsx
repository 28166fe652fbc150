import { useMachine } from "@xstate/react";
import { Download, Upload } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { memberColumns } from "../../../../domain/payroll/members.ts";
import { css } from "../../../../styled-system/css";
import { bulkUploadMachine } from "../../../machines/bulkUploadMachine.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Banner, Progress } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import {
  downloadFile,
  FileChooser,
  ImportErrorsTable,
  useSessionHeaders,
} from "../../bulk-import/index.ts";
import { useText } from "../../org-common/index.ts";
import { memberUploadActor } from "../model/memberUpload.ts";
import { payrollGroupText } from "./text.ts";

export type MemberUploadDialogProps = {
  groupId: number;
  groupName: string;
  /** The group's component codes: the template's columns after Recipient. */
  componentCodes: readonly string[];
  onClose: () => void;
  /** After members were saved: the page reads its members again. */
  onSaved: (count: number) => void;
};

const membersPath = (groupId: number) => `/api/hcm/v1/payroll-groups/${groupId}/members`;

/**
 * Bulk upload of a group's members (issue 16): the template (NIK, Basic Salary, PTKP,
 * Recipient, one column per group component, the optional account), then the file. The server
 * checks every row first and saves all or nothing: a bad file is its problems by row and column.
 */
export function MemberUploadDialog({
  groupId,
  groupName,
  componentCodes,
  onClose,
  onSaved,
}: MemberUploadDialogProps) {
  const t = useText(payrollGroupText);
  const headers = useSessionHeaders();
  const machine = useMemo(
    () =>
      bulkUploadMachine.provide({
        actors: {
          uploadFile: memberUploadActor(`${membersPath(groupId)}/upload`, headers, t.networkError),
        },
      }),
    [groupId, headers, t.networkError],
  );
  const [snapshot, send] = useMachine(machine);
  const { file, upload, uploadError, sentBytes, totalBytes } = snapshot.context;
  const columns = useMemo(() => memberColumns(componentCodes), [componentCodes]);
  const count = Number(upload?.result?.["count"] ?? 0);

  const reported = useRef(false);
  useEffect(() => {
    if (!snapshot.matches("completed") || reported.current) return;
    reported.current = true;
    onSaved(count);
  }, [snapshot, count, onSaved]);

  const downloadTemplate = () =>
    downloadFile(
      `${membersPath(groupId)}/template`,
      headers,
      `payroll-group-${groupId}-members-template.xlsx`,
    ).catch((error: Error) => showToast("error", t.templateFailed(error.message)));

  return (
    <Modal
      open
      onClose={onClose}
      title={`${t.uploadTitle}: ${groupName}`}
      size="x-large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <div className={body}>
        <p className={hint}>{t.uploadIntro}</p>
        <div className={actions}>
          <Button variant="secondary" onClick={downloadTemplate}>
            <Download size={16} aria-hidden="true" />
            {t.downloadTemplate}
          </Button>
        </div>
        <FileChooser
          file={file}
          disabled={snapshot.hasTag("busy")}
          onChoose={(chosen) => {
            reported.current = false;
            send({ type: "file.select", file: chosen });
          }}
        />
        {snapshot.matches("idle") && (
          <div className={actions}>
            <Button disabled={!file} onClick={() => send({ type: "upload.start" })}>
              <Upload size={16} aria-hidden="true" />
              {t.upload}
            </Button>
          </div>
        )}
        {uploadError && snapshot.matches("idle") && (
          <Banner variant="danger" size="small" title={uploadError} />
        )}
        {snapshot.hasTag("busy") && (
          <Progress
            value={totalBytes > 0 ? Math.floor((sentBytes / totalBytes) * 100) : 0}
            label={t.uploading}
          />
        )}
        <p role="status" aria-live="polite" className={hint}>
          {snapshot.hasTag("busy")
            ? t.uploading
            : snapshot.matches("completed")
              ? t.uploadDone(count)
              : ""}
        </p>
        {snapshot.matches("invalid") && upload && (
          <>
            <Banner variant="danger" title={t.uploadFailedTitle(upload.errors.length)}>
              {t.uploadFailedBody}
            </Banner>
            <ImportErrorsTable errors={upload.errors} columns={columns} />
          </>
        )}
        {snapshot.matches("completed") && <Banner variant="success" title={t.uploadDone(count)} />}
      </div>
    </Modal>
  );
}

const body = css({ display: "flex", flexDirection: "column", gap: "16" });
const hint = css({ fontSize: "sm", color: "muted", lineHeight: "1.6" });
const actions = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
