import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  ADD_OR_SUB,
  COMPONENT_BASES,
  COMPONENT_MODES,
  COMPONENT_SCHEMES,
  PREDEFINED_COMPONENT_CODES,
} from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { CurrencyInput, NumberInput, Textarea, TextInput } from "../../../ui/inputs/index.ts";
import {
  commonText,
  FieldError,
  ListScreen,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  type ComponentDraft,
  CUSTOM_CODE,
  componentDraftOf,
  componentInputOf,
  DESCRIPTION_MAX,
  NAME_MAX,
  validateComponent,
} from "../rules.ts";
import {
  CreatePayrollComponentMutation,
  PayrollComponentQuery,
  UpdatePayrollComponentMutation,
} from "./documents.ts";
import { COMPONENTS_PATH } from "./PayrollComponentsPage.tsx";
import { payrollComponentText } from "./text.ts";

type Saved = Parameters<typeof componentDraftOf>[0] & { id: number; version: number };

const TAXABLE_TREATMENTS = ["regular", "irregular", "natura"] as const;

export type PayrollComponentFormPageProps = { route: RouteDefinition };

/** /payroll/payroll-components/create and /:id/edit (issue 16; SPEC §3 fields, §5 checks). */
export function PayrollComponentFormPage({ route }: PayrollComponentFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <ComponentForm component={null} /> : <LoadedComponentForm id={id} />}
    </ListScreen>
  );
}

function LoadedComponentForm({ id }: { id: number }) {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: PayrollComponentQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  if (valid && !data && (fetching || !error)) return <p>{c.loading}</p>;
  const component = data?.payrollComponent;
  if (!component) return <p role="alert">{t.notFound}</p>;
  // Keyed by id only: the save's answer updates the cached component, which must not remount
  // (and so reset) the form before it navigates away.
  return <ComponentForm key={component.id} component={component as Saved} />;
}

function ComponentForm({ component }: { component: Saved | null }) {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState(() => componentDraftOf(component, todayIso()));
  const [draft, setDraft] = useState<ComponentDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [, create] = useMutation(CreatePayrollComponentMutation);
  const [, update] = useMutation(UpdatePayrollComponentMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", (component ? t.updated : t.created)(saved));
    navigate(COMPONENTS_PATH);
  }, [saved, component, t, navigate]);

  const input = useMemo(() => componentInputOf(draft), [draft]);
  const set = <K extends keyof ComponentDraft>(
    key: K,
    value: ComponentDraft[K],
    field: string = key,
  ) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(field);
  };
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.showProblems(validateComponent(input, todayIso()))) return;
    setBusy(true);
    const result = component
      ? await update({ id: component.id, version: component.version, input }).then((r) => ({
          error: r.error,
          data: r.data?.updatePayrollComponent,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createPayrollComponent,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(result.data.name);
  };

  const custom = draft.codeChoice === CUSTOM_CODE;
  const codeError = fieldError("code", custom ? t.customCode : t.code);
  const amountLabel = draft.scheme === "%" ? t.defaultPercent : t.defaultAmount;
  const amountError = fieldError("defaultAmount", amountLabel);
  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.formLabel}>
      {formMessage && (
        <p role="alert" className={formError}>
          {formMessage}
        </p>
      )}
      <div className={grid}>
        <div data-field="name">
          <TextInput
            label={t.name}
            required
            maxLength={NAME_MAX}
            value={draft.name}
            onValueChange={(value) => set("name", value)}
            invalid={Boolean(fieldError("name", t.name))}
            errorText={fieldError("name", t.name)}
          />
        </div>
        <div data-field="code" className={stack}>
          <label className={selectField}>
            <span className={labelText}>{t.codeChoice}</span>
            <select
              value={draft.codeChoice}
              aria-invalid={!custom && Boolean(codeError)}
              onChange={(event) => set("codeChoice", event.target.value, "code")}
            >
              <option value="" disabled>
                {t.chooseCode}
              </option>
              {PREDEFINED_COMPONENT_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} — {t.predefinedCodes[code] ?? code}
                </option>
              ))}
              <option value={CUSTOM_CODE}>{t.customCodeOption}</option>
            </select>
          </label>
          {custom ? (
            <TextInput
              label={t.customCode}
              required
              maxLength={60}
              value={draft.customCode}
              helperText={t.customCodeHint}
              onValueChange={(value) => set("customCode", value, "code")}
              invalid={Boolean(codeError)}
              errorText={codeError}
            />
          ) : (
            <>
              {draft.codeChoice !== "" && <p className={hint}>{t.predefinedHint}</p>}
              <FieldError message={codeError} />
            </>
          )}
        </div>
      </div>

      <div className={grid}>
        <fieldset className={group} data-field="scheme">
          <legend className={legend}>{t.scheme}</legend>
          {COMPONENT_SCHEMES.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="scheme"
                value={value}
                checked={draft.scheme === value}
                onChange={() => {
                  set("scheme", value);
                  // The amount means rupiah or a percentage: it does not carry over.
                  set("defaultAmount", "");
                }}
              />
              {t.schemes[value]}
            </label>
          ))}
          <FieldError message={fieldError("scheme", t.scheme)} />
        </fieldset>
        <fieldset className={group} data-field="addOrSub">
          <legend className={legend}>{t.addOrSub}</legend>
          {ADD_OR_SUB.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="addOrSub"
                value={value}
                checked={draft.addOrSub === value}
                onChange={() => set("addOrSub", value)}
              />
              {t.addOrSubs[value]}
            </label>
          ))}
          <FieldError message={fieldError("addOrSub", t.addOrSub)} />
        </fieldset>
      </div>

      <fieldset className={group} data-field="mode">
        <legend className={legend}>{t.mode}</legend>
        {COMPONENT_MODES.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="mode"
              value={value}
              checked={draft.mode === value}
              onChange={() => set("mode", value)}
            />
            <span>
              {t.modes[value]}
              <span className={hint}>{t.modeHints[value]}</span>
            </span>
          </label>
        ))}
        <FieldError message={fieldError("mode", t.mode)} />
      </fieldset>

      <fieldset className={group} data-field="taxTreatment">
        <legend className={legend}>{t.taxTreatment}</legend>
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.taxable}
            onChange={(event) => set("taxable", event.target.checked, "taxTreatment")}
          />
          {t.taxable}
        </label>
        {draft.taxable ? (
          TAXABLE_TREATMENTS.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="taxTreatment"
                value={value}
                checked={draft.taxTreatment === value}
                onChange={() => set("taxTreatment", value)}
              />
              <span>
                {t.taxTreatments[value]}
                <span className={hint}>{t.taxTreatmentHints[value]}</span>
              </span>
            </label>
          ))
        ) : (
          <p className={hint}>
            {t.taxTreatments["non_object"]}: {t.taxTreatmentHints.non_object}
          </p>
        )}
        <FieldError message={fieldError("taxTreatment", t.taxTreatment)} />
      </fieldset>

      {draft.scheme === "%" && (
        <fieldset className={group} data-field="base">
          <legend className={legend}>{t.base}</legend>
          {COMPONENT_BASES.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="base"
                value={value}
                checked={draft.base === value}
                onChange={() => set("base", value)}
              />
              <span>
                {t.bases[value]}
                <span className={hint}>{t.baseHints[value]}</span>
              </span>
            </label>
          ))}
          <FieldError message={fieldError("base", t.base)} />
        </fieldset>
      )}

      <div className={grid}>
        <div data-field="defaultAmount">
          {draft.scheme === "Rp" ? (
            <CurrencyInput
              key="Rp"
              label={amountLabel}
              min={0}
              value={draft.defaultAmount}
              helperText={t.defaultAmountHint}
              onValueChange={({ value }) => set("defaultAmount", value)}
              invalid={Boolean(amountError)}
              errorText={amountError}
            />
          ) : (
            <NumberInput
              key="%"
              label={amountLabel}
              min={0}
              max={100}
              maxFractionDigits={4}
              thousandSeparator
              value={draft.defaultAmount}
              helperText={t.defaultAmountHint}
              onValueChange={({ value }) => set("defaultAmount", value)}
              invalid={Boolean(amountError)}
              errorText={amountError}
            />
          )}
        </div>
        <div data-field="effectiveDate">
          <DatePicker
            label={t.effectiveDate}
            required
            value={draft.effectiveDate ? [draft.effectiveDate] : []}
            onValueChange={(dates) => set("effectiveDate", dates[0]?.toString() ?? "")}
            invalid={Boolean(fieldError("effectiveDate", t.effectiveDate))}
            errorText={fieldError("effectiveDate", t.effectiveDate)}
          />
        </div>
        <div className={selectField} data-field="status">
          <label className={selectField}>
            <span className={labelText}>{t.status}</span>
            <select
              value={draft.status}
              onChange={(event) => set("status", event.target.value as ComponentDraft["status"])}
            >
              <option value="active">{t.statuses["active"]}</option>
              <option value="inactive">{t.statuses["inactive"]}</option>
            </select>
          </label>
          <FieldError message={fieldError("status", t.status)} />
        </div>
      </div>

      <div data-field="description">
        <Textarea
          label={t.description}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          value={draft.description}
          onValueChange={(value) => set("description", value)}
          invalid={Boolean(fieldError("description", t.description))}
          errorText={fieldError("description", t.description)}
        />
      </div>

      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(COMPONENTS_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

export const form = css({
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
export const group = css({ display: "flex", flexDirection: "column", gap: "8" });
export const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
export const hint = css({ display: "block", fontSize: "xs", color: "muted", fontWeight: "400" });
export const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
export const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: "16",
});
const stack = css({ display: "flex", flexDirection: "column", gap: "8" });
export const selectField = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  fontSize: "sm",
  "& select": {
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "line",
    borderRadius: "semi-rounded",
    paddingX: "8",
    paddingY: "8",
    bg: "white",
  },
});
export const labelText = css({ fontWeight: "600" });
export const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
export const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
