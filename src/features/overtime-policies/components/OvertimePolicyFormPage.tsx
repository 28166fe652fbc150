import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  OVERTIME_TYPES,
  type OvertimeType,
  WORK_WEEKS,
  type WorkWeek,
} from "../../../../domain/overtime/ladder.ts";
import {
  defaultRule,
  MINUTE_ROUNDINGS,
  MULTIPLIER_KINDS,
  type MultiplierKind,
  OVERTIME_MODES,
  OVERTIME_ROUNDINGS,
  type OvertimeMode,
  type OvertimeRounding,
  overtimePolicyWarnings,
  PAY_KINDS,
  type PayKind,
  referenceMinimumWage,
  validateOvertimePolicy,
} from "../../../../domain/overtime/policy.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import {
  CoveragePickers,
  commonText,
  FieldError,
  ListScreen,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  CreateOvertimePolicyMutation,
  OvertimeAgentSearchQuery,
  OvertimePolicyChoicesQuery,
  OvertimePolicyQuery,
  UpdateOvertimePolicyMutation,
} from "./documents.ts";
import { parseRupiah } from "./MinimumWagesTab.tsx";
import { overtimePolicyText } from "./text.ts";

const LIST_PATH = "/settings/attendances/overtime-policies";

type RuleDraft = {
  enabled: boolean;
  payKind: PayKind;
  multiplier: MultiplierKind;
  customMultiplier: string;
  fixedAmount: string;
};

type Draft = {
  name: string;
  workWeek: WorkWeek;
  mode: OvertimeMode;
  rounding: OvertimeRounding;
  minuteRounding: number;
  minimumMinutes: string;
  maxHoursPerRequest: string;
  enforceCaps: boolean;
  rules: Record<OvertimeType, RuleDraft>;
  branchIds: number[];
  agents: { id: number; fullName: string }[];
};

type SavedRule = {
  overtimeType: string;
  enabled: boolean;
  payKind: string;
  multiplier: string;
  customMultiplier?: number | null;
  fixedAmount?: number | null;
};

type Saved = {
  id: number;
  name: string;
  workWeek: string;
  mode: string;
  rounding: string;
  minuteRounding: number;
  minimumMinutes: number;
  maxHoursPerRequest?: number | null;
  enforceCaps: boolean;
  rules: SavedRule[];
  branchIds: number[];
  agents: { id: number; fullName: string }[];
  version: number;
};

const decimalText = (n: number | null | undefined) => (n == null ? "" : String(n));

function draftOf(policy: Saved | null): Draft {
  const rules = {} as Record<OvertimeType, RuleDraft>;
  for (const type of OVERTIME_TYPES) {
    const saved = policy?.rules.find((rule) => rule.overtimeType === type);
    const base = defaultRule(type);
    rules[type] = {
      enabled: saved?.enabled ?? base.enabled,
      payKind: (saved?.payKind as PayKind) ?? base.payKind,
      multiplier: (saved?.multiplier as MultiplierKind) ?? base.multiplier,
      customMultiplier: decimalText(saved?.customMultiplier),
      fixedAmount: decimalText(saved?.fixedAmount),
    };
  }
  return {
    name: policy?.name ?? "",
    workWeek: (policy?.workWeek as WorkWeek) ?? "5-day",
    mode: (policy?.mode as OvertimeMode) ?? "manual",
    rounding: (policy?.rounding as OvertimeRounding) ?? "exact",
    minuteRounding: policy?.minuteRounding ?? 1,
    minimumMinutes: String(policy?.minimumMinutes ?? 0),
    maxHoursPerRequest: decimalText(policy?.maxHoursPerRequest),
    enforceCaps: policy?.enforceCaps ?? true,
    rules,
    branchIds: policy?.branchIds ?? [],
    agents: policy?.agents ?? [],
  };
}

/** A typed number: blank is null, a comma is a decimal point, anything else is NaN. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The mutation's input, rules in SPEC §9 order (so `rules.<i>` of an answer is the row). */
export function inputOf(draft: Draft) {
  return {
    name: draft.name,
    workWeek: draft.workWeek,
    mode: draft.mode,
    rounding: draft.rounding,
    minuteRounding: draft.minuteRounding,
    minimumMinutes: numberOf(draft.minimumMinutes) ?? Number.NaN,
    maxHoursPerRequest: numberOf(draft.maxHoursPerRequest),
    enforceCaps: draft.enforceCaps,
    rules: OVERTIME_TYPES.map((type) => {
      const rule = draft.rules[type];
      return {
        overtimeType: type,
        enabled: rule.enabled,
        payKind: rule.payKind,
        multiplier: rule.multiplier,
        customMultiplier:
          rule.payKind === "rate" && rule.multiplier === "custom"
            ? numberOf(rule.customMultiplier)
            : null,
        fixedAmount:
          rule.payKind === "fixed"
            ? rule.fixedAmount.trim() === ""
              ? null
              : parseRupiah(rule.fixedAmount)
            : null,
      };
    }),
    branchIds: draft.branchIds,
    agentIds: draft.agents.map((agent) => agent.id),
  };
}

export type OvertimePolicyFormPageProps = { route: RouteDefinition };

/** /settings/attendances/overtime-policies/create and /:id/edit (issue 15). */
export function OvertimePolicyFormPage({ route }: OvertimePolicyFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <PolicyForm policy={null} /> : <LoadedPolicyForm id={id} />}
    </ListScreen>
  );
}

function LoadedPolicyForm({ id }: { id: number }) {
  const t = useText(overtimePolicyText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: OvertimePolicyQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  if (valid && !data && (fetching || !error)) return <p>{c.loading}</p>;
  const policy = data?.overtimePolicy;
  if (!policy) return <p role="alert">{t.notFound}</p>;
  // Keyed by id only: the save's answer updates the cached policy, which must not remount
  // (and so reset) the form before it navigates away.
  return <PolicyForm key={policy.id} policy={policy as Saved} />;
}

function PolicyForm({ policy }: { policy: Saved | null }) {
  const t = useText(overtimePolicyText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState(() => draftOf(policy));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [{ data: choices }] = useQuery({
    query: OvertimePolicyChoicesQuery,
    requestPolicy: "cache-and-network",
  });
  const [search, setSearch] = useState("");
  const [{ data: found }] = useQuery({
    query: OvertimeAgentSearchQuery,
    variables: { q: search.trim() },
    pause: search.trim().length < 2,
  });
  const [, create] = useMutation(CreateOvertimePolicyMutation);
  const [, update] = useMutation(UpdateOvertimePolicyMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", (policy ? t.updated : t.created)(saved));
    navigate(LIST_PATH);
  }, [saved, policy, t, navigate]);

  const input = useMemo(() => inputOf(draft), [draft]);
  // RULES.md §1.6 warnings as the server words them (the same domain rule), while typing.
  const reference = useMemo(
    () =>
      referenceMinimumWage(
        (choices?.minimumWages.items ?? []).map((w) => ({
          provinceId: w.provinceId ?? null,
          year: w.year,
          amount: w.amount,
        })),
        new Date().getFullYear(),
      ),
    [choices],
  );
  const warnings = useMemo(() => {
    // Not before the table is read: "no minimum wage" would flash while it loads.
    if (!choices) return [];
    const { values } = validateOvertimePolicy(input, language);
    return overtimePolicyWarnings(values, reference, language);
  }, [input, reference, language, choices]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(field);
  };
  const setRule = <K extends keyof RuleDraft>(type: OvertimeType, key: K, value: RuleDraft[K]) => {
    setDraft((current) => ({
      ...current,
      rules: { ...current.rules, [type]: { ...current.rules[type], [key]: value } },
    }));
    const index = OVERTIME_TYPES.indexOf(type);
    errors.clear(`rules.${index}.${key}`);
    if (key === "payKind") errors.clear(`rules.${index}.fixedAmount`);
    if (key === "multiplier") errors.clear(`rules.${index}.customMultiplier`);
  };
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.showProblems(validateOvertimePolicy(input, language).problems)) return;
    setBusy(true);
    const result = policy
      ? await update({ id: policy.id, version: policy.version, input }).then((r) => ({
          error: r.error,
          data: r.data?.updateOvertimePolicy,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createOvertimePolicy,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(result.data.name);
  };

  const branches = choices?.branches.items ?? [];
  const results = (found?.agents.items ?? []).filter(
    (agent) => !draft.agents.some((a) => a.id === agent.id),
  );
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
      <TextInput
        label={t.name}
        required
        maxLength={100}
        value={draft.name}
        onValueChange={(value) => set("name", value)}
        invalid={Boolean(fieldError("name", t.name))}
        errorText={fieldError("name", t.name)}
      />

      <fieldset className={group}>
        <legend className={legend}>{t.workWeek}</legend>
        <p className={hint}>{t.workWeekHint}</p>
        {WORK_WEEKS.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="workWeek"
              value={value}
              checked={draft.workWeek === value}
              onChange={() => set("workWeek", value)}
            />
            {t.workWeeks[value]}
          </label>
        ))}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.mode}</legend>
        {OVERTIME_MODES.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="mode"
              value={value}
              checked={draft.mode === value}
              onChange={() => set("mode", value)}
            />
            {t.modes[value]}
          </label>
        ))}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.rounding}</legend>
        {OVERTIME_ROUNDINGS.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="rounding"
              value={value}
              checked={draft.rounding === value}
              onChange={() => set("rounding", value)}
            />
            {t.roundings[value]}
          </label>
        ))}
      </fieldset>

      <div className={grid}>
        <label className={selectField}>
          <span className={labelText}>{t.minuteRounding}</span>
          <select
            value={draft.minuteRounding}
            onChange={(event) => set("minuteRounding", Number(event.target.value))}
          >
            {MINUTE_ROUNDINGS.map((n) => (
              <option key={n} value={n}>
                {t.minuteRoundingOption(n)}
              </option>
            ))}
          </select>
          <FieldError message={fieldError("minuteRounding", t.minuteRounding)} />
        </label>
        <TextInput
          label={t.minimumMinutes}
          inputMode="numeric"
          value={draft.minimumMinutes}
          helperText={t.minimumMinutesHint}
          onValueChange={(value) => set("minimumMinutes", value)}
          invalid={Boolean(fieldError("minimumMinutes", t.minimumMinutes))}
          errorText={fieldError("minimumMinutes", t.minimumMinutes)}
        />
        <TextInput
          label={t.maxHoursPerRequest}
          inputMode="decimal"
          value={draft.maxHoursPerRequest}
          helperText={t.maxHoursHint}
          onValueChange={(value) => set("maxHoursPerRequest", value)}
          invalid={Boolean(fieldError("maxHoursPerRequest", t.maxHoursPerRequest))}
          errorText={fieldError("maxHoursPerRequest", t.maxHoursPerRequest)}
        />
      </div>
      <label className={option}>
        <input
          type="checkbox"
          checked={draft.enforceCaps}
          onChange={(event) => set("enforceCaps", event.target.checked)}
        />
        {t.enforceCaps}
      </label>

      <fieldset className={group} data-field="rules">
        <legend className={legend}>{t.rules}</legend>
        <p className={hint}>{t.rulesHint}</p>
        {warnings.length > 0 && (
          <div className={warningBanner} role="status" aria-label={t.warningsTitle}>
            <p className={warningTitle}>⚠ {t.warningsTitle}</p>
            <ul className={warningList}>
              {warnings.map((warning) => (
                <li key={`${warning.field}-${warning.code}`}>{warning.message}</li>
              ))}
            </ul>
            <p className={hint}>
              {reference === null ? t.noWageHint : t.warningsHint(formatRupiah(reference))}
            </p>
          </div>
        )}
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.enabled}</th>
              <th scope="col">{t.payKind}</th>
              <th scope="col">{t.multiplier}</th>
              <th scope="col">{t.customMultiplier}</th>
              <th scope="col">{t.fixedAmount}</th>
            </tr>
          </thead>
          <tbody>
            {OVERTIME_TYPES.map((type, index) => {
              const rule = draft.rules[type];
              const label = t.types[type];
              const customError = fieldError(`rules.${index}.customMultiplier`, t.customFor(label));
              const fixedError = fieldError(`rules.${index}.fixedAmount`, t.fixedFor(label));
              return (
                <tr key={type}>
                  <th scope="row" className={typeCell}>
                    {label}
                    {type === "swap_schedule" && <span className={hint}>{t.swapHint}</span>}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t.enabledFor(label)}
                      checked={rule.enabled}
                      onChange={(event) => setRule(type, "enabled", event.target.checked)}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={t.payKindFor(label)}
                      value={rule.payKind}
                      onChange={(event) => setRule(type, "payKind", event.target.value as PayKind)}
                    >
                      {PAY_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t.payKinds[kind]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {rule.payKind === "rate" ? (
                      <select
                        aria-label={t.multiplierFor(label)}
                        value={rule.multiplier}
                        onChange={(event) =>
                          setRule(type, "multiplier", event.target.value as MultiplierKind)
                        }
                      >
                        {MULTIPLIER_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {t.multipliers[kind]}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t.none
                    )}
                  </td>
                  <td>
                    {rule.payKind === "rate" && rule.multiplier === "custom" ? (
                      <>
                        <input
                          className={cellInput}
                          inputMode="decimal"
                          aria-label={t.customFor(label)}
                          aria-invalid={Boolean(customError)}
                          value={rule.customMultiplier}
                          onChange={(event) =>
                            setRule(type, "customMultiplier", event.target.value)
                          }
                        />
                        <FieldError message={customError} />
                      </>
                    ) : (
                      t.none
                    )}
                  </td>
                  <td>
                    {rule.payKind === "fixed" ? (
                      <>
                        <input
                          className={cellInput}
                          inputMode="numeric"
                          aria-label={t.fixedFor(label)}
                          aria-invalid={Boolean(fixedError)}
                          value={rule.fixedAmount}
                          onChange={(event) => setRule(type, "fixedAmount", event.target.value)}
                        />
                        <FieldError message={fixedError} />
                      </>
                    ) : (
                      t.none
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.coverage}</legend>
        <p className={hint}>{t.coverageHint}</p>
        <CoveragePickers
          t={t}
          branches={branches}
          branchIds={draft.branchIds}
          onBranchIds={(ids) => set("branchIds", ids)}
          agents={draft.agents}
          onAgents={(agents) => set("agents", agents, "agentIds")}
          search={search}
          onSearch={setSearch}
          results={results}
          branchError={fieldError("branchIds", t.branches)}
          agentError={fieldError("agentIds", t.employees)}
        />
      </fieldset>

      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(LIST_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

const form = css({
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
const group = css({ display: "flex", flexDirection: "column", gap: "8" });
const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const hint = css({ display: "block", fontSize: "xs", color: "muted", fontWeight: "400" });
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: "16",
});
const selectField = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
const labelText = css({ fontWeight: "600" });
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
const typeCell = css({ fontWeight: "600", minWidth: "200px" });
const cellInput = css({
  width: "140px",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "4",
});
const warningBanner = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  padding: "12",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "#f59e0b",
  bg: "#fffbeb",
  color: "#78350f",
  borderRadius: "semi-rounded",
  fontSize: "sm",
});
const warningTitle = css({ fontWeight: "700" });
const warningList = css({ paddingLeft: "16", listStyleType: "disc" });
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
