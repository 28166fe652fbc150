import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import type { OptionItem } from "../../../ui/select/index.ts";
import {
  commonText,
  EntityPicker,
  type EntityPickerSource,
  FieldError,
  ListScreen,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { NativeSelect } from "../../payroll-groups/components/PayrollGroupFormPage.tsx";
import {
  ADJUSTMENT_TYPES,
  type AdjustmentDraft,
  type AdjustmentType,
  draftsOf,
  emptyAdjustment,
  fingerprint,
  inputsOf,
  validateAdjustments,
} from "../model/adjustments.ts";
import { businessCodeOf, refusalText } from "../model/lines.ts";
import {
  PayrollReportAdjustmentsQuery,
  PayrollReportMembersQuery,
  ReportGroupComponentsQuery,
  SetPayrollReportAdjustmentsMutation,
} from "./documents.ts";
import { PAYROLL_REPORTS_PATH, type Report, useReport } from "./PayrollReportDetailPage.tsx";
import { type ReportDetailText, reportDetailText } from "./text.ts";

export type PayrollAdjustmentsPageProps = { route: RouteDefinition };

/** /payroll-reports/:id/edit (issue 17): a draft report's adjustment lines (SPEC §3). */
export function PayrollAdjustmentsPage({ route }: PayrollAdjustmentsPageProps) {
  const t = useText(reportDetailText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { report, loading } = useReport(id);
  const [, navigate] = useLocation();
  const locked = report?.status === "finalized" || report?.status === "paid";
  useEffect(() => {
    if (!report || !locked) return;
    showToast("info", t.lockedRedirect);
    navigate(`${PAYROLL_REPORTS_PATH}/${report.id}`, { replace: true });
  }, [report, locked, navigate, t]);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {loading ? (
        <p>{c.loading}</p>
      ) : !report ? (
        <p role="alert">{t.notFound}</p>
      ) : locked ? null : report.status !== "draft" ? (
        <div className={card}>
          <p role="status">{t.notDraftNote}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => navigate(`${PAYROLL_REPORTS_PATH}/${report.id}`)}
            >
              {t.backToReport}
            </Button>
          </div>
        </div>
      ) : (
        <LoadedEditor report={report} />
      )}
    </ListScreen>
  );
}

function LoadedEditor({ report }: { report: Report }) {
  const c = useText(commonText);
  const t = useText(reportDetailText);
  const [{ data, fetching, error }] = useQuery({
    query: PayrollReportAdjustmentsQuery,
    variables: { reportId: report.id },
    requestPolicy: "network-only",
  });
  if (!data && fetching) return <p>{c.loading}</p>;
  if (!data) return <p role="alert">{refusalText(error, t.codes, error?.message ?? t.notFound)}</p>;
  return <AdjustmentsEditor report={report} saved={data.payrollReportAdjustments} />;
}

type Saved = Parameters<typeof draftsOf>[0];

function AdjustmentsEditor({ report, saved }: { report: Report; saved: Saved }) {
  const t = useText(reportDetailText);
  const c = useText(commonText);
  const guard = useLeaveGuard();
  const [, navigate] = useLocation();
  const [initial] = useState(() => draftsOf(saved));
  const [rows, setRows] = useState<AdjustmentDraft[]>(initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const errors = useFormErrors();
  const [, save] = useMutation(SetPayrollReportAdjustmentsMutation);
  const [{ data: componentData }] = useQuery({
    query: ReportGroupComponentsQuery,
    variables: { id: report.payrollGroupId ?? 0 },
    pause: !report.payrollGroupId,
  });
  const components = componentData?.payrollGroup?.components ?? [];
  const dirty = fingerprint(rows) !== fingerprint(initial);
  useConfirmLeave(dirty && !busy && !done);
  const reportPath = `${PAYROLL_REPORTS_PATH}/${report.id}`;

  const members = useMemo<EntityPickerSource>(
    () => ({
      async search(client, q, limit) {
        const result = await client
          .query(PayrollReportMembersQuery, { reportId: report.id, q: q || undefined, limit })
          .toPromise();
        return result.data?.payrollReportDetails.items.map(memberOption) ?? [];
      },
      async lookup(client, agentId) {
        const result = await client
          .query(PayrollReportMembersQuery, { reportId: report.id, agentId, limit: 1 })
          .toPromise();
        const first = result.data?.payrollReportDetails.items[0];
        return first ? memberOption(first) : null;
      },
    }),
    [report.id],
  );

  const update = (index: number, patch: Partial<AdjustmentDraft>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    for (const field of Object.keys(patch)) errors.clear(`adjustments.${index}.${field}`);
  };
  const add = () => setRows((current) => [...current, emptyAdjustment()]);
  const removeAt = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    // Field errors are positional: after a removal they no longer point at the right rows.
    errors.clear();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.showProblems(validateAdjustments(rows))) return;
    setBusy(true);
    const result = await save({ id: report.id, adjustments: inputsOf(rows) });
    setBusy(false);
    if (result.error || !result.data) {
      const code = businessCodeOf(result.error);
      if (code && t.codes[code]) showToast("error", t.codes[code]);
      errors.showServerError(result.error);
      return;
    }
    // At once, not in an effect: the answer (status computing) reaches the page through the
    // cache and unmounts this editor.
    setDone(true);
    showToast("success", t.saved);
    navigate(reportPath);
  };

  const fieldError = (index: number, field: string, label: string) =>
    errors.fieldError(`adjustments.${index}.${field}`, label);
  const fieldCount = Object.keys(errors.errors.fields).length;
  const formMessage = errors.errors.form
    ? fieldCount > 0
      ? `${t.saveFailed}: ${errors.errors.form}`
      : refusalText({ graphQLErrors: [{ message: errors.errors.form }] }, t.codes, t.saveFailed)
    : undefined;

  return (
    <form className={card} onSubmit={submit} noValidate aria-label={t.adjustmentsTitle}>
      <h2 className={heading}>
        {t.adjustmentsTitle} · {report.name}
      </h2>
      <p className={muted}>{t.adjustmentsIntro}</p>
      {formMessage && (
        <p role="alert" className={formError}>
          {formMessage}
        </p>
      )}
      <FieldError message={errors.errors.fields["adjustments"]} />
      {rows.length === 0 ? (
        <p className={muted}>{t.noAdjustments}</p>
      ) : (
        <ol className={rowList} aria-label={t.adjustmentsTable}>
          {rows.map((row, index) => (
            <AdjustmentRow
              key={row.key}
              t={t}
              index={index}
              row={row}
              members={members}
              components={components}
              fieldError={(field, label) => fieldError(index, field, label)}
              onChange={(patch) => update(index, patch)}
              onRemove={() => removeAt(index)}
            />
          ))}
        </ol>
      )}
      <div>
        <Button variant="secondary" onClick={add}>
          {t.addLine}
        </Button>
      </div>
      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(reportPath)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

const memberOption = (item: {
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
}): OptionItem => ({
  value: String(item.agentId),
  label: item.employeeNumber ? `${item.agentName} (${item.employeeNumber})` : item.agentName,
});

function AdjustmentRow({
  t,
  index,
  row,
  members,
  components,
  fieldError,
  onChange,
  onRemove,
}: {
  t: ReportDetailText;
  index: number;
  row: AdjustmentDraft;
  members: EntityPickerSource;
  components: readonly { code: string; name: string }[];
  fieldError: (field: string, label: string) => string | undefined;
  onChange: (patch: Partial<AdjustmentDraft>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const componentOptions = [
    { value: "", label: "-" },
    ...components.map((component) => ({
      value: component.code,
      label: `${component.name} (${component.code})`,
    })),
    // A saved code the group no longer has stays choosable, so it is not silently dropped.
    ...(row.componentCode && !components.some((component) => component.code === row.componentCode)
      ? [{ value: row.componentCode, label: row.componentCode }]
      : []),
  ];
  return (
    <li className={rowCard} aria-label={t.lineNumber(n)} data-testid={`adjustment-${index}`}>
      <div className={rowHead}>
        <span className={rowTitle}>{t.lineNumber(n)}</span>
        <button type="button" className={link} onClick={onRemove} aria-label={t.removeLine(n)}>
          {t.delete}
        </button>
      </div>
      <div className={rowFields}>
        <div className={wide}>
          <EntityPicker
            label={t.worker}
            source={members}
            value={row.agentId}
            knownLabel={row.agentName || undefined}
            placeholder={t.chooseWorker}
            required
            onValueChange={(agentId, option) =>
              onChange({ agentId, agentName: option?.label ?? "" })
            }
            invalid={Boolean(fieldError("agentId", t.worker))}
            errorText={fieldError("agentId", t.worker)}
          />
        </div>
        <NativeSelect
          label={t.adjustmentType}
          value={row.type}
          onChange={(value) => onChange({ type: value as AdjustmentType })}
          options={ADJUSTMENT_TYPES.map((value) => ({
            value,
            label: t.adjustmentTypes[value] ?? value,
          }))}
          error={fieldError("type", t.adjustmentType)}
        />
        <TextInput
          label={t.label}
          required
          maxLength={100}
          value={row.label}
          onValueChange={(label) => onChange({ label })}
          invalid={Boolean(fieldError("label", t.label))}
          errorText={fieldError("label", t.label)}
        />
        <TextInput
          label={t.amount}
          required
          inputMode="numeric"
          value={row.amount}
          onValueChange={(amount) => onChange({ amount })}
          invalid={Boolean(fieldError("amount", t.amount))}
          errorText={fieldError("amount", t.amount)}
        />
        {row.type === "default" && (
          <NativeSelect
            label={t.componentCode}
            value={row.componentCode}
            onChange={(componentCode) => onChange({ componentCode })}
            options={componentOptions}
            error={fieldError("componentCode", t.componentCode)}
          />
        )}
        {row.type === "increment" && (
          <label className={checkbox}>
            <input
              type="checkbox"
              checked={row.taxable}
              onChange={(event) => onChange({ taxable: event.target.checked })}
            />
            {t.taxableIncrement}
            <FieldError message={fieldError("taxable", t.taxableIncrement)} />
          </label>
        )}
      </div>
    </li>
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
  maxWidth: "1100px",
});
const heading = css({ fontSize: "lg", fontWeight: "700" });
const muted = css({ fontSize: "sm", color: "muted" });
const formError = css({ color: "red.800", fontSize: "sm", fontWeight: "600" });
const rowList = css({ display: "flex", flexDirection: "column", gap: "12", listStyle: "none" });
const rowCard = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "16",
  display: "flex",
  flexDirection: "column",
  gap: "12",
});
const rowHead = css({ display: "flex", justifyContent: "space-between", alignItems: "center" });
const rowTitle = css({ fontWeight: "700", fontSize: "sm" });
const rowFields = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
  alignItems: "start",
});
const wide = css({ gridColumn: "span 2" });
const checkbox = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  alignSelf: "center",
});
const footer = css({ display: "flex", gap: "12", justifyContent: "flex-end" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
