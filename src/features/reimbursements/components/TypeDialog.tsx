import { type FormEvent, useId, useState } from "react";
import { useMutation } from "urql";
import { css } from "../../../../styled-system/css";
import { useFragment as readFragment } from "../../../gql";
import type { ReimbursementTypeFieldsFragment } from "../../../gql/graphql.ts";
import { showToast } from "../../../ui/index.ts";
import { CurrencyInput, Textarea, TextInput } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { FieldError, FormModal, useFormErrors, useText } from "../../org-common/index.ts";
import {
  CreateReimbursementTypeMutation,
  ReimbursementTypeFields,
  UpdateReimbursementTypeMutation,
} from "./documents.ts";
import {
  BUDGET_PERIODS,
  DEFAULT_MAX_CLAIM,
  DESCRIPTION_MAX,
  NATURA_MEAL_DEFAULT_CAP,
  PAYOUT_METHODS,
  TAX_TREATMENTS,
  type TaxTreatment,
  wholeRupiah,
} from "./model.ts";
import { reimbursementText } from "./text.ts";

export type TypeRow = ReimbursementTypeFieldsFragment;

export type TypeDialogProps = {
  /** The type edited; null creates one; undefined: closed. */
  editing: TypeRow | null | undefined;
  onClose: () => void;
};

type Draft = {
  name: string;
  description: string;
  taxTreatment: TaxTreatment;
  monthlyTaxFreeCap: string;
  budgetAmount: string;
  budgetPeriod: string | null;
  receiptThreshold: string;
  defaultPayout: string;
  maxClaimAmount: string;
};

const text = (amount: number | null | undefined) => (amount == null ? "" : String(amount));

function draftOf(row: TypeRow | null): Draft {
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    taxTreatment: (row?.taxTreatment as TaxTreatment | undefined) ?? "non_taxable_actual_cost",
    monthlyTaxFreeCap: text(row?.monthlyTaxFreeCap ?? NATURA_MEAL_DEFAULT_CAP),
    budgetAmount: text(row?.budgetAmount),
    budgetPeriod: row?.budgetPeriod ?? null,
    receiptThreshold: text(row?.receiptThreshold),
    defaultPayout: row?.defaultPayout ?? "payroll",
    maxClaimAmount: text(row?.maxClaimAmount ?? DEFAULT_MAX_CLAIM),
  };
}

/**
 * Create or edit a claim type: its name, the tax treatment with what each means (RUNS.md §6,
 * PMK 66/2023), the natura meal cap (Rp 2.000.000 unless changed), a budget per worker per
 * month or year, the receipt threshold, the default payout and the largest claim. The server's
 * field problems show at the fields; a taken name shows at the name.
 */
export function TypeDialog({ editing, onClose }: TypeDialogProps) {
  if (editing === undefined) return null;
  return <TypeForm row={editing} onClose={onClose} />;
}

function TypeForm({ row, onClose }: { row: TypeRow | null; onClose: () => void }) {
  const t = useText(reimbursementText);
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const treatmentName = useId();
  const [, create] = useMutation(CreateReimbursementTypeMutation);
  const [, update] = useMutation(UpdateReimbursementTypeMutation);

  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    for (const field of fields) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const natura = draft.taxTreatment === "natura_meal_field";
  const optional = (value: string) => (value === "" ? null : wholeRupiah(value));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const budgetAmount = optional(draft.budgetAmount);
    const maxClaimAmount = wholeRupiah(draft.maxClaimAmount);
    const cap = wholeRupiah(draft.monthlyTaxFreeCap);
    const problems = [
      ...(draft.name.trim() === "" ? [{ field: "name", message: "is required" }] : []),
      ...(natura && cap === null ? [{ field: "monthlyTaxFreeCap", message: "is required" }] : []),
      ...(budgetAmount !== null && draft.budgetPeriod === null
        ? [{ field: "budgetPeriod", message: "is required" }]
        : []),
      ...(maxClaimAmount === null || maxClaimAmount < 1
        ? [{ field: "maxClaimAmount", message: "is required" }]
        : []),
    ];
    if (errors.showProblems(problems)) return;
    const input = {
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      taxTreatment: draft.taxTreatment,
      monthlyTaxFreeCap: natura ? cap : null,
      budgetAmount,
      budgetPeriod: budgetAmount === null ? null : draft.budgetPeriod,
      receiptThreshold: optional(draft.receiptThreshold),
      defaultPayout: draft.defaultPayout,
      maxClaimAmount,
      active: row?.active ?? true,
    };
    setBusy(true);
    const result = row
      ? await update({ id: row.id, version: row.version, input })
      : await create({ input });
    setBusy(false);
    if (result.error) {
      // Bad input and a taken name (409 REIMBURSEMENT_TYPE_NAME_TAKEN) name their fields: said
      // there; anything else (someone else's change first) above the form.
      errors.showServerError(result.error);
      return;
    }
    const saved =
      result.data && "createReimbursementType" in result.data
        ? readFragment(ReimbursementTypeFields, result.data.createReimbursementType)
        : result.data && "updateReimbursementType" in result.data
          ? readFragment(ReimbursementTypeFields, result.data.updateReimbursementType)
          : undefined;
    const name = saved?.name ?? input.name;
    showToast("success", row ? t.typeSaved(name) : t.typeCreated(name));
    onClose();
  }

  const fieldError = (field: string, label: string) => errors.fieldError(field, label);
  const formError =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;
  const invalid = (field: string) => errors.errors.fields[field] !== undefined;

  return (
    <FormModal
      title={row ? t.editTypeTitle(row.name) : t.newTypeTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      size="medium"
    >
      <TextInput
        label={t.name}
        required
        maxLength={100}
        value={draft.name}
        onValueChange={(value) => set({ name: value }, "name")}
        invalid={invalid("name")}
        errorText={fieldError("name", t.name)}
      />
      <Textarea
        label={t.description}
        rows={2}
        maxLength={DESCRIPTION_MAX}
        value={draft.description}
        onValueChange={(value) => set({ description: value }, "description")}
        invalid={invalid("description")}
        errorText={fieldError("description", t.description)}
      />
      <fieldset className={group}>
        <legend className={legend}>{t.taxTreatment}</legend>
        {TAX_TREATMENTS.map((treatment) => (
          <label key={treatment} className={choice}>
            <input
              type="radio"
              name={treatmentName}
              value={treatment}
              checked={draft.taxTreatment === treatment}
              onChange={() => set({ taxTreatment: treatment }, "taxTreatment", "monthlyTaxFreeCap")}
            />
            <span className={choiceText}>
              <span className={strong}>{t.treatments[treatment]}</span>
              <span className={hint}>{t.treatmentHelp[treatment]}</span>
            </span>
          </label>
        ))}
        <FieldError message={fieldError("taxTreatment", t.taxTreatment)} />
      </fieldset>
      {natura && (
        <CurrencyInput
          label={t.monthlyCap}
          required
          min={0}
          helperText={t.monthlyCapHint}
          value={draft.monthlyTaxFreeCap}
          onValueChange={({ value }) => set({ monthlyTaxFreeCap: value }, "monthlyTaxFreeCap")}
          invalid={invalid("monthlyTaxFreeCap")}
          errorText={fieldError("monthlyTaxFreeCap", t.monthlyCap)}
        />
      )}
      <div className={pair}>
        <CurrencyInput
          label={t.budget}
          min={0}
          helperText={t.budgetHint}
          value={draft.budgetAmount}
          onValueChange={({ value }) => set({ budgetAmount: value }, "budgetAmount")}
          invalid={invalid("budgetAmount")}
          errorText={fieldError("budgetAmount", t.budget)}
        />
        <div>
          <Select
            label={t.budgetPeriod}
            required={draft.budgetAmount !== ""}
            options={BUDGET_PERIODS.map((p) => ({ value: p, label: t.periods[p]! }))}
            value={draft.budgetPeriod}
            disabled={draft.budgetAmount === ""}
            onValueChange={(value) => set({ budgetPeriod: value }, "budgetPeriod")}
            invalid={invalid("budgetPeriod")}
          />
          <FieldError message={fieldError("budgetPeriod", t.budgetPeriod)} />
        </div>
      </div>
      <div className={pair}>
        <CurrencyInput
          label={t.receiptThreshold}
          min={0}
          helperText={t.receiptThresholdHint}
          value={draft.receiptThreshold}
          onValueChange={({ value }) => set({ receiptThreshold: value }, "receiptThreshold")}
          invalid={invalid("receiptThreshold")}
          errorText={fieldError("receiptThreshold", t.receiptThreshold)}
        />
        <CurrencyInput
          label={t.maxClaimAmount}
          required
          min={1}
          value={draft.maxClaimAmount}
          onValueChange={({ value }) => set({ maxClaimAmount: value }, "maxClaimAmount")}
          invalid={invalid("maxClaimAmount")}
          errorText={fieldError("maxClaimAmount", t.maxClaimAmount)}
        />
      </div>
      <div>
        <Select
          label={t.defaultPayout}
          required
          options={PAYOUT_METHODS.map((p) => ({ value: p, label: t.payouts[p]! }))}
          value={draft.defaultPayout}
          onValueChange={(value) => value && set({ defaultPayout: value }, "defaultPayout")}
          invalid={invalid("defaultPayout")}
        />
        <FieldError message={fieldError("defaultPayout", t.defaultPayout)} />
      </div>
    </FormModal>
  );
}

const group = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  border: "none",
  margin: "0",
  padding: "0",
});
const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
const choice = css({ display: "flex", gap: "8", alignItems: "flex-start", cursor: "pointer" });
const choiceText = css({ display: "flex", flexDirection: "column", gap: "2" });
const strong = css({ fontWeight: "600", fontSize: "sm" });
const hint = css({ fontSize: "sm", color: "muted" });
const pair = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12" });
