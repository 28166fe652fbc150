import { type FormEvent, type ReactNode, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { Button, ConfirmDialog, SkeletonLines, showToast } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { commonText, ListScreen, useText } from "../../org-common/index.ts";
import { type SavedRecordRef, useRecordForm } from "../hooks/useRecordForm.ts";
import type { RecordAmount } from "../model/recordForm.ts";
import { type ConfigText, configText } from "./configText.ts";
import { DeleteEmployeeTaxRecordMutation, EmployeeTaxRecordQuery } from "./documents.ts";
import { isId, NON_FINAL_PATH } from "./paths.ts";
import { RecordFields } from "./RecordFields.tsx";

export type EmployeeTaxRecordPageProps = { route: RouteDefinition };

type Loaded = SavedRecordRef & {
  taxConfigurationId: number;
  branchName?: string | null;
  terCategory: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * /pph-21-tidak-final/{id}/employee-tax-record/{recordId}: one worker's year as the annual
 * calculation needs it (REFERENCE.md §2.1), edited in place, deleted with confirmation. A
 * record of another configuration or client is "not found".
 */
export function EmployeeTaxRecordPage({ route }: EmployeeTaxRecordPageProps) {
  const t = useText(configText);
  const params = useParams<{ id: string; recordId: string }>();
  const valid = isId(params.id) && isId(params.recordId);
  const configurationId = Number(params.id);
  const [{ data, fetching, error }] = useQuery({
    query: EmployeeTaxRecordQuery,
    variables: { id: Number(params.recordId) },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState(false);
  const found = data?.employeeTaxRecord;
  const record = found && found.taxConfigurationId === configurationId ? (found as Loaded) : null;
  const back = `${NON_FINAL_PATH}/${valid ? configurationId : ""}`;

  let body: ReactNode;
  if (valid && fetching && !data) body = <SkeletonLines count={10} />;
  else if (!record) {
    const message = error ? extractErrorMessage(error) : "";
    body = (
      <Banner variant="warning" title={t.recordNotFound}>
        {message && !/not found/i.test(message) ? message : null}
      </Banner>
    );
  } else if (editing)
    body = <RecordEditor key={record.version} record={record} onDone={() => setEditing(false)} />;
  else body = <RecordView record={record} />;

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <>
          <Link href={`${back}${record ? `?year=${record.year}` : ""}`} className={backLink}>
            {t.backToConfiguration}
          </Link>
          {record && !editing && <Button onClick={() => setEditing(true)}>{t.edit}</Button>}
          {record && <DeleteRecordButton record={record} back={back} />}
        </>
      }
    >
      {body}
    </ListScreen>
  );
}

function RecordView({ record }: { record: Loaded }) {
  const t = useText(configText);
  const month = (n: number) => t.monthNames[n - 1] ?? String(n);
  const money = (key: RecordAmount) => (
    <>
      <dt>{t[key]}</dt>
      <dd data-testid={`record-${key}`}>{formatRupiah(record[key])}</dd>
    </>
  );
  return (
    <div className={layout}>
      <section className={card} aria-labelledby="record-worker-title">
        <h2 id="record-worker-title" className={heading}>
          {record.agentName} · {record.year}
        </h2>
        <dl className={facts} data-testid="record-facts">
          <dt>NIK</dt>
          <dd>{record.nik}</dd>
          <dt>{t.branch}</dt>
          <dd>{record.branchName ?? "-"}</dd>
          <dt>{t.taxIdKind}</dt>
          <dd>
            {t.taxIdKinds[record.taxIdKind as keyof ConfigText["taxIdKinds"]] ?? record.taxIdKind}{" "}
            {record.taxId}
          </dd>
          <dt>{t.ptkp}</dt>
          <dd data-testid="record-ptkp">
            {record.ptkp} · {t.terCategoryOf(record.terCategory)}
          </dd>
          <dt>{t.recipient}</dt>
          <dd>
            {t.recipients[record.recipient as keyof ConfigText["recipients"]] ?? record.recipient}
          </dd>
          <dt>{t.months}</dt>
          <dd data-testid="record-months">
            {t.monthRange(month(record.startMonth), month(record.endMonth))}
          </dd>
          <dt>{t.subjectiveChange}</dt>
          <dd>{record.subjectiveChange ? t.yes : t.no}</dd>
          <dt>{t.note}</dt>
          <dd>{record.note || "-"}</dd>
          <dt>{t.updatedAt}</dt>
          <dd>{formatDateTime(record.updatedAt)}</dd>
        </dl>
      </section>
      <section className={card} aria-labelledby="record-money-title">
        <h2 id="record-money-title" className={heading}>
          {t.opening}
        </h2>
        <dl className={facts}>
          {money("openingBruto")}
          {money("openingWithheld")}
          {money("openingDeductions")}
        </dl>
        <h2 className={heading}>{t.previous}</h2>
        <dl className={facts}>
          {money("previousEmployerBruto")}
          {money("previousEmployerWithheld")}
          {money("previousEmployerDeductions")}
        </dl>
      </section>
    </div>
  );
}

function RecordEditor({ record, onDone }: { record: Loaded; onDone: () => void }) {
  const t = useText(configText);
  const form = useRecordForm(record.taxConfigurationId, record, record.year);
  useConfirmLeave(form.changed && !form.busy);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.save();
    if (!saved) return;
    showToast("success", t.recordUpdated(saved.agentName));
    onDone();
  };
  return (
    <form className={formBox} onSubmit={submit} noValidate aria-label={t.recordTitle}>
      {form.formMessage && <Banner variant="danger" size="small" title={form.formMessage} />}
      <p className={heading}>
        {record.agentName} · {record.nik}
      </p>
      <RecordFields
        draft={form.draft}
        onChange={form.onChange}
        fieldError={form.errors.fieldError}
        pickWorker={false}
      />
      <div className={footer}>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

function DeleteRecordButton({ record, back }: { record: Loaded; back: string }) {
  const t = useText(configText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [, remove] = useMutation(DeleteEmployeeTaxRecordMutation);
  const confirm = async () => {
    setAsking(false);
    const result = await remove({ id: record.id });
    if (result.error) {
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
      return;
    }
    showToast("success", t.recordDeleted(record.agentName));
    navigate(`${back}?year=${record.year}`);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.deleteRecordTitle(record.agentName, record.year)}
        description={t.deleteRecordBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

const layout = css({
  display: "grid",
  gap: "16",
  gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" },
});
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const formBox = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
  maxWidth: "1100px",
});
const heading = css({ fontSize: "md", fontWeight: "600" });
const facts = css({
  display: "grid",
  gridTemplateColumns: "minmax(160px, 260px) 1fr",
  gap: "8",
  fontSize: "sm",
  "& dt": { color: "muted" },
});
const backLink = css({ color: "brand", fontSize: "sm", fontWeight: "600", alignSelf: "center" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
