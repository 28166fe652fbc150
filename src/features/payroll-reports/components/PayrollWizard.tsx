import { useMachine } from "@xstate/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { type Client, type CombinedError, useClient, useQuery } from "urql";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import {
  ADJUSTMENT_TYPES,
  type AdjustmentErrors,
  type AdjustmentLine,
  type AdjustmentType,
  adjustmentProblems,
  type CreateReportInput,
  type PayrollType,
  type PayrollWizardContext,
  payrollWizardMachine,
  type RunPreview,
  type SubmitFailure,
  stepIndexOf,
} from "../../../machines/payrollWizardMachine.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  initialTableState,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Banner, Stepper } from "../../../ui/misc/index.ts";
import { FieldError, ListScreen, useText } from "../../org-common/index.ts";
import {
  CreatePayrollReportMutation,
  PayrollReportGroupComponentsQuery,
  PayrollReportGroupsQuery,
  PayrollRunPreviewQuery,
} from "./documents.ts";
import { type PayrollReportText, payrollReportText, periodLabel } from "./text.ts";

const PAYROLL_REPORTS_PATH = "/payroll-reports";
export const CREATION_SUMMARY_PATH = "/payroll-reports/creation-summary";
export const DIRECT_PAYROLL_PATH = "/payroll-reports/create-direct-payroll";
/** Members on one page of the review (and the first page the machine reads). */
const PREVIEW_PAGE_SIZE = 10;

/** The business code of a failed GraphQL call: `extensions.detail.code`, else `extensions.code`. */
export function problemCodeOf(error: CombinedError | undefined): string | null {
  const first = error?.graphQLErrors[0];
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  const detail = extensions["detail"] as { code?: unknown } | null | undefined;
  if (typeof detail?.code === "string") return detail.code;
  if (typeof extensions["problem"] === "string") return extensions["problem"];
  if (first?.message.includes("BATCH_NAME_ALREADY_EXIST")) return "BATCH_NAME_ALREADY_EXIST";
  return typeof extensions["code"] === "string" ? extensions["code"] : null;
}

const messageOf = (error: CombinedError) => error.graphQLErrors[0]?.message ?? error.message;

/** The machine with its actors: the run preview and the creation, through urql. */
function wizardMachineFor(client: Client) {
  return payrollWizardMachine.provide({
    actors: {
      fetchPreview: fromPromiseActor(async ({ input }) => {
        const result = await client
          .query(
            PayrollRunPreviewQuery,
            { ...input, limit: PREVIEW_PAGE_SIZE, page: 1 },
            { requestPolicy: "network-only" },
          )
          .toPromise();
        const page = result.data?.payrollRunPreview;
        if (result.error || !page) throw new Error(result.error ? messageOf(result.error) : "-");
        const preview: RunPreview = {
          period: page.period,
          periodStart: page.periodStart,
          periodEnd: page.periodEnd,
          payDate: page.payDate ?? null,
          useAttendance: page.useAttendance,
          memberCount: page.memberCount,
          members: page.items,
        };
        return preview;
      }),
      submitReport: fromSubmitActor(async ({ input }) => {
        const result = await client.mutation(CreatePayrollReportMutation, { input }).toPromise();
        const report = result.data?.createPayrollReport;
        if (result.error || !report) {
          const failure: SubmitFailure = {
            code: problemCodeOf(result.error),
            message: result.error ? messageOf(result.error) : "-",
          };
          throw failure;
        }
        return { id: report.id };
      }),
    },
  });
}

// Typed helpers so the provided actors keep the machine's input and output types.

const fromPromiseActor = (
  run: (args: { input: { payrollGroupId: number; period: string } }) => Promise<RunPreview>,
) => fromPromise<RunPreview, { payrollGroupId: number; period: string }>(run);
const fromSubmitActor = (run: (args: { input: CreateReportInput }) => Promise<{ id: number }>) =>
  fromPromise<{ id: number }, CreateReportInput>(run);

export type PayrollWizardProps = { route: RouteDefinition };

/**
 * The creation wizard (issue 17) on /payroll-reports?create=1, driven by
 * payrollWizardMachine: a stepper whose Next and Previous are the machine's NEXT and BACK
 * (SPEC §4: Next unless last, Previous unless first). Leaving with input asks first.
 */
export function PayrollWizard({ route }: PayrollWizardProps) {
  const t = useText(payrollReportText);
  const client = useClient();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const machine = useMemo(() => wizardMachineFor(client), [client]);
  const [snapshot, send] = useMachine(machine);
  const context = snapshot.context;
  useConfirmLeave(context.dirty);

  useEffect(() => {
    if (snapshot.matches("done"))
      navigate(`${CREATION_SUMMARY_PATH}?id=${context.reportId}`, { replace: true });
    else if (snapshot.matches("leftForDirect")) navigate(DIRECT_PAYROLL_PATH);
  }, [snapshot, context.reportId, navigate]);

  const active = stepIndexOf(snapshot);
  const submitting = snapshot.matches("submitting");
  const contents: ReactNode[] = [
    <TypeStep key="type" t={t} context={context} send={send} />,
    <DetailsStep key="details" t={t} context={context} send={send} />,
    <ReviewStep key="review" t={t} context={context} snapshot={snapshot} send={send} />,
    <AdjustmentsStep key="adjustments" t={t} context={context} send={send} />,
    <SummaryStep key="summary" t={t} context={context} />,
  ];

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button variant="secondary" onClick={() => guard.navigate(PAYROLL_REPORTS_PATH)}>
          {t.cancel}
        </Button>
      }
    >
      <section className={panel} aria-label={t.wizardLabel}>
        <Stepper
          label={t.wizardLabel}
          activeIndex={active}
          onActiveIndexChange={(index) => send({ type: index > active ? "NEXT" : "BACK" })}
          steps={t.steps.map((title, index) => ({
            title,
            description: t.stepDescriptions[index],
            content: index === active ? contents[index] : undefined,
          }))}
          finalAction={
            <Button onClick={() => send({ type: "CONFIRM" })} disabled={submitting}>
              {submitting ? t.creating : t.confirm}
            </Button>
          }
        />
      </section>
    </ListScreen>
  );
}

type Send = ReturnType<typeof useMachine<typeof payrollWizardMachine>>[1];
type StepProps = { t: PayrollReportText; context: PayrollWizardContext; send: Send };

function TypeStep({ t, context, send }: StepProps) {
  return (
    <fieldset className={step}>
      <legend className={legend}>{t.chooseType}</legend>
      {(["general", "direct"] as const satisfies readonly PayrollType[]).map((type) => (
        <label key={type} className={choice}>
          <input
            type="radio"
            name="payrollType"
            value={type}
            checked={context.payrollType === type}
            onChange={() => send({ type: "TYPE.SELECT", payrollType: type })}
          />
          <span>
            <strong>{t.types[type]}</strong>
            <span className={hint}>{t.typeDescriptions[type]}</span>
          </span>
        </label>
      ))}
      <FieldError message={context.errors.type ? t.typeRequired : undefined} />
    </fieldset>
  );
}

function DetailsStep({ t, context, send }: StepProps) {
  const [{ data }] = useQuery({ query: PayrollReportGroupsQuery });
  const groups = data?.payrollGroups.items ?? [];
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(() => context.period.slice(0, 4) || String(thisYear));
  const month = context.period.slice(5, 7);
  const problem = (field: keyof PayrollWizardContext["errors"]) => {
    const code = context.errors[field];
    return code ? t.problems[code] : undefined;
  };
  const setPeriod = (nextYear: string, nextMonth: string) =>
    send({
      type: "DETAILS.CHANGE",
      values: { period: nextMonth ? `${nextYear}-${nextMonth}` : "" },
    });
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2, thisYear + 3];

  return (
    <fieldset className={step}>
      <legend className={legend}>{t.steps[1]}</legend>
      <TextInput
        label={t.name}
        required
        value={context.name}
        onValueChange={(name) => send({ type: "DETAILS.CHANGE", values: { name } })}
        invalid={Boolean(problem("name"))}
        errorText={problem("name")}
      />
      <NativeSelect
        label={t.group}
        value={context.payrollGroupId === null ? "" : String(context.payrollGroupId)}
        placeholder={t.chooseGroup}
        options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        onChange={(value) => {
          const group = groups.find((g) => String(g.id) === value);
          send({
            type: "DETAILS.CHANGE",
            values: { payrollGroupId: group?.id ?? null, payrollGroupName: group?.name ?? "" },
          });
        }}
        error={problem("payrollGroupId")}
      />
      <div className={row}>
        <NativeSelect
          label={`${t.period}: ${t.month}`}
          value={month}
          placeholder={t.month}
          options={t.months.map((label, i) => ({ value: String(i + 1).padStart(2, "0"), label }))}
          onChange={(value) => setPeriod(year, value)}
          error={problem("period")}
        />
        <NativeSelect
          label={`${t.period}: ${t.year}`}
          value={year}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(value) => {
            setYear(value);
            if (month) setPeriod(value, month);
          }}
        />
      </div>
      <div className={field}>
        <DatePicker
          label={t.thrHolidayDate}
          value={context.thrHolidayDate ? [context.thrHolidayDate] : []}
          onValueChange={(dates) =>
            send({
              type: "DETAILS.CHANGE",
              values: { thrHolidayDate: dates[0]?.toString() ?? "" },
            })
          }
          {...(problem("thrHolidayDate")
            ? { invalid: true, errorText: problem("thrHolidayDate") }
            : {})}
        />
        <span className={hint}>{t.thrHint}</span>
        {context.thrHolidayDate && (
          <div>
            <Button
              variant="secondary"
              onClick={() => send({ type: "DETAILS.CHANGE", values: { thrHolidayDate: "" } })}
            >
              {t.noThr}
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
}

type Member = RunPreview["members"][number];
const memberHelper = createDataTableColumnHelper<Member>();

function memberColumns(t: PayrollReportText): DataTableColumnDef<Member>[] {
  const days = (n: number | null | undefined) =>
    n === null || n === undefined ? t.none : n.toLocaleString("id-ID");
  return memberHelper.columns([
    memberHelper.accessor("agentName", {
      id: "agentName",
      header: t.employee,
      size: 220,
      meta: { sticky: "left" },
    }),
    memberHelper.display({
      id: "employeeNumber",
      header: t.employeeNumber,
      size: 130,
      cell: ({ row }) => row.original.employeeNumber ?? t.none,
    }),
    memberHelper.display({
      id: "branch",
      header: t.branch,
      size: 150,
      cell: ({ row }) => row.original.branchName ?? t.none,
    }),
    memberHelper.display({
      id: "basicSalary",
      header: t.basicSalary,
      size: 150,
      cell: ({ row }) => formatRupiah(row.original.basicSalary),
    }),
    memberHelper.accessor("ptkpStatus", { id: "ptkp", header: t.ptkp, size: 90 }),
    memberHelper.display({
      id: "workingDays",
      header: t.workingDays,
      size: 110,
      cell: ({ row }) => days(row.original.workingDays),
    }),
    memberHelper.display({
      id: "attendedDays",
      header: t.attendedDays,
      size: 100,
      cell: ({ row }) => days(row.original.attendedDays),
    }),
    memberHelper.display({
      id: "absentDays",
      header: t.absentDays,
      size: 100,
      cell: ({ row }) => days(row.original.absentDays),
    }),
    memberHelper.display({
      id: "unpaidLeave",
      header: t.unpaidLeave,
      size: 120,
      cell: ({ row }) => days(row.original.unpaidLeaveDays),
    }),
    memberHelper.display({
      id: "paidLeave",
      header: t.paidLeave,
      size: 110,
      cell: ({ row }) => days(row.original.paidLeaveDays),
    }),
    memberHelper.display({
      id: "overtime",
      header: t.overtime,
      size: 100,
      cell: ({ row }) => t.overtimeHours(row.original.overtimeMinutes),
    }),
    memberHelper.display({
      id: "account",
      header: t.incompleteAccount,
      size: 150,
      cell: ({ row }) => (row.original.incompleteAccount ? t.incompleteAccount : t.none),
    }),
  ]);
}

function ReviewStep({
  t,
  context,
  snapshot,
  send,
}: StepProps & { snapshot: { matches: (value: object) => boolean } }) {
  if (snapshot.matches({ review: "loading" })) return <p role="status">{t.loadingMembers}</p>;
  if (snapshot.matches({ review: "error" }))
    return (
      <Banner
        variant="danger"
        size="small"
        title={t.previewFailed(context.previewError ?? "")}
        action={
          <Button variant="secondary" onClick={() => send({ type: "RETRY" })}>
            {t.retry}
          </Button>
        }
      />
    );
  if (snapshot.matches({ review: "empty" }))
    return <Banner variant="warning" size="small" title={t.noMembers} />;
  return <ReviewMembers t={t} context={context} />;
}

function ReviewMembers({ t, context }: { t: PayrollReportText; context: PayrollWizardContext }) {
  const preview = context.preview as RunPreview;
  const [state, setState] = useState({ ...initialTableState, pageSize: PREVIEW_PAGE_SIZE });
  const q = (state.filters["q"] as string | undefined) || undefined;
  const [{ data, fetching }] = useQuery({
    query: PayrollRunPreviewQuery,
    variables: {
      payrollGroupId: context.payrollGroupId as number,
      period: context.period,
      q,
      limit: state.pageSize,
      page: state.pageIndex + 1,
    },
  });
  const columns = useMemo(() => memberColumns(t), [t]);
  const page = data?.payrollRunPreview;
  const rows = (page?.items ?? (q || state.pageIndex > 0 ? [] : preview.members)) as Member[];
  return (
    <div className={step}>
      <div className={facts}>
        <span>{t.memberCount(preview.memberCount)}</span>
        <span>{t.periodRange(formatDate(preview.periodStart), formatDate(preview.periodEnd))}</span>
        {preview.payDate && (
          <span>
            {t.payDate}: {formatDate(preview.payDate)}
          </span>
        )}
        <span>{preview.useAttendance ? t.attendanceOn : t.attendanceOff}</span>
      </div>
      <DataTable
        label={t.membersLabel}
        columns={columns}
        data={rows}
        totalItems={page?.totalItems ?? preview.memberCount}
        loading={fetching && !page && rows.length === 0}
        state={state}
        onStateChange={setState}
        selectable={false}
        getRowId={(row) => String(row.agentId)}
        toolbar={
          <TextInput
            type="search"
            label={t.searchMembers}
            value={(state.filters["q"] as string | undefined) ?? ""}
            onValueChange={(value) =>
              setState((s) => ({ ...s, pageIndex: 0, filters: { ...s.filters, q: value } }))
            }
          />
        }
      />
    </div>
  );
}

type LineDraft = {
  agentId: string;
  agentName: string;
  type: AdjustmentType;
  label: string;
  amount: string;
  componentCode: string;
  taxable: boolean;
};
const EMPTY_LINE: LineDraft = {
  agentId: "",
  agentName: "",
  type: "increment",
  label: "",
  amount: "",
  componentCode: "",
  taxable: true,
};

/** Digits only ("Rp 1.500.000" → 1500000); anything else is not an amount. */
export function amountOf(text: string): number {
  const digits = text.replace(/^\s*Rp\s*/i, "").replace(/[.\s]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

const lineOf = (draft: LineDraft): AdjustmentLine => ({
  agentId: draft.agentId === "" ? 0 : Number(draft.agentId),
  agentName: draft.agentName,
  type: draft.type,
  label: draft.label,
  amount: amountOf(draft.amount),
  componentCode: draft.type === "default" ? draft.componentCode || null : null,
  taxable: draft.type === "increment" ? draft.taxable : true,
});

const draftOf = (line: AdjustmentLine): LineDraft => ({
  agentId: String(line.agentId),
  agentName: line.agentName,
  type: line.type,
  label: line.label,
  amount: String(line.amount),
  componentCode: line.componentCode ?? "",
  taxable: line.taxable,
});

function AdjustmentsStep({ t, context, send }: StepProps) {
  // null: no form open; -1: adding; otherwise the index being edited.
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className={step}>
      <h3 className={legend}>{t.adjustmentsLabel}</h3>
      <p className={hint}>{t.adjustmentsHint}</p>
      {context.adjustments.length === 0 ? (
        <p className={hint}>{t.noAdjustments}</p>
      ) : (
        <table className={table} aria-label={t.adjustmentsLabel}>
          <thead>
            <tr>
              <th>{t.employee}</th>
              <th>{t.adjustmentType}</th>
              <th>{t.label}</th>
              <th>{t.amount}</th>
              <th>{t.component}</th>
              <th>
                <span className={srOnly}>{t.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {context.adjustments.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional (the machine edits by index)
              <tr key={index}>
                <td>{line.agentName}</td>
                <td>
                  {t.adjustmentTypes[line.type]}
                  {line.type === "increment" && !line.taxable ? ` · ${t.notTaxable}` : ""}
                </td>
                <td>{line.label}</td>
                <td>{formatRupiah(line.amount)}</td>
                <td>{line.componentCode ?? t.none}</td>
                <td>
                  <div className={row}>
                    <Button
                      variant="secondary"
                      aria-label={`${t.edit} ${line.label}`}
                      onClick={() => setEditing(index)}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${t.remove} ${line.label}`}
                      onClick={() => {
                        send({ type: "ADJUSTMENT.REMOVE", index });
                        setEditing(null);
                      }}
                    >
                      {t.remove}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing(-1)}>
            {t.addAdjustment}
          </Button>
        </div>
      ) : (
        <AdjustmentForm
          key={editing}
          t={t}
          context={context}
          initial={
            editing >= 0 && context.adjustments[editing]
              ? draftOf(context.adjustments[editing])
              : EMPTY_LINE
          }
          title={editing >= 0 ? t.editAdjustment : t.addAdjustment}
          onCancel={() => setEditing(null)}
          onSave={(line) => {
            if (editing >= 0) send({ type: "ADJUSTMENT.UPDATE", index: editing, line });
            else send({ type: "ADJUSTMENT.ADD", line });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function AdjustmentForm({
  t,
  context,
  initial,
  title,
  onCancel,
  onSave,
}: {
  t: PayrollReportText;
  context: PayrollWizardContext;
  initial: LineDraft;
  title: string;
  onCancel: () => void;
  onSave: (line: AdjustmentLine) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [search, setSearch] = useState("");
  const groupId = context.payrollGroupId as number;
  const [{ data: memberData }] = useQuery({
    query: PayrollRunPreviewQuery,
    variables: {
      payrollGroupId: groupId,
      period: context.period,
      q: search || undefined,
      limit: 50,
      page: 1,
    },
  });
  const [{ data: componentData }] = useQuery({
    query: PayrollReportGroupComponentsQuery,
    variables: { id: groupId },
    pause: draft.type !== "default",
  });
  const members = memberData?.payrollRunPreview.items ?? context.preview?.members ?? [];
  const memberOptions = members.map((m) => ({
    value: String(m.agentId),
    label: m.employeeNumber ? `${m.agentName} (${m.employeeNumber})` : m.agentName,
  }));
  if (draft.agentId && !memberOptions.some((o) => o.value === draft.agentId))
    memberOptions.unshift({ value: draft.agentId, label: draft.agentName });
  const components = componentData?.payrollGroup?.components ?? [];
  const set = (patch: Partial<LineDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof AdjustmentErrors];
      return next;
    });
  };
  const problem = (field: keyof AdjustmentErrors) => {
    const code = errors[field];
    return code ? t.adjustmentProblems[code] : undefined;
  };
  const save = () => {
    const line = lineOf(draft);
    const found = adjustmentProblems(line);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(line);
  };

  return (
    <fieldset className={form}>
      <legend className={legend}>{title}</legend>
      <div className={row}>
        <TextInput type="search" label={t.searchMembers} value={search} onValueChange={setSearch} />
        <NativeSelect
          label={t.employee}
          value={draft.agentId}
          placeholder={t.chooseEmployee}
          options={memberOptions}
          onChange={(value) =>
            set({
              agentId: value,
              agentName: memberOptions.find((o) => o.value === value)?.label ?? "",
            })
          }
          error={problem("agentId")}
        />
      </div>
      <div className={row}>
        <NativeSelect
          label={t.adjustmentType}
          value={draft.type}
          options={ADJUSTMENT_TYPES.map((value) => ({ value, label: t.adjustmentTypes[value] }))}
          onChange={(value) => set({ type: value as AdjustmentType })}
        />
        {draft.type === "default" && (
          <NativeSelect
            label={t.component}
            value={draft.componentCode}
            placeholder={t.chooseComponent}
            options={components.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            onChange={(value) => set({ componentCode: value })}
            error={problem("componentCode")}
          />
        )}
        {draft.type === "increment" && (
          <label className={choice}>
            <input
              type="checkbox"
              checked={draft.taxable}
              onChange={(event) => set({ taxable: event.target.checked })}
            />
            <span>{t.taxable}</span>
          </label>
        )}
      </div>
      <div className={row}>
        <TextInput
          label={t.label}
          required
          value={draft.label}
          onValueChange={(label) => set({ label })}
          invalid={Boolean(problem("label"))}
          errorText={problem("label")}
        />
        <TextInput
          label={t.amount}
          required
          inputMode="numeric"
          value={draft.amount}
          onValueChange={(amount) => set({ amount })}
          invalid={Boolean(problem("amount"))}
          errorText={problem("amount")}
        />
      </div>
      <div className={row}>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button onClick={save}>{t.save}</Button>
      </div>
    </fieldset>
  );
}

function SummaryStep({ t, context }: { t: PayrollReportText; context: PayrollWizardContext }) {
  const items: [string, ReactNode][] = [
    [t.type, t.types[context.payrollType ?? "general"]],
    [t.name, context.name.trim()],
    [t.group, context.payrollGroupName || t.none],
    [t.period, periodLabel(t, context.period)],
    [t.thrHolidayDate, context.thrHolidayDate ? formatDate(context.thrHolidayDate) : t.none],
    [t.membersLabel, context.preview ? t.memberCount(context.preview.memberCount) : t.none],
    [t.adjustmentsLabel, t.adjustmentCount(context.adjustments.length)],
  ];
  return (
    <div className={step}>
      {context.submitError && (
        <Banner variant="danger" size="small" title={t.submitFailed(context.submitError)} />
      )}
      <dl className={summary} aria-label={t.summaryLabel}>
        {items.map(([term, value]) => (
          <div key={term} className={summaryRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {context.adjustments.length > 0 && (
        <ul className={hint}>
          {context.adjustments.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
            <li key={index}>
              {line.agentName} · {t.adjustmentTypes[line.type]} · {line.label} ·{" "}
              {formatRupiah(line.amount)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type NativeSelectProps = {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** A labelled native select: every option visible to keyboards, screen readers and tests. */
function NativeSelect({ label, value, placeholder, onChange, options, error }: NativeSelectProps) {
  return (
    <label className={field}>
      <span className={labelText}>{label}</span>
      <select
        className={box}
        value={value}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </label>
  );
}

const panel = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const step = css({ display: "flex", flexDirection: "column", gap: "16", minWidth: 0 });
const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "16",
});
const legend = css({ fontSize: "md", fontWeight: "700", marginBottom: "8" });
const hint = css({ display: "block", fontSize: "xs", color: "muted", fontWeight: "400" });
const choice = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const row = css({ display: "flex", gap: "12", flexWrap: "wrap", alignItems: "flex-end" });
const field = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  fontSize: "sm",
  minWidth: "220px",
});
const labelText = css({ fontWeight: "600" });
const box = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "8",
  bg: "white",
});
const facts = css({ display: "flex", gap: "16", flexWrap: "wrap", fontSize: "sm" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    paddingX: "8",
    paddingY: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderBottomColor: "line",
    verticalAlign: "top",
  },
});
const summary = css({ display: "grid", gap: "8", fontSize: "sm" });
const summaryRow = css({
  display: "grid",
  gridTemplateColumns: "220px 1fr",
  gap: "12",
  "& dt": { color: "muted" },
  "& dd": { fontWeight: "600" },
});
const srOnly = css({ srOnly: true });
