import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { APPROVAL_LAYERS_MAX, REQUEST_TYPES } from "../../../../domain/approvals.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { MultiSelect, type OptionItem } from "../../../ui/select/index.ts";
import {
  commonText,
  FieldError,
  formErrorsFrom,
  ListScreen,
  useText,
} from "../../org-common/index.ts";
import { problemText } from "../../org-common/problemText.ts";
import { RULES_PATH, requestTypeLabel } from "./ApprovalRulesPage.tsx";
import {
  ApprovalRuleQuery,
  ApproverOptionsQuery,
  CreateApprovalRuleMutation,
  UpdateApprovalRuleMutation,
} from "./documents.ts";
import { approvalRuleText } from "./text.ts";

export type ApprovalRuleFormPageProps = { route: RouteDefinition };

type Layer = { key: number; approverUserIds: number[]; approverRoleIds: number[] };
export type RuleDraft = {
  name: string;
  requestTypes: string[];
  layers: Layer[];
  defaultApproverUserIds: number[];
  defaultApproverRoleIds: number[];
};
type LoadedRule = Omit<RuleDraft, "layers"> & {
  id: number;
  version: number;
  pendingCount: number;
  layers: { approverUserIds: number[]; approverRoleIds: number[] }[];
};

let nextKey = 1;
const newLayer = (): Layer => ({ key: nextKey++, approverUserIds: [], approverRoleIds: [] });

/** The draft as the API takes it (layer keys are the form's own). */
export const inputOf = (draft: RuleDraft) => ({
  name: draft.name,
  requestTypes: draft.requestTypes,
  layers: draft.layers.map(({ approverUserIds, approverRoleIds }) => ({
    approverUserIds,
    approverRoleIds,
  })),
  defaultApproverUserIds: draft.defaultApproverUserIds,
  defaultApproverRoleIds: draft.defaultApproverRoleIds,
});

/** /settings/attendances/approval-rules/create and /:id/edit. */
export function ApprovalRuleFormPage({ route }: ApprovalRuleFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <RuleForm rule={null} /> : <LoadedRuleForm id={id} />}
    </ListScreen>
  );
}

function LoadedRuleForm({ id }: { id: number }) {
  const t = useText(approvalRuleText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: ApprovalRuleQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  if (valid && (fetching || (!data && !error))) return <p>{c.loading}</p>;
  const rule = data?.approvalRule;
  if (!rule) return <p role="alert">{t.notFound}</p>;
  return <RuleForm key={rule.id} rule={rule} />;
}

function RuleForm({ rule }: { rule: LoadedRule | null }) {
  const t = useText(approvalRuleText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const initial = useMemo<RuleDraft>(
    () => ({
      name: rule?.name ?? "",
      requestTypes: rule?.requestTypes ?? [],
      layers: rule ? rule.layers.map((layer) => ({ ...newLayer(), ...layer })) : [newLayer()],
      defaultApproverUserIds: rule?.defaultApproverUserIds ?? [],
      defaultApproverRoleIds: rule?.defaultApproverRoleIds ?? [],
    }),
    [rule],
  );
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form?: string }>({
    fields: {},
  });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [{ data: options }] = useQuery({ query: ApproverOptionsQuery });
  const [, createRule] = useMutation(CreateApprovalRuleMutation);
  const [, updateRule] = useMutation(UpdateApprovalRuleMutation);

  const dirty = JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(initial));
  useConfirmLeave(dirty && !saved);
  useEffect(() => {
    if (saved) navigate(RULES_PATH);
  }, [saved, navigate]);

  const userOptions: OptionItem[] = (options?.approverOptions.users ?? []).map((user) => ({
    value: String(user.id),
    label: user.fullname,
  }));
  const roleOptions: OptionItem[] = (options?.approverOptions.roles ?? []).map((role) => ({
    value: String(role.id),
    label: role.name,
  }));
  const typeOptions: OptionItem[] = REQUEST_TYPES.map((type) => ({
    value: type,
    label: requestTypeLabel(type, language),
  }));
  const picked = (all: OptionItem[], ids: readonly (number | string)[]) =>
    ids.map(
      (id) =>
        all.find((option) => option.value === String(id)) ?? { value: String(id), label: `#${id}` },
    );

  const errorOf = (field: string, label: string) => {
    const message = errors.fields[field];
    return message ? problemText(language, label, message) : undefined;
  };
  const change = (next: Partial<RuleDraft>, ...cleared: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    if (cleared.length > 0)
      setErrors((current) => ({
        fields: Object.fromEntries(
          Object.entries(current.fields).filter(
            ([field]) => !cleared.some((c) => field.startsWith(c)),
          ),
        ),
      }));
  };
  const setLayer = (index: number, patch: Partial<Layer>) =>
    change(
      { layers: draft.layers.map((layer, i) => (i === index ? { ...layer, ...patch } : layer)) },
      `layers[${index}]`,
      "layers",
    );
  const moveLayer = (index: number, by: -1 | 1) => {
    const layers = [...draft.layers];
    const [moved] = layers.splice(index, 1);
    layers.splice(index + by, 0, moved!);
    change({ layers }, "layers");
  };

  const save = async () => {
    setBusy(true);
    const input = inputOf(draft);
    const result =
      rule === null
        ? await createRule({ input }).then((r) => ({
            error: r.error,
            name: r.data?.createApprovalRule.name,
            reset: 0,
          }))
        : await updateRule({ id: rule.id, input: { ...input, version: rule.version } }).then(
            (r) => ({
              error: r.error,
              name: r.data?.updateApprovalRule.rule.name,
              reset: r.data?.updateApprovalRule.resetRequests ?? 0,
            }),
          );
    setBusy(false);
    if (result.error || !result.name) {
      const found = formErrorsFrom(result.error);
      setErrors({ fields: { ...found.fields }, form: found.form ?? t.failedToSave });
      return;
    }
    showToast("success", (rule ? t.updated : t.created)(result.name));
    if (result.reset > 0) showToast("info", t.resetDone(result.reset));
    setSaved(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (rule && rule.pendingCount > 0) setConfirmReset(true);
    else void save();
  };

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.tableLabel}>
      {errors.form && (
        <p role="alert" className={formError}>
          {errors.form}
        </p>
      )}
      <div data-field="name">
        <TextInput
          label={t.name}
          required
          maxLength={100}
          value={draft.name}
          onValueChange={(name) => change({ name }, "name")}
          invalid={Boolean(errors.fields["name"])}
          errorText={errorOf("name", t.name)}
        />
      </div>
      <div data-field="requestTypes">
        <MultiSelect
          label={t.requestTypes}
          required
          options={typeOptions}
          value={picked(typeOptions, draft.requestTypes)}
          onValueChange={(items) =>
            change(
              {
                requestTypes: REQUEST_TYPES.filter((type) => items.some((i) => i.value === type)),
              },
              "requestTypes",
            )
          }
          invalid={Boolean(errors.fields["requestTypes"])}
        />
        <FieldError message={errorOf("requestTypes", t.requestTypes)} />
      </div>
      <fieldset className={box} data-field="layers">
        <legend className={legend}>{t.layers}</legend>
        <p className={hint}>{t.layersHint}</p>
        {draft.layers.map((layer, index) => (
          <fieldset key={layer.key} className={layerBox} aria-label={t.layer(index + 1)}>
            <legend className={layerLegend}>{t.layer(index + 1)}</legend>
            <div className={layerRow}>
              <MultiSelect
                label={`${t.layer(index + 1)} — ${t.approverUsers}`}
                options={userOptions}
                value={picked(userOptions, layer.approverUserIds)}
                onValueChange={(items) =>
                  setLayer(index, { approverUserIds: items.map((i) => Number(i.value)) })
                }
                invalid={Boolean(errors.fields[`layers[${index}].approverUserIds`])}
              />
              <MultiSelect
                label={`${t.layer(index + 1)} — ${t.approverRoles}`}
                options={roleOptions}
                value={picked(roleOptions, layer.approverRoleIds)}
                onValueChange={(items) =>
                  setLayer(index, { approverRoleIds: items.map((i) => Number(i.value)) })
                }
                invalid={Boolean(errors.fields[`layers[${index}].approverRoleIds`])}
              />
            </div>
            <FieldError
              message={
                errorOf(`layers[${index}]`, t.layer(index + 1)) ??
                errorOf(`layers[${index}].approverUserIds`, t.approverUsers) ??
                errorOf(`layers[${index}].approverRoleIds`, t.approverRoles)
              }
            />
            <div className={layerActions}>
              <Button
                variant="secondary"
                minHeight="32px"
                disabled={index === 0}
                onClick={() => moveLayer(index, -1)}
              >
                {t.moveUp(index + 1)}
              </Button>
              <Button
                variant="secondary"
                minHeight="32px"
                disabled={index === draft.layers.length - 1}
                onClick={() => moveLayer(index, 1)}
              >
                {t.moveDown(index + 1)}
              </Button>
              <Button
                variant="secondary"
                minHeight="32px"
                disabled={draft.layers.length === 1}
                onClick={() =>
                  change({ layers: draft.layers.filter((_, i) => i !== index) }, "layers")
                }
              >
                {t.removeLayer(index + 1)}
              </Button>
            </div>
          </fieldset>
        ))}
        <FieldError message={errorOf("layers", t.layers)} />
        <div>
          <Button
            variant="secondary"
            disabled={draft.layers.length >= APPROVAL_LAYERS_MAX}
            onClick={() => change({ layers: [...draft.layers, newLayer()] }, "layers")}
          >
            {t.addLayer}
          </Button>
        </div>
      </fieldset>
      <fieldset className={box} data-field="defaultApprovers">
        <legend className={legend}>{t.defaultApprovers}</legend>
        <p className={hint}>{t.defaultHint}</p>
        <div className={layerRow}>
          <MultiSelect
            label={t.defaultUsers}
            options={userOptions}
            value={picked(userOptions, draft.defaultApproverUserIds)}
            onValueChange={(items) =>
              change(
                { defaultApproverUserIds: items.map((i) => Number(i.value)) },
                "defaultApproverUserIds",
              )
            }
            invalid={Boolean(errors.fields["defaultApproverUserIds"])}
          />
          <MultiSelect
            label={t.defaultRoles}
            options={roleOptions}
            value={picked(roleOptions, draft.defaultApproverRoleIds)}
            onValueChange={(items) =>
              change(
                { defaultApproverRoleIds: items.map((i) => Number(i.value)) },
                "defaultApproverRoleIds",
              )
            }
            invalid={Boolean(errors.fields["defaultApproverRoleIds"])}
          />
        </div>
        <FieldError
          message={
            errorOf("defaultApproverUserIds", t.defaultUsers) ??
            errorOf("defaultApproverRoleIds", t.defaultRoles)
          }
        />
      </fieldset>
      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(RULES_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmReset}
        title={t.resetTitle}
        description={t.resetBody(rule?.pendingCount ?? 0)}
        confirmLabel={t.resetConfirm}
        cancelLabel={c.cancel}
        onConfirm={() => {
          setConfirmReset(false);
          void save();
        }}
        onCancel={() => setConfirmReset(false)}
      />
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
});
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const box = css({ display: "flex", flexDirection: "column", gap: "8" });
const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
const hint = css({ fontSize: "xs", color: "muted" });
const layerBox = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "12",
});
const layerLegend = css({ fontSize: "sm", fontWeight: "700", paddingX: "4" });
const layerRow = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: "12",
});
const layerActions = css({ display: "flex", gap: "8", flexWrap: "wrap" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
