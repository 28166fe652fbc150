import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { dayOptions } from "../../../../domain/calendar.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  JKK_RISK_RATES,
  PAY_CYCLES,
  PRORATION_METHODS,
  SALARY_TYPE_LABELS,
  SALARY_TYPES,
  SHIFT_CONFIGS,
  SOCIAL_PAID_BY,
  SOCIAL_PROGRAMS,
  salaryTypeNumber,
  TAX_METHODS,
} from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Textarea, TextInput } from "../../../ui/inputs/index.ts";
import {
  commonText,
  FieldError,
  ListScreen,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  amountText,
  draftOf,
  type GroupDraft,
  inputOf,
  type SavedGroup,
  validateGroup,
} from "../model/groupForm.ts";
import {
  CreatePayrollGroupMutation,
  PayrollGroupBranchesQuery,
  PayrollGroupComponentChoicesQuery,
  PayrollGroupDetailQuery,
  PayrollGroupTaxChoicesQuery,
  UpdatePayrollGroupMutation,
} from "./documents.ts";
import { PAYROLL_GROUPS_PATH } from "./PayrollGroupsPage.tsx";
import { payrollGroupText } from "./text.ts";

export type PayrollGroupFormPageProps = { route: RouteDefinition };

/** /payroll-groups/create and /payroll-groups/:id/edit (issue 16). */
export function PayrollGroupFormPage({ route }: PayrollGroupFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <GroupForm group={null} /> : <LoadedGroupForm id={id} />}
    </ListScreen>
  );
}

function LoadedGroupForm({ id }: { id: number }) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: PayrollGroupDetailQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  if (valid && !data && (fetching || !error)) return <p>{c.loading}</p>;
  const group = data?.payrollGroup;
  if (!group) return <p role="alert">{t.notFound}</p>;
  return <GroupForm key={group.id} group={group as SavedGroup} />;
}

function GroupForm({ group }: { group: SavedGroup | null }) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState(() => draftOf(group));
  const [draft, setDraft] = useState<GroupDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState("");
  const errors = useFormErrors();
  const [{ data: branchData }] = useQuery({ query: PayrollGroupBranchesQuery });
  const [{ data: componentData }] = useQuery({ query: PayrollGroupComponentChoicesQuery });
  const [{ data: taxData }] = useQuery({ query: PayrollGroupTaxChoicesQuery });
  const [, create] = useMutation(CreatePayrollGroupMutation);
  const [, update] = useMutation(UpdatePayrollGroupMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", (group ? t.updated : t.created)(saved.name));
    navigate(`${PAYROLL_GROUPS_PATH}/${saved.id}`);
  }, [saved, group, t, navigate]);

  const days = useMemo(() => dayOptions(language), [language]);
  const typeNumber = salaryTypeNumber(draft.shiftConfig, draft.salaryType);
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K], field: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(field);
  };
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);
  const branches = branchData?.branches.items ?? [];
  const components = componentData?.payrollComponents.items ?? [];
  const addable = components.filter(
    (component) => !draft.components.some((chosen) => chosen.componentId === component.id),
  );

  const addComponent = () => {
    const component = components.find((candidate) => String(candidate.id) === adding);
    if (!component) return;
    set("components", [
      ...draft.components,
      {
        componentId: component.id,
        name: component.name,
        code: component.code,
        scheme: component.scheme,
        amount: amountText(component.scheme, component.defaultAmount ?? 0),
      },
    ]);
    setAdding("");
  };
  const setAmount = (index: number, amount: string) => {
    setDraft((current) => ({
      ...current,
      components: current.components.map((c, i) => (i === index ? { ...c, amount } : c)),
    }));
    errors.clear(`components.${index}.amount`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.showProblems(validateGroup(draft))) return;
    const input = inputOf(draft);
    setBusy(true);
    const result = group
      ? await update({ id: group.id, version: group.version, input }).then((r) => ({
          error: r.error,
          data: r.data?.updatePayrollGroup,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createPayrollGroup,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setSaved({ id: result.data.id, name: result.data.name });
  };

  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.tableLabel}>
      {formMessage && (
        <p role="alert" className={formError}>
          {formMessage}
        </p>
      )}
      <Section title={t.sectionGeneral}>
        <TextInput
          label={t.name}
          required
          maxLength={100}
          value={draft.name}
          onValueChange={(value) => set("name", value)}
          invalid={Boolean(fieldError("name", t.name))}
          errorText={fieldError("name", t.name)}
        />
        <Textarea
          label={t.description}
          maxLength={500}
          value={draft.description}
          onValueChange={(value) => set("description", value)}
          invalid={Boolean(fieldError("description", t.description))}
          errorText={fieldError("description", t.description)}
        />
        <NativeSelect
          label={t.status}
          value={draft.status}
          onChange={(value) => set("status", value as GroupDraft["status"])}
          options={["active", "inactive"].map((value) => ({
            value,
            label: t.statuses[value] ?? value,
          }))}
          error={fieldError("status", t.status)}
        />
      </Section>

      <Section title={t.sectionSalary}>
        <div className={grid}>
          <NativeSelect
            label={t.shiftConfig}
            value={draft.shiftConfig}
            onChange={(value) => set("shiftConfig", value as GroupDraft["shiftConfig"])}
            options={SHIFT_CONFIGS.map((value) => ({ value, label: t.shiftConfigs[value] }))}
            error={fieldError("shiftConfig", t.shiftConfig)}
          />
          <NativeSelect
            label={t.paymentBasis}
            value={draft.salaryType}
            onChange={(value) => set("salaryType", value as GroupDraft["salaryType"])}
            options={SALARY_TYPES.map((value) => ({ value, label: t.paymentBases[value] }))}
            error={fieldError("salaryType", t.paymentBasis)}
          />
        </div>
        {/* SPEC §4 salary type mapping. */}
        <p className={resulting} role="status">
          {t.resultingType(SALARY_TYPE_LABELS[typeNumber][language], typeNumber)}
        </p>
      </Section>

      <Section title={t.sectionCycle}>
        <div className={grid}>
          <NativeSelect
            label={t.cycle}
            value={draft.cycle}
            onChange={(value) => set("cycle", value as GroupDraft["cycle"])}
            options={PAY_CYCLES.map((value) => ({ value, label: t.cycles[value] }))}
            error={fieldError("cycle", t.cycle)}
          />
          {(draft.cycle === "monthly" || draft.cycle === "custom") && (
            <>
              <NativeSelect
                label={t.cutoffDay}
                value={String(draft.cutoffDay)}
                onChange={(value) => set("cutoffDay", Number(value))}
                options={days.map((d) => ({ value: String(d.value), label: d.label }))}
                error={fieldError("cutoffDay", t.cutoffDay)}
              />
              <NativeSelect
                label={t.payDay}
                value={String(draft.payDay)}
                onChange={(value) => set("payDay", Number(value))}
                options={days.map((d) => ({ value: String(d.value), label: d.label }))}
                error={fieldError("payDay", t.payDay)}
              />
            </>
          )}
          {draft.cycle === "custom" && (
            <TextInput
              label={t.customCycleDays}
              required
              inputMode="numeric"
              value={draft.customCycleDays}
              onValueChange={(value) => set("customCycleDays", value)}
              invalid={Boolean(fieldError("customCycleDays", t.customCycleDays))}
              errorText={fieldError("customCycleDays", t.customCycleDays)}
            />
          )}
          {draft.cycle === "weekly" && (
            <NativeSelect
              label={t.payWeekday}
              value={String(draft.payWeekday)}
              onChange={(value) => set("payWeekday", Number(value))}
              options={t.weekdays.map((label, index) => ({ value: String(index + 1), label }))}
              error={fieldError("payWeekday", t.payWeekday)}
            />
          )}
        </div>
      </Section>

      <Section title={t.sectionInsurance}>
        <div className={grid}>
          <NativeSelect
            label={t.programs}
            value={draft.programs}
            onChange={(value) =>
              set("programs", value as GroupDraft["programs"], "socialInsurance.programs")
            }
            options={SOCIAL_PROGRAMS.map((value) => ({ value, label: t.programOptions[value] }))}
            error={fieldError("socialInsurance.programs", t.programs)}
          />
          <NativeSelect
            label={t.paidBy}
            value={draft.paidBy}
            onChange={(value) =>
              set("paidBy", value as GroupDraft["paidBy"], "socialInsurance.paidBy")
            }
            options={SOCIAL_PAID_BY.map((value) => ({ value, label: t.paidByOptions[value] }))}
            error={fieldError("socialInsurance.paidBy", t.paidBy)}
          />
          <NativeSelect
            label={t.jkkRisk}
            value={String(draft.jkkRiskRatePercent)}
            onChange={(value) =>
              set("jkkRiskRatePercent", Number(value), "socialInsurance.jkkRiskRatePercent")
            }
            options={JKK_RISK_RATES.map((rate, index) => ({
              value: String(rate),
              label: t.jkkRiskOption(index + 1, rate.toFixed(2).replace(".", ",")),
            }))}
            error={fieldError("socialInsurance.jkkRiskRatePercent", t.jkkRisk)}
          />
        </div>
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.bpjsKesehatan}
            onChange={(event) => set("bpjsKesehatan", event.target.checked)}
          />
          {t.bpjsKesehatan}
        </label>
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.pensionJp}
            onChange={(event) => set("pensionJp", event.target.checked)}
          />
          {t.pensionJp}
        </label>
      </Section>

      <Section title={t.sectionProration}>
        <div className={grid}>
          <NativeSelect
            label={t.proration}
            value={draft.proration}
            onChange={(value) => set("proration", value as GroupDraft["proration"])}
            options={PRORATION_METHODS.map((value) => ({ value, label: t.prorations[value] }))}
            error={fieldError("proration", t.proration)}
          />
          {draft.proration === "fixed_divisor" && (
            <TextInput
              label={t.prorationDivisor}
              required
              inputMode="numeric"
              value={draft.prorationDivisor}
              onValueChange={(value) => set("prorationDivisor", value)}
              invalid={Boolean(fieldError("prorationDivisor", t.prorationDivisor))}
              errorText={fieldError("prorationDivisor", t.prorationDivisor)}
            />
          )}
        </div>
      </Section>

      <Section title={t.sectionTax}>
        <div className={grid}>
          <NativeSelect
            label={t.taxConfiguration}
            value={draft.taxConfigurationId === null ? "" : String(draft.taxConfigurationId)}
            onChange={(value) => set("taxConfigurationId", value === "" ? null : Number(value))}
            options={[
              { value: "", label: t.noTaxConfiguration },
              ...(taxData?.taxConfigurations.items ?? []).map((config) => ({
                value: String(config.id),
                label: config.name,
              })),
            ]}
            error={fieldError("taxConfigurationId", t.taxConfiguration)}
          />
          <NativeSelect
            label={t.taxMethod}
            value={draft.taxMethod}
            onChange={(value) => set("taxMethod", value as GroupDraft["taxMethod"])}
            options={TAX_METHODS.map((value) => ({ value, label: t.taxMethods[value] }))}
            error={fieldError("taxMethod", t.taxMethod)}
          />
        </div>
      </Section>

      <Section title={t.sectionBranches} hint={t.branchesHint} field="branchIds">
        {branches.length === 0 && <p className={hint}>{t.noBranches}</p>}
        <div className={columns}>
          {branches.map((branch) => (
            <label key={branch.id} className={option}>
              <input
                type="checkbox"
                checked={draft.branchIds.includes(branch.id)}
                onChange={(event) =>
                  set(
                    "branchIds",
                    event.target.checked
                      ? [...draft.branchIds, branch.id]
                      : draft.branchIds.filter((id) => id !== branch.id),
                  )
                }
              />
              {branch.name} ({branch.code})
            </label>
          ))}
        </div>
        <FieldError message={fieldError("branchIds", t.sectionBranches)} />
      </Section>

      <Section title={t.sectionComponents} hint={t.componentsHint} field="components">
        <div className={addRow}>
          <NativeSelect
            label={t.chooseComponent}
            value={adding}
            onChange={setAdding}
            options={[
              { value: "", label: "—" },
              ...addable.map((component) => ({
                value: String(component.id),
                label: `${component.name} (${component.code}, ${component.scheme})`,
              })),
            ]}
          />
          <Button variant="secondary" disabled={adding === ""} onClick={addComponent}>
            {t.addComponent}
          </Button>
        </div>
        {draft.components.length === 0 ? (
          <p className={hint}>{t.noComponents}</p>
        ) : (
          <table className={table} aria-label={t.sectionComponents}>
            <thead>
              <tr>
                <th scope="col">{c.name}</th>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">
                  <span className={visuallyHidden}>{c.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.components.map((component, index) => {
                const error = fieldError(`components.${index}.amount`, t.amountFor(component.name));
                return (
                  <tr key={component.componentId}>
                    <th scope="row">{component.name}</th>
                    <td>{component.code}</td>
                    <td>
                      <span className={amountCell}>
                        {component.scheme === "Rp" && <span aria-hidden="true">Rp</span>}
                        <input
                          className={cellInput}
                          inputMode={component.scheme === "Rp" ? "numeric" : "decimal"}
                          aria-label={t.amountFor(component.name)}
                          aria-invalid={Boolean(error)}
                          value={component.amount}
                          onChange={(event) => setAmount(index, event.target.value)}
                        />
                        {component.scheme === "%" && <span aria-hidden="true">%</span>}
                      </span>
                      <FieldError message={error} />
                    </td>
                    <td>
                      <button
                        type="button"
                        className={linkButton}
                        aria-label={t.removeComponent(component.name)}
                        onClick={() =>
                          set(
                            "components",
                            draft.components.filter((_, i) => i !== index),
                          )
                        }
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <FieldError message={fieldError("components", t.sectionComponents)} />
      </Section>

      <div className={footer}>
        <Button
          variant="secondary"
          onClick={() =>
            guard.navigate(group ? `${PAYROLL_GROUPS_PATH}/${group.id}` : PAYROLL_GROUPS_PATH)
          }
        >
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

function Section({
  title,
  hint: sectionHint,
  field,
  children,
}: {
  title: string;
  hint?: string;
  field?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={group} data-field={field}>
      <legend className={legend}>{title}</legend>
      {sectionHint && <p className={hint}>{sectionHint}</p>}
      {children}
    </fieldset>
  );
}

type NativeSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** A labelled native select: every option visible to keyboards, screen readers and tests. */
export function NativeSelect({ label, value, onChange, options, error }: NativeSelectProps) {
  return (
    <label className={selectField}>
      <span className={labelText}>{label}</span>
      <select
        className={selectBox}
        value={value}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      >
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

const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "24",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
  maxWidth: "1100px",
});
const group = css({ display: "flex", flexDirection: "column", gap: "12" });
const legend = css({ fontSize: "md", fontWeight: "700", marginBottom: "8" });
const hint = css({ display: "block", fontSize: "xs", color: "muted", fontWeight: "400" });
const resulting = css({ fontSize: "sm", fontWeight: "600", color: "brand" });
const option = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "16",
});
const columns = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "4",
});
const addRow = css({ display: "flex", alignItems: "flex-end", gap: "12", flexWrap: "wrap" });
const selectField = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  fontSize: "sm",
  minWidth: "220px",
});
const labelText = css({ fontWeight: "600" });
const selectBox = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "8",
  bg: "white",
});
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
const amountCell = css({ display: "inline-flex", alignItems: "center", gap: "4" });
const cellInput = css({
  width: "160px",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "4",
});
const linkButton = css({ color: "danger", fontWeight: "700", cursor: "pointer", fontSize: "lg" });
const visuallyHidden = css({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
