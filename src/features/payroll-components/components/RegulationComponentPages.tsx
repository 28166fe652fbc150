import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  JKK_RISK_RATES,
  REGULATION_PROGRAMMES,
  type RegulationProgramme,
} from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import {
  commonText,
  FieldError,
  ListScreen,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { useRegulationBased } from "../hooks.ts";
import {
  NAME_MAX,
  participantOf,
  programmeCodes,
  programmeName,
  type RateDraft,
  type RegulationInput,
  rateDraftOf,
  rateInputOf,
  statutoryRates,
  validateRegulation,
} from "../rules.ts";
import {
  CreateRegulationComponentMutation,
  RegulationComponentQuery,
  UpdateRegulationComponentMutation,
} from "./documents.ts";
import {
  footer,
  form,
  formError,
  grid,
  hint,
  labelText,
  selectField,
} from "./PayrollComponentFormPage.tsx";
import { COMPONENTS_PATH, shareText } from "./PayrollComponentsPage.tsx";
import { RatesTable } from "./RatesTable.tsx";
import { type PayrollComponentText, payrollComponentText } from "./text.ts";

const LIST_PATH = `${COMPONENTS_PATH}?tab=regulation`;

type Draft = {
  programme: RegulationProgramme;
  jkkRiskClass: number;
  name: string;
  /** Whether the name was typed, so choosing another programme no longer renames it. */
  nameTouched: boolean;
  status: "active" | "inactive";
  rates: RateDraft[];
};

type SavedRate = Parameters<typeof rateDraftOf>[0];
type Saved = {
  id: number;
  programme: string;
  participant: string;
  name: string;
  jkkRiskClass?: number | null;
  jkkRiskRatePercent?: number | null;
  agentCode?: string | null;
  clientCode?: string | null;
  status: string;
  groupCount: number;
  version: number;
  currentRate?: SavedRate | null;
  rates: SavedRate[];
};

const inputOf = (draft: Draft, rates: boolean): RegulationInput => ({
  programme: draft.programme,
  name: draft.name.trim(),
  jkkRiskClass: draft.programme === "jkk" ? draft.jkkRiskClass : null,
  status: draft.status,
  ...(rates ? { rates: draft.rates.map(rateInputOf) } : {}),
});

export type RegulationComponentPageProps = { route: RouteDefinition };
export type RegulationComponentViewProps = RegulationComponentPageProps & {
  /** The client's regulation_based_component flag (SPEC §6). */
  enabled: boolean;
};

/** The create screen for the signed-in client, its flag read from the session. */
export function RegulationComponentCreatePage({ route }: RegulationComponentPageProps) {
  return <RegulationComponentCreateView route={route} enabled={useRegulationBased()} />;
}

/** The detail screen for the signed-in client, its flag read from the session. */
export function RegulationComponentDetailPage({ route }: RegulationComponentPageProps) {
  return <RegulationComponentDetailView route={route} enabled={useRegulationBased()} />;
}

/**
 * /payroll/payroll-components/regulation-based/create (issue 16; flag
 * regulation_based_component): a BPJS programme with its statutory dated rates prefilled
 * (REFERENCE.md §4), every rate editable before saving.
 */
export function RegulationComponentCreateView({ route, enabled }: RegulationComponentViewProps) {
  const t = useText(payrollComponentText);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {enabled ? <CreateForm /> : <Banner variant="warning" title={t.regulationOff} />}
    </ListScreen>
  );
}

function CreateForm() {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState<Draft>(() => ({
    programme: "bpjs_kesehatan",
    jkkRiskClass: 1,
    name: programmeName("bpjs_kesehatan", null),
    nameTouched: false,
    status: "active",
    rates: statutoryRates("bpjs_kesehatan", null),
  }));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [, create] = useMutation(CreateRegulationComponentMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", t.regulationCreated(saved));
    navigate(LIST_PATH);
  }, [saved, t, navigate]);

  const choose = (programme: RegulationProgramme, jkkRiskClass: number) => {
    setDraft((current) => ({
      ...current,
      programme,
      jkkRiskClass,
      name: current.nameTouched
        ? current.name
        : programmeName(programme, programme === "jkk" ? jkkRiskClass : null),
      rates: statutoryRates(programme, programme === "jkk" ? jkkRiskClass : null),
    }));
    errors.clear();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const statutory = statutoryRates(
      draft.programme,
      draft.programme === "jkk" ? draft.jkkRiskClass : null,
    );
    // Untouched statutory rates are left to the service, which fills the same timeline.
    const edited = JSON.stringify(draft.rates) !== JSON.stringify(statutory);
    const input = inputOf(draft, edited);
    if (errors.showProblems(validateRegulation(input))) return;
    setBusy(true);
    const result = await create({ input });
    setBusy(false);
    const created = result.data?.createRegulationComponent;
    if (result.error || !created) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(created.name);
  };

  const codes = programmeCodes(draft.programme);
  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.regulationFormLabel}>
      {formMessage && (
        <p role="alert" className={formError}>
          {formMessage}
        </p>
      )}
      <div className={grid}>
        <div className={selectField} data-field="programme">
          <label className={selectField}>
            <span className={labelText}>{t.programme}</span>
            <select
              value={draft.programme}
              onChange={(event) =>
                choose(event.target.value as RegulationProgramme, draft.jkkRiskClass)
              }
            >
              {REGULATION_PROGRAMMES.map((programme) => (
                <option key={programme} value={programme}>
                  {t.programmes[programme]}
                </option>
              ))}
            </select>
          </label>
          <span className={hint}>{t.participants[participantOf(draft.programme)]}</span>
          <FieldError message={errors.fieldError("programme", t.programme)} />
        </div>
        {draft.programme === "jkk" && (
          <div className={selectField} data-field="jkkRiskClass">
            <label className={selectField}>
              <span className={labelText}>{t.jkkRiskClass}</span>
              <select
                value={draft.jkkRiskClass}
                onChange={(event) => choose("jkk", Number(event.target.value))}
              >
                {JKK_RISK_RATES.map((rate, i) => (
                  <option key={rate} value={i + 1}>
                    {t.riskClassOption(i + 1, rate)}
                  </option>
                ))}
              </select>
            </label>
            <FieldError message={errors.fieldError("jkkRiskClass", t.jkkRiskClass)} />
          </div>
        )}
      </div>
      <NameAndStatus t={t} draft={draft} setDraft={setDraft} errors={errors} />
      <Codes t={t} agentCode={codes.agentCode} clientCode={codes.clientCode} />
      {draft.rates.length === 0 && <Banner variant="information" title={t.noStatutoryRate} />}
      <RatesTable
        rates={draft.rates}
        today={todayIso()}
        fieldError={errors.fieldError}
        onChange={(rates, field) => {
          setDraft((current) => ({ ...current, rates }));
          if (field) errors.clear(field);
        }}
        onReset={() =>
          setDraft((current) => ({
            ...current,
            rates: statutoryRates(
              current.programme,
              current.programme === "jkk" ? current.jkkRiskClass : null,
            ),
          }))
        }
      />
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

function NameAndStatus({
  t,
  draft,
  setDraft,
  errors,
}: {
  t: PayrollComponentText;
  draft: Pick<Draft, "name" | "status">;
  setDraft: (update: (current: Draft) => Draft) => void;
  errors: ReturnType<typeof useFormErrors>;
}) {
  const nameError = errors.fieldError("name", t.name);
  return (
    <div className={grid}>
      <div data-field="name">
        <TextInput
          label={t.name}
          required
          maxLength={NAME_MAX}
          value={draft.name}
          onValueChange={(name) => {
            setDraft((current) => ({ ...current, name, nameTouched: true }));
            errors.clear("name");
          }}
          invalid={Boolean(nameError)}
          errorText={nameError}
        />
      </div>
      <div className={selectField} data-field="status">
        <label className={selectField}>
          <span className={labelText}>{t.status}</span>
          <select
            value={draft.status}
            onChange={(event) => {
              const status = event.target.value === "inactive" ? "inactive" : "active";
              setDraft((current) => ({ ...current, status }));
            }}
          >
            <option value="active">{t.statuses["active"]}</option>
            <option value="inactive">{t.statuses["inactive"]}</option>
          </select>
        </label>
        <FieldError message={errors.fieldError("status", t.status)} />
      </div>
    </div>
  );
}

function Codes({
  t,
  agentCode,
  clientCode,
}: {
  t: PayrollComponentText;
  agentCode: string | null | undefined;
  clientCode: string | null | undefined;
}) {
  return (
    <dl className={facts}>
      <div>
        <dt>{t.agentCode}</dt>
        <dd>{agentCode ? <code>{agentCode}</code> : t.noCode}</dd>
      </div>
      <div>
        <dt>{t.clientCode}</dt>
        <dd>{clientCode ? <code>{clientCode}</code> : t.noCode}</dd>
      </div>
    </dl>
  );
}

/**
 * /payroll/payroll-components/regulation-based/:id: the programme, its SPEC §3 codes, the rate
 * in force and the dated history, with name, status and rates editable.
 */
export function RegulationComponentDetailView({ route, enabled }: RegulationComponentViewProps) {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = enabled && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: RegulationComponentQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  const component = data?.regulationComponent as Saved | null | undefined;
  let body: ReactNode;
  if (!enabled) body = <Banner variant="warning" title={t.regulationOff} />;
  else if (valid && !data && (fetching || !error)) body = <p>{c.loading}</p>;
  else if (!component) body = <p role="alert">{t.regulationNotFound}</p>;
  else body = <DetailForm key={component.id} component={component} />;
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {body}
    </ListScreen>
  );
}

function DetailForm({ component }: { component: Saved }) {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const programme = component.programme as RegulationProgramme;
  const [initial] = useState<Draft>(() => ({
    programme,
    jkkRiskClass: component.jkkRiskClass ?? 1,
    name: component.name,
    nameTouched: true,
    status: component.status === "inactive" ? "inactive" : "active",
    rates: component.rates.map(rateDraftOf),
  }));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [, update] = useMutation(UpdateRegulationComponentMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", t.regulationUpdated(saved));
    navigate(LIST_PATH);
  }, [saved, t, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(draft, true);
    const stored = { programme: component.programme, jkkRiskClass: component.jkkRiskClass ?? null };
    if (errors.showProblems(validateRegulation(input, stored))) return;
    setBusy(true);
    const result = await update({ id: component.id, version: component.version, input });
    setBusy(false);
    const updated = result.data?.updateRegulationComponent;
    if (result.error || !updated) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(updated.name);
  };

  const current = component.currentRate;
  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;

  return (
    <div className={column}>
      <section className={card} aria-label={t.details}>
        <dl className={facts}>
          <div>
            <dt>{t.programme}</dt>
            <dd>{t.programmes[programme] ?? component.programme}</dd>
          </div>
          <div>
            <dt>{t.participant}</dt>
            <dd>{t.participants[component.participant] ?? component.participant}</dd>
          </div>
          {component.jkkRiskClass ? (
            <div>
              <dt>{t.jkkRiskClass}</dt>
              <dd>
                {t.riskClassOption(component.jkkRiskClass, component.jkkRiskRatePercent ?? 0)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t.groups}</dt>
            <dd>{component.groupCount}</dd>
          </div>
        </dl>
        <Codes t={t} agentCode={component.agentCode} clientCode={component.clientCode} />
        <h2 className={heading}>{t.currentRate}</h2>
        {current ? (
          <dl className={facts}>
            <div>
              <dt>{t.effectiveFrom}</dt>
              <dd>{formatDate(current.effectiveFrom)}</dd>
            </div>
            <div>
              <dt>{t.employerPart}</dt>
              <dd>{shareText(current, "employer")}</dd>
            </div>
            <div>
              <dt>{t.workerPart}</dt>
              <dd>{shareText(current, "employee")}</dd>
            </div>
            <div>
              <dt>{t.wageCap}</dt>
              <dd>{current.wageCap ? formatRupiah(current.wageCap) : t.noCap}</dd>
            </div>
            <div>
              <dt>{t.minimumWageFloor}</dt>
              <dd>{current.minimumWageFloor ? t.yes : t.no}</dd>
            </div>
            {current.basis ? (
              <div>
                <dt>{t.basis}</dt>
                <dd>{current.basis}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className={hint}>{t.noCurrentRate}</p>
        )}
      </section>

      <form className={form} onSubmit={submit} noValidate aria-label={t.regulationFormLabel}>
        {formMessage && (
          <p role="alert" className={formError}>
            {formMessage}
          </p>
        )}
        <NameAndStatus t={t} draft={draft} setDraft={setDraft} errors={errors} />
        <RatesTable
          rates={draft.rates}
          today={todayIso()}
          fieldError={errors.fieldError}
          onChange={(rates, field) => {
            setDraft((current) => ({ ...current, rates }));
            if (field) errors.clear(field);
          }}
        />
        <div className={footer}>
          <Button variant="secondary" onClick={() => guard.navigate(LIST_PATH)}>
            {c.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? c.saving : c.save}
          </Button>
        </div>
      </form>
    </div>
  );
}

const column = css({ display: "flex", flexDirection: "column", gap: "16" });
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
  maxWidth: "1100px",
});
const heading = css({ fontSize: "md", fontWeight: "700" });
const facts = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
  fontSize: "sm",
  "& dt": { color: "muted", fontSize: "xs" },
  "& dd": { fontWeight: "600" },
});
