import { type FormEvent, useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  APPROVAL_FEATURES,
  APPROVAL_MODES,
  type ApprovalFeature,
  type ApprovalMode,
  DEFAULT_MAX_ACCURACY_METERS,
  GEOFENCE_HANDLING,
  type GeofenceHandling,
  VERIFICATIONS,
  type Verification,
  validateAttendancePolicy,
} from "../../../../domain/places.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
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
  AgentSearchQuery,
  AttendancePolicyQuery,
  CreateAttendancePolicyMutation,
  PolicyChoicesQuery,
  UpdateAttendancePolicyMutation,
} from "./documents.ts";
import { policyText } from "./text.ts";

const LIST_PATH = "/settings/attendances/attendance-policies";

type Draft = {
  name: string;
  verification: Verification;
  approvalMode: ApprovalMode;
  approvalModes: Record<ApprovalFeature, ApprovalMode>;
  geofence: GeofenceHandling;
  maxAccuracyMeters: string;
  allowOffline: boolean;
  allowOutsideRequest: boolean;
  workingLocationIds: number[];
  branchIds: number[];
  agents: { id: number; fullName: string }[];
};

type Saved = {
  id: number;
  name: string;
  verification: string;
  approvalMode: string;
  approvalModes: { checkIn: string; checkOut: string; overtime: string };
  geofence: string;
  maxAccuracyMeters: number;
  allowOffline: boolean;
  allowOutsideRequest: boolean;
  workingLocationIds: number[];
  branchIds: number[];
  agents: { id: number; fullName: string }[];
};

const draftOf = (policy: Saved | null): Draft => ({
  name: policy?.name ?? "",
  verification: (policy?.verification as Verification) ?? "selfie",
  approvalMode: (policy?.approvalMode as ApprovalMode) ?? "auto",
  approvalModes: {
    checkIn: (policy?.approvalModes.checkIn as ApprovalMode) ?? "auto",
    checkOut: (policy?.approvalModes.checkOut as ApprovalMode) ?? "auto",
    overtime: (policy?.approvalModes.overtime as ApprovalMode) ?? "auto",
  },
  geofence: (policy?.geofence as GeofenceHandling) ?? "reject",
  maxAccuracyMeters: String(policy?.maxAccuracyMeters ?? DEFAULT_MAX_ACCURACY_METERS),
  allowOffline: policy?.allowOffline ?? false,
  allowOutsideRequest: policy?.allowOutsideRequest ?? false,
  workingLocationIds: policy?.workingLocationIds ?? [],
  branchIds: policy?.branchIds ?? [],
  agents: policy?.agents ?? [],
});

export type AttendancePolicyFormPageProps = { route: RouteDefinition };

/** /settings/attendances/attendance-policies/create and /:id/edit. */
export function AttendancePolicyFormPage({ route }: AttendancePolicyFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <PolicyForm policy={null} /> : <LoadedPolicyForm id={id} />}
    </ListScreen>
  );
}

function LoadedPolicyForm({ id }: { id: number }) {
  const t = useText(policyText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: AttendancePolicyQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  // Only before the first answer: a refetch after a save must not unmount the form.
  if (valid && !data && (fetching || !error)) return <p>{c.loading}</p>;
  const policy = data?.attendancePolicy;
  if (!policy) return <p role="alert">{t.notFound}</p>;
  return <PolicyForm key={policy.id} policy={policy} />;
}

function PolicyForm({ policy }: { policy: Saved | null }) {
  const t = useText(policyText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [initial] = useState(() => draftOf(policy));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = useFormErrors();
  const [{ data: choices }] = useQuery({
    query: PolicyChoicesQuery,
    requestPolicy: "cache-and-network",
  });
  const [search, setSearch] = useState("");
  const [{ data: found }] = useQuery({
    query: AgentSearchQuery,
    variables: { q: search.trim() },
    pause: search.trim().length < 2,
  });
  const [, create] = useMutation(CreateAttendancePolicyMutation);
  const [, update] = useMutation(UpdateAttendancePolicyMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && saved === null);

  useEffect(() => {
    if (saved === null) return;
    showToast("success", (policy ? t.updated : t.created)(saved));
    navigate(LIST_PATH);
  }, [saved, policy, t, navigate]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(field);
  };
  const toggle = (list: number[], id: number, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accuracy =
      draft.maxAccuracyMeters.trim() === "" ? Number.NaN : Number(draft.maxAccuracyMeters);
    const input = {
      name: draft.name,
      verification: draft.verification,
      approvalMode: draft.approvalMode,
      approvalModes: draft.approvalModes,
      geofence: draft.geofence,
      maxAccuracyMeters: accuracy,
      allowOffline: draft.allowOffline,
      allowOutsideRequest: draft.allowOutsideRequest,
      workingLocationIds: draft.workingLocationIds,
      branchIds: draft.branchIds,
      agentIds: draft.agents.map((agent) => agent.id),
    };
    if (errors.showProblems(validateAttendancePolicy(input).problems)) return;
    setBusy(true);
    const result = policy
      ? await update({ id: policy.id, input }).then((r) => ({
          error: r.error,
          data: r.data?.updateAttendancePolicy,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createAttendancePolicy,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(result.data.name);
  };

  const locations = choices?.workingLocations.items ?? [];
  const branches = choices?.branches.items ?? [];
  const results = (found?.agents.items ?? []).filter(
    (agent) => !draft.agents.some((a) => a.id === agent.id),
  );

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.tableLabel}>
      {errors.errors.form && Object.keys(errors.errors.fields).length === 0 && (
        <p role="alert" className={formError}>
          {errors.errors.form}
        </p>
      )}
      <TextInput
        label={t.name}
        required
        maxLength={120}
        value={draft.name}
        onValueChange={(value) => set("name", value)}
        invalid={Boolean(fieldError("name", t.name))}
        errorText={fieldError("name", t.name)}
      />

      <fieldset className={group}>
        <legend className={legend}>{t.verification}</legend>
        <p className={hint}>{t.verificationHint}</p>
        {VERIFICATIONS.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="verification"
              value={value}
              checked={draft.verification === value}
              onChange={() => set("verification", value)}
            />
            <span>
              <span className={optionLabel}>{t.verifications[value].label}</span>
              <span className={hint}>{t.verifications[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.approval}</legend>
        <p className={hint}>{t.approvalHint}</p>
        <label className={selectRow}>
          <span>{t.approvalDefault}</span>
          <select
            value={draft.approvalMode}
            onChange={(event) => {
              const mode = event.target.value as ApprovalMode;
              setDraft((current) => ({
                ...current,
                approvalMode: mode,
                approvalModes: { checkIn: mode, checkOut: mode, overtime: mode },
              }));
            }}
          >
            {APPROVAL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t.approvalModes[mode]}
              </option>
            ))}
          </select>
        </label>
        {APPROVAL_FEATURES.map((feature) => (
          <label key={feature} className={selectRow}>
            <span>{t.features[feature]}</span>
            <select
              value={draft.approvalModes[feature]}
              onChange={(event) =>
                set("approvalModes", {
                  ...draft.approvalModes,
                  [feature]: event.target.value as ApprovalMode,
                })
              }
            >
              {APPROVAL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t.approvalModes[mode]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{t.geofence}</legend>
        {GEOFENCE_HANDLING.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name="geofence"
              value={value}
              checked={draft.geofence === value}
              onChange={() => set("geofence", value)}
            />
            <span>
              <span className={optionLabel}>{t.geofences[value].label}</span>
              <span className={hint}>{t.geofences[value].hint}</span>
            </span>
          </label>
        ))}
        <TextInput
          label={t.maxAccuracy}
          inputMode="numeric"
          value={draft.maxAccuracyMeters}
          helperText={t.maxAccuracyHint}
          onValueChange={(value) => set("maxAccuracyMeters", value)}
          invalid={Boolean(fieldError("maxAccuracyMeters", t.maxAccuracy))}
          errorText={fieldError("maxAccuracyMeters", t.maxAccuracy)}
        />
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.allowOffline}
            onChange={(event) => set("allowOffline", event.target.checked)}
          />
          {t.allowOffline}
        </label>
        <label className={option}>
          <input
            type="checkbox"
            checked={draft.allowOutsideRequest}
            onChange={(event) => set("allowOutsideRequest", event.target.checked)}
          />
          {t.allowOutsideRequest}
        </label>
      </fieldset>

      <fieldset className={group} data-field="workingLocationIds">
        <legend className={legend}>{t.locations}</legend>
        {locations.length === 0 && <p className={hint}>{t.noLocations}</p>}
        {locations.map((location) => (
          <label key={location.id} className={option}>
            <input
              type="checkbox"
              checked={draft.workingLocationIds.includes(location.id)}
              onChange={(event) =>
                set(
                  "workingLocationIds",
                  toggle(draft.workingLocationIds, location.id, event.target.checked),
                )
              }
            />
            {location.name} ({location.radiusMeters} m)
          </label>
        ))}
        <FieldError message={fieldError("workingLocationIds", t.locations)} />
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
const optionLabel = css({ display: "block", fontWeight: "600" });
const selectRow = css({
  display: "grid",
  gridTemplateColumns: "220px 160px",
  alignItems: "center",
  fontSize: "sm",
});
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
