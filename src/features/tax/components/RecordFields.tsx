import { useCallback, useRef } from "react";
import { useClient } from "urql";
import { systemEnums } from "../../../../domain/enums.ts";
import { MEMBER_RECIPIENTS, type MemberRecipient } from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { CurrencyInput, DIGITS_ONLY, PatternInput, Textarea } from "../../../ui/inputs/index.ts";
import type { OptionLoader } from "../../../ui/select/index.ts";
import { FieldError, SearchSelect, useText } from "../../org-common/index.ts";
import { useTaxAccess } from "../hooks/taxAccess.tsx";
import {
  NOTE_MAX,
  prefillFromWorker,
  type RecordAmount,
  type RecordDraft,
  recordYears,
  TAX_ID_KINDS,
  terCategoryOf,
  type WorkerFacts,
  workerLabel,
} from "../model/recordForm.ts";
import { Choice } from "./Choice.tsx";
import { configText } from "./configText.ts";
import { TaxRecordAgentSearchQuery } from "./documents.ts";

export type RecordFieldsProps = {
  draft: RecordDraft;
  onChange: (next: RecordDraft, changed: readonly string[]) => void;
  fieldError: (field: string, label: string) => string | undefined;
  /** A new record chooses its worker; a saved one keeps it. */
  pickWorker: boolean;
};

const OPENING: readonly RecordAmount[] = ["openingBruto", "openingWithheld", "openingDeductions"];
const PREVIOUS: readonly RecordAmount[] = [
  "previousEmployerBruto",
  "previousEmployerWithheld",
  "previousEmployerDeductions",
];

/**
 * The fields of an employee tax record (REFERENCE.md §2.1): worker, tax id (NPWP or the NIK
 * activated as NPWP), PTKP at the start of the year with its TER category, recipient, months
 * worked, subjective change, opening and previous employer's figures (whole rupiah), note.
 */
export function RecordFields({ draft, onChange, fieldError, pickWorker }: RecordFieldsProps) {
  const t = useText(configText);
  const { language } = useI18n();
  const { canPickEmployees } = useTaxAccess();
  const client = useClient();
  const facts = useRef(new Map<string, WorkerFacts>());
  const set = <K extends keyof RecordDraft>(key: K, value: RecordDraft[K], field: string = key) =>
    onChange({ ...draft, [key]: value }, [field]);

  const loadWorkers: OptionLoader = useCallback(
    async (search, page, limit) => {
      const result = await client
        .query(
          TaxRecordAgentSearchQuery,
          { q: search || undefined, limit },
          {
            requestPolicy: "network-only",
          },
        )
        .toPromise();
      const items = (result.data?.agents.items ?? []).map((agent) => {
        facts.current.set(String(agent.id), agent);
        return { value: String(agent.id), label: workerLabel(agent.fullName, agent.nik) };
      });
      return { items, totalItems: result.data?.agents.totalItems ?? 0, limit, page };
    },
    [client],
  );

  const category = terCategoryOf(draft.ptkp, draft.year);
  const monthOptions = t.monthNames.map((name, index) => ({
    value: String(index + 1),
    label: name,
  }));
  const amountField = (key: RecordAmount) => {
    const error = fieldError(key, t[key]);
    return (
      <CurrencyInput
        key={key}
        label={t[key]}
        min={0}
        value={draft.amounts[key]}
        onValueChange={({ value }) =>
          onChange({ ...draft, amounts: { ...draft.amounts, [key]: value } }, [key])
        }
        invalid={Boolean(error)}
        errorText={error}
      />
    );
  };

  return (
    <div className={stack}>
      <div className={grid}>
        {pickWorker ? (
          <div data-field="agentId">
            <SearchSelect
              label={t.worker}
              required
              placeholder={t.workerSearch}
              value={
                draft.agent ? { value: String(draft.agent.id), label: draft.agent.label } : null
              }
              loadOptions={loadWorkers}
              disabled={!canPickEmployees}
              invalid={Boolean(fieldError("agentId", t.worker))}
              errorText={fieldError("agentId", t.worker)}
              onValueChange={(option) => {
                if (!option) {
                  onChange({ ...draft, agent: null }, ["agentId"]);
                  return;
                }
                const worker = facts.current.get(option.value);
                const picked = {
                  ...draft,
                  agent: { id: Number(option.value), label: option.label },
                };
                onChange(worker ? prefillFromWorker(picked, worker) : picked, [
                  "agentId",
                  "taxId",
                  "ptkp",
                  "startMonth",
                ]);
              }}
            />
            {!canPickEmployees && <p className={hint}>{t.needsEmployeeMenu}</p>}
          </div>
        ) : null}
        <Choice
          label={t.year}
          value={String(draft.year)}
          options={recordYears().map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(value) => value && set("year", Number(value))}
          error={fieldError("year", t.year)}
        />
      </div>

      <fieldset className={group} data-field="taxIdKind">
        <legend className={legend}>{t.taxIdKind}</legend>
        <div className={row}>
          {TAX_ID_KINDS.map((kind) => (
            <label key={kind} className={option}>
              <input
                type="radio"
                name="taxIdKind"
                value={kind}
                checked={draft.taxIdKind === kind}
                onChange={() => onChange({ ...draft, taxIdKind: kind }, ["taxIdKind", "taxId"])}
              />
              {t.taxIdKinds[kind]}
            </label>
          ))}
        </div>
        <FieldError message={fieldError("taxIdKind", t.taxIdKind)} />
      </fieldset>
      <div className={grid}>
        <PatternInput
          label={t.taxId}
          required
          charPattern={DIGITS_ONLY}
          inputMode="numeric"
          maxLength={16}
          helperText={t.taxIdHelp[draft.taxIdKind]}
          value={draft.taxId}
          onValueChange={(value) => set("taxId", value)}
          invalid={Boolean(fieldError("taxId", t.taxId))}
          errorText={fieldError("taxId", t.taxId)}
        />
        <div>
          <Choice
            label={t.ptkp}
            value={draft.ptkp}
            options={systemEnums.ptkp_status.map((entry) => ({
              value: entry.value,
              label: entry.label[language],
            }))}
            onChange={(value) => set("ptkp", value)}
            error={fieldError("ptkp", t.ptkp)}
          />
          <p className={hint} data-testid="ter-category">
            {category ? t.terCategoryOf(category) : `${t.terCategory}: -`}
          </p>
        </div>
        <Choice
          label={t.recipient}
          value={draft.recipient}
          options={MEMBER_RECIPIENTS.map((value) => ({ value, label: t.recipients[value] }))}
          onChange={(value) => value && set("recipient", value as MemberRecipient)}
          error={fieldError("recipient", t.recipient)}
        />
        <Choice
          label={t.startMonth}
          value={String(draft.startMonth)}
          options={monthOptions}
          onChange={(value) =>
            value && onChange({ ...draft, startMonth: Number(value) }, ["startMonth", "endMonth"])
          }
          error={fieldError("startMonth", t.startMonth)}
        />
        <Choice
          label={t.endMonth}
          value={String(draft.endMonth)}
          options={monthOptions}
          onChange={(value) => value && set("endMonth", Number(value))}
          error={fieldError("endMonth", t.endMonth)}
        />
      </div>
      <div className={group}>
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.subjectiveChange}
            onChange={(event) => set("subjectiveChange", event.target.checked)}
          />
          {t.subjectiveChange}
        </label>
        <p className={hint}>{t.subjectiveHelp}</p>
      </div>

      <fieldset className={group}>
        <legend className={legend}>{t.opening}</legend>
        <div className={grid}>{OPENING.map(amountField)}</div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t.previous}</legend>
        <div className={grid}>{PREVIOUS.map(amountField)}</div>
      </fieldset>
      <Textarea
        label={t.note}
        maxLength={NOTE_MAX}
        value={draft.note}
        onValueChange={(value) => set("note", value)}
        invalid={Boolean(fieldError("note", t.note))}
        errorText={fieldError("note", t.note)}
      />
    </div>
  );
}

const stack = css({ display: "flex", flexDirection: "column", gap: "16" });
const grid = css({
  display: "grid",
  gap: "16",
  gridTemplateColumns: {
    base: "1fr",
    md: "repeat(2, minmax(0, 1fr))",
    xl: "repeat(3, minmax(0, 1fr))",
  },
});
const group = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  border: "none",
  padding: "0",
});
const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const hint = css({ display: "block", fontSize: "xs", color: "muted", marginTop: "4" });
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const row = css({ display: "flex", gap: "16", flexWrap: "wrap" });
