import { useMachine } from "@xstate/react";
import { Download, Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { DIRECT_COLUMNS } from "../../../../domain/payroll/direct.ts";
import { localizeProblem } from "../../../../domain/problems.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { bulkUploadMachine } from "../../../machines/bulkUploadMachine.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Banner, Progress } from "../../../ui/misc/index.ts";
import {
  downloadFile,
  FileChooser,
  ImportErrorsTable,
  useSessionHeaders,
} from "../../bulk-import/index.ts";
import { ListScreen, plainDateOf, useText } from "../../org-common/index.ts";
import {
  DIRECT_TEMPLATE_URL,
  directUploadActor,
  firstDayOf,
  type HeadErrors,
  periodOf,
} from "../model/directUpload.ts";
import { directPayrollText, directReportPath } from "./text.ts";

export type DirectPayrollCreatePageProps = { route: RouteDefinition };

/**
 * /payroll-reports/create-direct-payroll (issue 17): the report's name and payroll month, the
 * template, then the file through the bulk upload machine. The server checks every row and
 * saves all or nothing: a bad file is its problems by row and column (the name's and month's
 * on their fields); a good one opens the new direct report.
 */
export function DirectPayrollCreatePage({ route }: DirectPayrollCreatePageProps) {
  const t = useText(directPayrollText);
  const { language } = useI18n();
  const headers = useSessionHeaders();
  const [, navigate] = useLocation();
  const [name, setName] = useState("");
  const [period, setPeriod] = useState("");
  const [missing, setMissing] = useState<HeadErrors>({});
  // The name and month when the upload starts (the actor reads them then).
  const target = useRef({ name, period });
  target.current = { name: name.trim(), period };
  const machine = useMemo(
    () =>
      bulkUploadMachine.provide({
        actors: {
          uploadFile: directUploadActor(() => target.current, headers, t.networkError),
        },
      }),
    [headers, t.networkError],
  );
  const [snapshot, send] = useMachine(machine);
  const { file, upload, uploadError, sentBytes, totalBytes } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  const head = (snapshot.matches("invalid") ? upload?.result?.["head"] : undefined) as
    | HeadErrors
    | undefined;
  const nameError = missing.name ?? (head?.name ? localizeProblem(language, head.name) : undefined);
  const periodError =
    missing.period ?? (head?.period ? localizeProblem(language, head.period) : undefined);
  const rowErrors = snapshot.matches("invalid") ? (upload?.errors ?? []) : [];
  const problemCount = rowErrors.length + (head?.name ? 1 : 0) + (head?.period ? 1 : 0);

  // A name, month or file not yet turned into a report: leaving asks first (SPEC §2 dialog).
  useConfirmLeave(
    (name.trim() !== "" || period !== "" || file !== null) && !snapshot.matches("completed"),
  );

  const done = useRef(false);
  useEffect(() => {
    if (!snapshot.matches("completed") || done.current) return;
    done.current = true;
    const id = Number(upload?.result?.["id"]);
    showToast("success", t.created(String(upload?.result?.["name"] ?? name)));
    navigate(directReportPath(id));
  }, [snapshot, upload, navigate, t, name]);

  const start = () => {
    const blank: HeadErrors = {};
    if (!name.trim()) blank.name = t.required;
    if (!period) blank.period = t.required;
    setMissing(blank);
    if (blank.name || blank.period || !file) return;
    // After a refused file: the same file again (fixed on disk, or with another name).
    if (!snapshot.matches("idle")) send({ type: "file.select", file });
    send({ type: "upload.start" });
  };

  const template = (format: "xlsx" | "csv") =>
    downloadFile(
      `${DIRECT_TEMPLATE_URL}?format=${format}`,
      headers,
      `direct-payroll-template.${format}`,
    ).catch((error: Error) => showToast("error", t.templateFailed(error.message)));

  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      <section className={card} aria-label={route.title[language]}>
        <p className={hint}>{t.createIntro}</p>
        <div className={fields}>
          <TextInput
            label={t.name}
            required
            maxLength={100}
            placeholder={t.namePlaceholder}
            value={name}
            disabled={busy}
            invalid={nameError !== undefined}
            errorText={nameError}
            onValueChange={(value) => {
              setName(value);
              setMissing((m) => ({ ...m, name: undefined }));
            }}
          />
          <DatePicker
            label={t.period}
            type="month"
            required
            placeholder={t.periodPlaceholder}
            value={period ? [plainDateOf(firstDayOf(period))!] : []}
            disabled={busy}
            invalid={periodError !== undefined}
            {...(periodError ? { errorText: periodError } : {})}
            onValueChange={(dates) => {
              setPeriod(dates[0] ? periodOf(dates[0]) : "");
              setMissing((m) => ({ ...m, period: undefined }));
            }}
          />
        </div>
        <div className={actions}>
          <Button variant="secondary" onClick={() => template("xlsx")}>
            <Download size={16} aria-hidden="true" />
            {t.downloadXlsx}
          </Button>
          <Button variant="secondary" onClick={() => template("csv")}>
            <Download size={16} aria-hidden="true" />
            {t.downloadCsv}
          </Button>
        </div>
        <p className={hint}>{t.templateHint}</p>
        <FileChooser
          file={file}
          disabled={busy}
          onChoose={(chosen) => {
            done.current = false;
            send({ type: "file.select", file: chosen });
          }}
        />
        {!busy && !snapshot.matches("completed") && (
          <div className={actions}>
            <Button disabled={!file} onClick={start}>
              <Upload size={16} aria-hidden="true" />
              {t.upload}
            </Button>
          </div>
        )}
        {uploadError && snapshot.matches("idle") && (
          <Banner variant="danger" size="small" title={uploadError} />
        )}
        {busy && (
          <Progress
            value={totalBytes > 0 ? Math.floor((sentBytes / totalBytes) * 100) : 0}
            label={t.uploading}
          />
        )}
        <p role="status" aria-live="polite" className={hint}>
          {busy ? t.uploading : ""}
        </p>
        {snapshot.matches("invalid") && upload && (
          <>
            <Banner variant="danger" title={t.failedTitle(problemCount)}>
              {t.failedBody}
            </Banner>
            {rowErrors.length > 0 && (
              <ImportErrorsTable errors={rowErrors} columns={DIRECT_COLUMNS} />
            )}
          </>
        )}
      </section>
    </ListScreen>
  );
}

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const fields = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: "16",
});
const hint = css({ fontSize: "sm", color: "muted", lineHeight: "1.6" });
const actions = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
