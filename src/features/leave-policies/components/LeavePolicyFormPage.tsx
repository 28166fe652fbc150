import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { LEAVE_KIND_LABELS, LEAVE_KINDS, type LeaveKind } from "../../../../domain/leave/kinds.ts";
import {
  LEAVE_ACCRUALS,
  LEAVE_START_FROM,
  type LeaveAccrual,
  type LeavePreset,
  type LeaveStartFrom,
  presetOf,
  statutoryWarnings,
  validateLeavePolicy,
} from "../../../../domain/leave/policy.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import {
  CoveragePickers,
  commonText,
  FieldError,
  ListScreen,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  CreateLeavePolicyMutation,
  LeavePolicyAgentSearchQuery,
  LeavePolicyChoicesQuery,
  LeavePolicyQuery,
  UpdateLeavePolicyMutation,
} from "./documents.ts";
import { daysText, leavePolicyText } from "./text.ts";

export const LEAVE_POLICIES_PATH = "/settings/attendances/leave-policies";

type Step = { toMonth: string; percent: string };

/** The form's state: numbers as typed (text), parsed on submit and for the live warnings. */
export type Draft = {
  name: string;
  kind: LeaveKind;
  limited: boolean;
  daysPerPeriod: string;
  accrual: LeaveAccrual;
  startFrom: LeaveStartFrom;
  probationMonths: string;
  carryOverDays: string;
  carryOverExpiryMonths: string;
  maxDaysPerRequest: string;
  halfDayAllowed: boolean;
  paidByDefault: boolean;
  countDaysOff: boolean;
  countHolidays: boolean;
  attachmentRequired: boolean;
  allowNegative: boolean;
  coversAll: boolean;
  branchIds: number[];
  agents: { id: number; fullName: string }[];
  status: "active" | "inactive";
  ladder: Step[] | null;
  extensionMonths: string;
  extraDaysByAgreement: string;
};

type PayStep = { fromMonth: number; toMonth?: number | null; percent: number };
type Saved = {
  id: number;
  name: string;
  kind: string;
  limited: boolean;
  daysPerPeriod?: number | null;
  accrual: string;
  startFrom: string;
  probationMonths: number;
  carryOverDays: number;
  carryOverExpiryMonths?: number | null;
  maxDaysPerRequest?: number | null;
  halfDayAllowed: boolean;
  paidByDefault: boolean;
  countDaysOff: boolean;
  countHolidays: boolean;
  attachmentRequired: boolean;
  allowNegative: boolean;
  coversAll: boolean;
  branchIds: number[];
  agents: { id: number; fullName: string }[];
  status: string;
  settings: {
    payLadder?: PayStep[] | null;
    extensionMonths?: number | null;
    extraDaysByAgreement?: number | null;
  };
  version: number;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

const ladderDraft = (ladder: readonly PayStep[] | null | undefined): Step[] | null =>
  ladder ? ladder.map((s) => ({ toMonth: text(s.toMonth), percent: String(s.percent) })) : null;

/** A preset's values as a draft; the name, coverage and status stay as they are. */
export function presetDraft(
  preset: LeavePreset,
  keep: Pick<Draft, "name" | "coversAll" | "branchIds" | "agents" | "status">,
): Draft {
  const v = preset.values;
  return {
    ...keep,
    kind: preset.kind,
    limited: v.limited,
    daysPerPeriod: text(v.daysPerPeriod),
    accrual: v.accrual,
    startFrom: v.startFrom,
    probationMonths: String(v.probationMonths),
    carryOverDays: String(v.carryOverDays),
    carryOverExpiryMonths: text(v.carryOverExpiryMonths),
    maxDaysPerRequest: text(v.maxDaysPerRequest),
    halfDayAllowed: v.halfDayAllowed,
    paidByDefault: v.paidByDefault,
    countDaysOff: v.countDaysOff,
    countHolidays: v.countHolidays,
    attachmentRequired: v.attachmentRequired,
    allowNegative: v.allowNegative,
    ladder: ladderDraft(v.settings.payLadder),
    extensionMonths: text(v.settings.extensionMonths),
    extraDaysByAgreement: text(v.settings.extraDaysByAgreement),
  };
}

export function draftOf(policy: Saved | null, language: "en" | "id"): Draft {
  if (!policy) {
    const preset = presetOf("annual");
    return presetDraft(preset, {
      name: preset.name[language],
      coversAll: true,
      branchIds: [],
      agents: [],
      status: "active",
    });
  }
  return {
    name: policy.name,
    kind: policy.kind as LeaveKind,
    limited: policy.limited,
    daysPerPeriod: text(policy.daysPerPeriod),
    accrual: policy.accrual as LeaveAccrual,
    startFrom: policy.startFrom as LeaveStartFrom,
    probationMonths: String(policy.probationMonths),
    carryOverDays: String(policy.carryOverDays),
    carryOverExpiryMonths: text(policy.carryOverExpiryMonths),
    maxDaysPerRequest: text(policy.maxDaysPerRequest),
    halfDayAllowed: policy.halfDayAllowed,
    paidByDefault: policy.paidByDefault,
    countDaysOff: policy.countDaysOff,
    countHolidays: policy.countHolidays,
    attachmentRequired: policy.attachmentRequired,
    allowNegative: policy.allowNegative,
    coversAll: policy.coversAll,
    branchIds: policy.branchIds,
    agents: policy.agents,
    status: policy.status === "inactive" ? "inactive" : "active",
    ladder: ladderDraft(policy.settings.payLadder),
    extensionMonths: text(policy.settings.extensionMonths),
    extraDaysByAgreement: text(policy.settings.extraDaysByAgreement),
  };
}

/** Typed text as a number: empty is null, a decimal comma is read as a point, else NaN. */
const numberOf = (value: string): number | null => {
  const trimmed = value.trim().replace(",", ".");
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The ladder's steps with their first months (each the month after the previous one's last). */
function ladderOfDraft(steps: readonly Step[]) {
  let from = 1;
  return steps.map((step) => {
    const toMonth = numberOf(step.toMonth);
    const built = { fromMonth: from, toMonth, percent: numberOf(step.percent) ?? Number.NaN };
    from = toMonth === null || Number.isNaN(toMonth) ? from + 1 : toMonth + 1;
    return built;
  });
}

/** The mutation's input (and the domain's) from a draft. */
export function inputOf(draft: Draft) {
  const settings: {
    payLadder?: { fromMonth: number; toMonth: number | null; percent: number }[];
    extensionMonths?: number;
    extraDaysByAgreement?: number;
  } = {};
  if (draft.ladder && draft.ladder.length > 0) settings.payLadder = ladderOfDraft(draft.ladder);
  const extension = numberOf(draft.extensionMonths);
  if (extension !== null) settings.extensionMonths = extension;
  const extra = numberOf(draft.extraDaysByAgreement);
  if (extra !== null) settings.extraDaysByAgreement = extra;
  return {
    name: draft.name,
    kind: draft.kind,
    limited: draft.limited,
    daysPerPeriod: draft.limited ? numberOf(draft.daysPerPeriod) : null,
    accrual: draft.accrual,
    startFrom: draft.startFrom,
    probationMonths: draft.startFrom === "after_probation" ? numberOf(draft.probationMonths) : 0,
    carryOverDays: numberOf(draft.carryOverDays) ?? 0,
    carryOverExpiryMonths: numberOf(draft.carryOverExpiryMonths),
    maxDaysPerRequest: numberOf(draft.maxDaysPerRequest),
    halfDayAllowed: draft.halfDayAllowed,
    paidByDefault: draft.paidByDefault,
    countDaysOff: draft.countDaysOff,
    countHolidays: draft.countHolidays,
    attachmentRequired: draft.attachmentRequired,
    allowNegative: draft.allowNegative,
    coversAll: draft.coversAll,
    branchIds: draft.coversAll ? [] : draft.branchIds,
    agentIds: draft.coversAll ? [] : draft.agents.map((a) => a.id),
    status: draft.status,
    settings,
  };
}

export type LeavePolicyFormPageProps = { route: RouteDefinition };

/** /settings/attendances/leave-policies/create and /:id/edit (SPEC §9 Leave; RULES.md §2). */
export function LeavePolicyFormPage({ route }: LeavePolicyFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <PolicyForm policy={null} /> : <LoadedPolicyForm id={id} />}
    </ListScreen>
  );
}

function LoadedPolicyForm({ id }: { id: number }) {
  const t = useText(leavePolicyText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: LeavePolicyQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  // Only before the first answer: a refetch after a save must not unmount the form.
  if (valid && !data && (fetching || !error)) return <p>{c.loading}</p>;
  const policy = data?.leavePolicy;
  if (!policy) return <p role="alert">{t.notFound}</p>;
  return <PolicyForm key={policy.id} policy={policy as Saved} />;
}

function PolicyForm({ policy }: { policy: Saved | null }) {
  const t = useText(leavePolicyText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState(() => draftOf(policy, language));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [{ data: choices }] = useQuery({
    query: LeavePolicyChoicesQuery,
    requestPolicy: "cache-and-network",
  });
  const [search, setSearch] = useState("");
  const [{ data: found }] = useQuery({
    query: LeavePolicyAgentSearchQuery,
    variables: { q: search.trim() },
    pause: search.trim().length < 2,
  });
  const [, create] = useMutation(CreateLeavePolicyMutation);
  const [, update] = useMutation(UpdateLeavePolicyMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", (policy ? t.updated : t.created)(saved));
    navigate(LEAVE_POLICIES_PATH);
  }, [saved, policy, t, navigate]);

  const input = useMemo(() => inputOf(draft), [draft]);
  // Live: the warnings of what the form holds now (the same rule the server answers with).
  const warnings = useMemo(() => statutoryWarnings(validateLeavePolicy(input).values), [input]);
  const preset = presetOf(draft.kind);

  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(field);
  };
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);

  const chooseKind = (kind: LeaveKind) => {
    errors.clear();
    setDraft((current) => {
      // Creating: the kind's preset fills the form; a name still the previous preset's follows.
      if (policy) return { ...current, kind };
      const before = presetOf(current.kind).name;
      const keepName =
        current.name.trim() !== "" && current.name !== before.en && current.name !== before.id;
      const next = presetOf(kind);
      return presetDraft(next, { ...current, name: keepName ? current.name : next.name[language] });
    });
  };
  const applyPreset = () => {
    errors.clear();
    setDraft((current) => presetDraft(presetOf(current.kind), current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.showProblems(validateLeavePolicy(input).problems)) return;
    setBusy(true);
    const result = policy
      ? await update({ id: policy.id, input: { ...input, version: policy.version } }).then((r) => ({
          error: r.error,
          data: r.data?.updateLeavePolicy,
        }))
      : await create({ input }).then((r) => ({ error: r.error, data: r.data?.createLeavePolicy }));
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
  const flag = (
    key:
      | "halfDayAllowed"
      | "countDaysOff"
      | "countHolidays"
      | "attachmentRequired"
      | "allowNegative"
      | "paidByDefault",
    label: string,
  ) => (
    <label className={option}>
      <input
        type="checkbox"
        name={key}
        checked={draft[key]}
        onChange={(event) => set(key, event.target.checked)}
      />
      {label}
    </label>
  );
  const numberField = (
    key:
      | "daysPerPeriod"
      | "probationMonths"
      | "carryOverDays"
      | "carryOverExpiryMonths"
      | "maxDaysPerRequest"
      | "extensionMonths"
      | "extraDaysByAgreement",
    label: string,
    hint?: string,
    field: string = key,
  ) => (
    <TextInput
      label={label}
      name={key}
      inputMode="decimal"
      value={draft[key]}
      {...(hint ? { helperText: hint } : {})}
      onValueChange={(value) => set(key, value, field)}
      invalid={Boolean(fieldError(field, label))}
      errorText={fieldError(field, label)}
    />
  );
  const ladder = draft.ladder ?? [];
  const ladderSteps = ladderOfDraft(ladder);
  const showLadder = draft.ladder !== null || draft.kind === "sick" || draft.kind === "maternity";

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.formLabel}>
      {errors.errors.form && Object.keys(errors.errors.fields).length === 0 && (
        <p role="alert" className={formError}>
          {errors.errors.form}
        </p>
      )}
      {warnings.length > 0 && (
        <Banner variant="warning" title={t.warningsTitle}>
          <ul className={warningList} data-testid="statutory-warnings">
            {warnings.map((warning) => (
              <li key={warning.code}>{warning[language]}</li>
            ))}
          </ul>
          <p>{t.warningsHint}</p>
        </Banner>
      )}

      <fieldset className={group}>
        <label className={selectRow}>
          <span className={legend}>{t.kind}</span>
          <select
            name="kind"
            value={draft.kind}
            onChange={(event) => chooseKind(event.target.value as LeaveKind)}
          >
            {LEAVE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAVE_KIND_LABELS[kind][language]}
              </option>
            ))}
          </select>
        </label>
        <FieldError message={fieldError("kind", t.kind)} />
        <p className={hint}>
          {policy ? preset.note[language] : `${t.kindHint} ${preset.note[language]}`}
        </p>
        {preset.sources.length > 0 && (
          <p className={hint}>
            {t.presetSources}:{" "}
            {preset.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && "; "}
                <a href={source.url} target="_blank" rel="noreferrer">
                  {source.title}
                </a>
              </span>
            ))}
          </p>
        )}
        {policy && (
          <div>
            <Button variant="secondary" onClick={applyPreset}>
              {t.applyPreset}
            </Button>
          </div>
        )}
      </fieldset>

      <TextInput
        label={t.name}
        name="name"
        required
        maxLength={120}
        value={draft.name}
        onValueChange={(value) => set("name", value)}
        invalid={Boolean(fieldError("name", t.name))}
        errorText={fieldError("name", t.name)}
      />

      <fieldset className={group}>
        <legend className={legend}>{t.balance}</legend>
        <label className={option}>
          <input
            type="radio"
            name="limited"
            checked={draft.limited}
            onChange={() => set("limited", true)}
          />
          {t.limited}
        </label>
        <label className={option}>
          <input
            type="radio"
            name="limited"
            checked={!draft.limited}
            onChange={() => set("limited", false, "daysPerPeriod")}
          />
          {t.unlimitedOption}
        </label>
        {draft.limited && (
          <>
            {numberField("daysPerPeriod", t.daysPerPeriod, t.daysPerPeriodHint)}
            <label className={selectRow}>
              <span>{t.accrual}</span>
              <select
                name="accrual"
                value={draft.accrual}
                onChange={(event) => set("accrual", event.target.value as LeaveAccrual)}
              >
                {LEAVE_ACCRUALS.map((value) => (
                  <option key={value} value={value}>
                    {t.accruals[value]}
                  </option>
                ))}
              </select>
            </label>
            {numberField("carryOverDays", t.carryOverDays, t.carryOverHint)}
            {numberField("carryOverExpiryMonths", t.carryOverExpiryMonths, t.carryOverExpiryHint)}
          </>
        )}
        <label className={selectRow}>
          <span>{t.startFrom}</span>
          <select
            name="startFrom"
            value={draft.startFrom}
            onChange={(event) => set("startFrom", event.target.value as LeaveStartFrom)}
          >
            {LEAVE_START_FROM.map((value) => (
              <option key={value} value={value}>
                {t.startFroms[value]}
              </option>
            ))}
          </select>
        </label>
        {draft.startFrom === "after_probation" && numberField("probationMonths", t.probationMonths)}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.requests}</legend>
        {numberField("maxDaysPerRequest", t.maxDaysPerRequest, t.maxDaysHint)}
        {flag("halfDayAllowed", t.halfDayAllowed)}
        {flag("countDaysOff", t.countDaysOff)}
        {flag("countHolidays", t.countHolidays)}
        {flag("attachmentRequired", t.attachmentRequired)}
        {flag("allowNegative", t.allowNegative)}
        {draft.kind === "maternity" &&
          numberField("extensionMonths", t.extensionMonths, undefined, "settings.extensionMonths")}
        {draft.kind === "paternity" &&
          numberField(
            "extraDaysByAgreement",
            t.extraDaysByAgreement,
            undefined,
            "settings.extraDaysByAgreement",
          )}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.pay}</legend>
        {flag("paidByDefault", t.paidByDefault)}
        {showLadder && (
          <fieldset className={group} data-field="settings.payLadder">
            <legend className={legend}>{t.payLadder}</legend>
            <p className={hint}>{t.payLadderHint}</p>
            {ladder.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional.
              <div key={i} className={ladderRow}>
                <span className={hint}>
                  {t.fromMonth} {ladderSteps[i]?.fromMonth}
                </span>
                <TextInput
                  label={`${t.toMonth} (${i + 1})`}
                  inputMode="numeric"
                  value={step.toMonth}
                  placeholder={t.toMonthHint}
                  onValueChange={(value) =>
                    set(
                      "ladder",
                      ladder.map((s, j) => (j === i ? { ...s, toMonth: value } : s)),
                      "settings.payLadder",
                    )
                  }
                />
                <TextInput
                  label={`${t.percent} (${i + 1})`}
                  inputMode="numeric"
                  value={step.percent}
                  onValueChange={(value) =>
                    set(
                      "ladder",
                      ladder.map((s, j) => (j === i ? { ...s, percent: value } : s)),
                      "settings.payLadder",
                    )
                  }
                />
                <button
                  type="button"
                  className={link}
                  aria-label={t.removeStep(i + 1)}
                  onClick={() => {
                    const next = ladder.filter((_, j) => j !== i);
                    set("ladder", next.length ? next : null, "settings.payLadder");
                  }}
                >
                  ×
                </button>
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  set("ladder", [...ladder, { toMonth: "", percent: "100" }], "settings.payLadder")
                }
              >
                {t.addStep}
              </Button>
            </div>
            <FieldError message={fieldError("settings.payLadder", t.payLadder)} />
          </fieldset>
        )}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.coverage}</legend>
        <label className={option}>
          <input
            type="radio"
            name="coversAll"
            checked={draft.coversAll}
            onChange={() => set("coversAll", true, "branchIds")}
          />
          {t.coversAll}
        </label>
        <label className={option}>
          <input
            type="radio"
            name="coversAll"
            checked={!draft.coversAll}
            onChange={() => set("coversAll", false)}
          />
          {t.coversSome}
        </label>
        {!draft.coversAll && (
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
        )}
      </fieldset>

      <label className={selectRow}>
        <span className={legend}>{t.status}</span>
        <select
          name="status"
          value={draft.status}
          onChange={(event) => set("status", event.target.value as Draft["status"])}
        >
          <option value="active">{t.statuses.active}</option>
          <option value="inactive">{t.statuses.inactive}</option>
        </select>
      </label>

      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(LEAVE_POLICIES_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

/** "12 / year", "2 / month" or "Unlimited", in the language. */
export function daysLabel(
  row: { limited: boolean; daysPerPeriod?: number | null; accrual: string },
  t: (typeof leavePolicyText)["en"],
  language: "en" | "id",
) {
  if (!row.limited || row.daysPerPeriod === null || row.daysPerPeriod === undefined)
    return t.unlimited;
  const days = daysText(row.daysPerPeriod, language);
  return row.accrual === "monthly" ? t.perMonth(days) : t.perYear(days);
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
  maxWidth: "960px",
});
const group = css({ display: "flex", flexDirection: "column", gap: "8" });
const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const hint = css({ display: "block", fontSize: "xs", color: "muted" });
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const selectRow = css({
  display: "grid",
  gridTemplateColumns: "260px 280px",
  alignItems: "center",
  fontSize: "sm",
});
const ladderRow = css({
  display: "grid",
  gridTemplateColumns: "110px 1fr 1fr 32px",
  alignItems: "end",
  gap: "8",
});
const warningList = css({ listStyle: "disc", paddingLeft: "16" });
const link = css({ color: "brand", fontWeight: "600", cursor: "pointer" });
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
