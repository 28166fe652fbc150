import { Download, FileSearch } from "lucide-react";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Banner, Tabs } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  downloadFile,
  FileChooser,
  ImportErrorsTable,
  messageOf,
  spreadsheetType,
  useSessionHeaders,
} from "../../bulk-import/index.ts";
import { FieldError, FormModal, useText } from "../../org-common/index.ts";
import { businessCodeOf } from "../../payroll-report-detail/model/lines.ts";
import {
  type LineInput,
  linesOfUpload,
  newIdempotencyKey,
  templateUrl,
  type UploadResult,
  uploadResultOf,
  uploadUrl,
} from "../model/batch.ts";
import {
  CreateDisbursementMutation,
  DisbursableClaimsQuery,
  FinalizedReportsQuery,
} from "./documents.ts";
import { muted, readBatch, refusal, stack } from "./shared.tsx";
import { type DisbursementText, disbursementText } from "./text.ts";

type Source = "payroll_report" | "reimbursement" | "upload";

export type CreateDisbursementDialogProps = {
  onClose: () => void;
  onCreated: (id: number) => void;
};

/**
 * The create dialog (issue 18): a batch from a finalised payroll report (picker), from
 * approved reimbursement claims (checkboxes) or from an uploaded sheet (template link, then
 * the file's rows and problems before anything is stored); its name, description and channel.
 * Lines are validated by the server when the batch is created: invalid ones are kept as drafts
 * with their reason, shown on the batch page.
 */
export function CreateDisbursementDialog({ onClose, onCreated }: CreateDisbursementDialogProps) {
  const t = useText(disbursementText);
  const [source, setSource] = useState<Source>("payroll_report");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [channel, setChannel] = useState("provider");
  const [reportId, setReportId] = useState<string | null>(null);
  const [claimIds, setClaimIds] = useState<ReadonlySet<number>>(new Set());
  const [upload, setUpload] = useState<UploadResult | null>(null);
  const [missing, setMissing] = useState<{ name?: string; source?: string }>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [, create] = useMutation(CreateDisbursementMutation);
  // One key per request body: a retry after a lost answer is the same request (one batch); a
  // changed form is a new one (the same key with another body would be refused).
  const sent = useRef<{ body: string; key: string } | null>(null);

  const uploadLines = useMemo(() => (upload ? linesOfUpload(upload.rows) : []), [upload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank: { name?: string; source?: string } = {};
    if (!name.trim()) blank.name = t.required;
    if (source === "payroll_report" && !reportId) blank.source = t.required;
    if (source === "reimbursement" && claimIds.size === 0) blank.source = t.chooseOne;
    if (source === "upload" && (!upload || upload.problems.length > 0 || uploadLines.length === 0))
      blank.source = t.required;
    setMissing(blank);
    setNameError(null);
    setFormError(undefined);
    if (blank.name || blank.source) return;
    const input = {
      name: name.trim(),
      source: source === "upload" ? "upload" : source,
      channel,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(source === "payroll_report" ? { payrollReportId: Number(reportId) } : {}),
      ...(source === "reimbursement"
        ? { reimbursementClaimIds: [...claimIds].sort((a, b) => a - b) }
        : {}),
      ...(source === "upload" ? { lines: uploadLines as LineInput[] } : {}),
    };
    const body = JSON.stringify(input);
    if (sent.current?.body !== body) sent.current = { body, key: newIdempotencyKey() };
    setBusy(true);
    const result = await create({ input, idempotencyKey: sent.current.key });
    setBusy(false);
    if (result.error || !result.data) {
      const message = refusal(t, result.error, t.createFailed);
      if (businessCodeOf(result.error) === "BATCH_NAME_ALREADY_EXIST") setNameError(message);
      else setFormError(message);
      return;
    }
    const batch = readBatch(result.data.createDisbursement);
    showToast("success", t.created(batch.name));
    onCreated(batch.id);
  };

  return (
    <FormModal
      title={t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t.create}
      size="x-large"
    >
      <div className={fields}>
        <TextInput
          label={t.name}
          required
          maxLength={100}
          value={name}
          invalid={Boolean(missing.name ?? nameError)}
          errorText={missing.name ?? nameError ?? undefined}
          onValueChange={(value) => {
            setName(value);
            setMissing((m) => ({ ...m, name: undefined }));
            setNameError(null);
          }}
        />
        <Select
          label={t.channel}
          required
          options={Object.entries(t.channels).map(([value, label]) => ({ value, label }))}
          value={channel}
          onValueChange={(value) => setChannel(value ?? "provider")}
        />
      </div>
      <TextInput
        label={t.description}
        maxLength={500}
        value={description}
        onValueChange={setDescription}
      />
      <Tabs
        label={t.source}
        activeKey={source}
        onChange={({ key }) => {
          setSource(key as Source);
          setMissing((m) => ({ ...m, source: undefined }));
        }}
        tabs={[
          {
            key: "payroll_report",
            label: t.fromReport,
            content:
              source === "payroll_report" ? (
                <ReportPicker
                  t={t}
                  value={reportId}
                  error={missing.source}
                  onChange={(id, reportName) => {
                    setReportId(id);
                    setMissing((m) => ({ ...m, source: undefined }));
                    // A batch usually takes its report's name; the user may change it.
                    if (!name.trim() && reportName) setName(reportName);
                  }}
                />
              ) : null,
          },
          {
            key: "reimbursement",
            label: t.fromClaims,
            content:
              source === "reimbursement" ? (
                <ClaimPicker
                  t={t}
                  selected={claimIds}
                  error={missing.source}
                  onChange={(ids) => {
                    setClaimIds(ids);
                    setMissing((m) => ({ ...m, source: undefined }));
                  }}
                />
              ) : null,
          },
          {
            key: "upload",
            label: t.fromUpload,
            content:
              source === "upload" ? (
                <UploadPart
                  t={t}
                  result={upload}
                  error={missing.source}
                  onResult={(result) => {
                    setUpload(result);
                    setMissing((m) => ({ ...m, source: undefined }));
                  }}
                />
              ) : null,
          },
        ]}
      />
    </FormModal>
  );
}

function ReportPicker({
  t,
  value,
  error,
  onChange,
}: {
  t: DisbursementText;
  value: string | null;
  error: string | undefined;
  onChange: (id: string | null, name: string | null) => void;
}) {
  const [{ data, fetching }] = useQuery({
    query: FinalizedReportsQuery,
    requestPolicy: "cache-and-network",
  });
  const reports = data?.payrollReports.items ?? [];
  const options = reports.map((r) => ({
    value: String(r.id),
    label: t.reportOption(r.name, r.lineCount, formatRupiah(r.totals.net)),
  }));
  if (!fetching && data && reports.length === 0) return <p className={muted}>{t.noReports}</p>;
  return (
    <div>
      <Select
        label={t.report}
        required
        placeholder={t.reportPlaceholder}
        options={options}
        value={value}
        invalid={error !== undefined}
        onValueChange={(id) => onChange(id, reports.find((r) => String(r.id) === id)?.name ?? null)}
      />
      <FieldError message={error} />
    </div>
  );
}

function ClaimPicker({
  t,
  selected,
  error,
  onChange,
}: {
  t: DisbursementText;
  selected: ReadonlySet<number>;
  error: string | undefined;
  onChange: (ids: ReadonlySet<number>) => void;
}) {
  const [{ data, fetching }] = useQuery({
    query: DisbursableClaimsQuery,
    variables: { limit: 100, page: 1 },
    requestPolicy: "cache-and-network",
  });
  const claims = data?.reimbursementClaims.items ?? [];
  if (!fetching && data && claims.length === 0) return <p className={muted}>{t.noClaims}</p>;
  const all = claims.length > 0 && claims.every((c) => selected.has(c.id));
  const total = claims.filter((c) => selected.has(c.id)).reduce((sum, c) => sum + c.amount, 0);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div className={stack}>
      <p className={muted}>{t.claimsHint}</p>
      {error && <Banner variant="danger" size="small" title={error} />}
      <div className={scroll}>
        <table className={table} aria-label={t.fromClaims}>
          <thead>
            <tr>
              <th className={stickyHead}>
                <input
                  type="checkbox"
                  aria-label={t.selectAll}
                  checked={all}
                  onChange={(event) =>
                    onChange(event.target.checked ? new Set(claims.map((c) => c.id)) : new Set())
                  }
                />
              </th>
              <th className={stickyHead}>{t.worker}</th>
              <th className={stickyHead}>{t.claimType}</th>
              <th className={stickyHead}>{t.claimDate}</th>
              <th className={stickyHead}>{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr key={claim.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${claim.agentName} ${claim.typeName} ${formatRupiah(claim.amount)}`}
                    checked={selected.has(claim.id)}
                    onChange={(event) => toggle(claim.id, event.target.checked)}
                  />
                </td>
                <td>
                  {claim.agentName}
                  {claim.employeeNumber && <span className={muted}> · {claim.employeeNumber}</span>}
                </td>
                <td>{claim.typeName}</td>
                <td>{formatDate(claim.claimDate)}</td>
                <td>{formatRupiah(claim.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className={muted}>
        {t.claimsSelected(selected.size, formatRupiah(total))}
      </p>
    </div>
  );
}

function UploadPart({
  t,
  result,
  error,
  onResult,
}: {
  t: DisbursementText;
  result: UploadResult | null;
  error: string | undefined;
  onResult: (result: UploadResult | null) => void;
}) {
  const headers = useSessionHeaders();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const template = (format: "xlsx" | "csv") =>
    downloadFile(templateUrl(format), headers, `disbursement-template.${format}`).catch(
      (e: Error) => showToast("error", t.templateFailed(e.message)),
    );

  // The server reads the sheet and answers its rows and problems; nothing is stored until the
  // batch is created from the rows.
  const read = async () => {
    if (!file) return;
    setReading(true);
    setFailure(null);
    onResult(null);
    try {
      const sent = headers();
      sent.set("content-type", spreadsheetType(file));
      const response = await fetch(uploadUrl(file.name), {
        method: "POST",
        headers: sent,
        body: file,
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const answer = response.ok ? uploadResultOf(parsed) : null;
      if (answer) onResult(answer);
      else setFailure(messageOf(response.status, text, t.networkError));
    } catch {
      setFailure(t.networkError);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={stack}>
      <div className={row}>
        <Button variant="secondary" onClick={() => template("xlsx")}>
          <Download size={16} aria-hidden="true" />
          {t.downloadXlsx}
        </Button>
        <Button variant="secondary" onClick={() => template("csv")}>
          <Download size={16} aria-hidden="true" />
          {t.downloadCsv}
        </Button>
      </div>
      <p className={muted}>{t.templateHint}</p>
      <FileChooser
        file={file}
        disabled={reading}
        onChoose={(chosen) => {
          setFile(chosen);
          onResult(null);
        }}
      />
      <div className={row}>
        <Button variant="secondary" disabled={!file || reading} onClick={read}>
          <FileSearch size={16} aria-hidden="true" />
          {reading ? t.reading : t.readFile}
        </Button>
      </div>
      {failure && <Banner variant="danger" size="small" title={failure} />}
      {error && !failure && <Banner variant="danger" size="small" title={error} />}
      {result && (
        <>
          <p role="status" className={muted}>
            {t.uploadRows(result.rows.length)}
          </p>
          {result.problems.length > 0 && (
            <>
              <Banner
                variant="danger"
                size="small"
                title={t.uploadProblems(result.problems.length)}
              />
              <ImportErrorsTable errors={result.problems} />
            </>
          )}
          {result.rows.length > 0 && (
            <div className={scroll}>
              <table className={table} aria-label={t.fromUpload}>
                <thead>
                  <tr>
                    <th className={stickyHead}>{t.row}</th>
                    <th className={stickyHead}>{t.worker}</th>
                    <th className={stickyHead}>{t.amount}</th>
                    <th className={stickyHead}>{t.bank}</th>
                    <th className={stickyHead}>{t.account}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((r) => (
                    <tr key={r.row}>
                      <td>{r.row}</td>
                      <td>{r.agentName ?? "-"}</td>
                      <td>{r.amount === null ? "-" : formatRupiah(r.amount)}</td>
                      <td>{r.bankCode ?? r.eWallet ?? t.ownAccount}</td>
                      <td>
                        {r.accountNumber ?? r.phoneNumber ?? "-"}
                        {r.accountName && <span className={muted}> · {r.accountName}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

const fields = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: "16",
});
const row = css({ display: "flex", gap: "12", flexWrap: "wrap", alignItems: "center" });
const scroll = css({
  maxHeight: "320px",
  overflowY: "auto",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
});
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& td, & th": { paddingInline: "12", paddingBlock: "8", textAlign: "left" },
  "& tbody tr": { borderTopWidth: "1px", borderTopStyle: "solid", borderTopColor: "line" },
});
// The header stays while the rows scroll; it sits under the dialog's own popovers.
const stickyHead = css({
  position: "sticky",
  top: "0",
  zIndex: "stickyHeader",
  bg: "canvas",
  fontWeight: "600",
});
