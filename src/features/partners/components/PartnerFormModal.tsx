import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validatePartner } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { Button, showToast } from "../../../ui/index.ts";
import { DIGITS_ONLY, PatternInput, TextInput } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { activeAgents } from "../../assignments/components/agentPicker.ts";
import {
  commonText,
  EntityPicker,
  errorCode,
  FieldError,
  FormModal,
  RegionSelects,
  useEnumOptions,
  useFormErrors,
  useHasMenu,
  useText,
} from "../../org-common/index.ts";
import { CreatePartnerMutation, type PartnerRow, UpdatePartnerMutation } from "./documents.ts";
import { approvedPartners } from "./partnerPicker.ts";
import { partnerText } from "./text.ts";

type PartnerDraft = {
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string;
  provinceId: string | null;
  cityId: string | null;
  assignedAgentId: number | null;
  teamLeadId: number | null;
  salaryRegistration: string;
};

function draftOf(partner: PartnerRow | null): PartnerDraft {
  return {
    fullName: partner?.fullName ?? "",
    nik: partner?.nik ?? "",
    phoneNumber: partner?.phoneNumber ?? "",
    email: partner?.email ?? "",
    provinceId: partner?.provinceId ?? null,
    cityId: partner?.cityId ?? null,
    assignedAgentId: partner?.assignedAgentId ?? null,
    teamLeadId: partner?.teamLeadId ?? null,
    salaryRegistration: partner?.salaryRegistration ?? "waiting_for_registration",
  };
}

export type PartnerFormModalProps = {
  /** The partner to edit; null registers a new one (it waits for approval). */
  partner: PartnerRow | null;
  /** Only the salary registration is offered (the quick edit of the database list). */
  salaryOnly?: boolean;
  onClose: () => void;
  /** Someone else saved the partner meanwhile: opens the form again on the latest data. */
  onReload?: () => void;
};

/** Register or edit a partner, incl. the SPEC §4 salary registration. */
export function PartnerFormModal({
  partner,
  salaryOnly = false,
  onClose,
  onReload,
}: PartnerFormModalProps) {
  const t = useText(partnerText);
  const c = useText(commonText);
  const [draft, setDraft] = useState(() => draftOf(partner));
  // Saved over a newer version: the draft stays as typed until the user reloads.
  const [stale, setStale] = useState(false);
  const errors = useFormErrors();
  const salaryOptions = useEnumOptions("partner_salary_registration");
  const canPickAgents = useHasMenu("employee-list");
  const [created, createPartner] = useMutation(CreatePartnerMutation);
  const [updated, updatePartner] = useMutation(UpdatePartnerMutation);
  const set = (patch: Partial<PartnerDraft>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      fullName: draft.fullName.trim(),
      nik: draft.nik.trim(),
      phoneNumber: draft.phoneNumber.trim(),
      email: draft.email.trim() || null,
      provinceId: draft.provinceId,
      cityId: draft.cityId,
      assignedAgentId: draft.assignedAgentId,
      teamLeadId: draft.teamLeadId,
      salaryRegistration: draft.salaryRegistration,
    };
    if (errors.showProblems(validatePartner(input).problems)) return;
    const result = partner
      ? await updatePartner({ id: partner.id, version: partner.version, input })
      : await createPartner({ input });
    if (result.error) {
      errors.showServerError(result.error);
      const conflict = errorCode(result.error) === "CONFLICT" && partner !== null;
      setStale(conflict);
      if (conflict) showToast("error", t.stale);
      return;
    }
    showToast("success", partner ? t.updated(input.fullName) : t.registered(input.fullName));
    onClose();
  }

  const salary = (
    <div>
      <Select
        label={t.salaryRegistration}
        options={salaryOptions}
        value={draft.salaryRegistration}
        invalid={errors.fieldError("salaryRegistration", t.salaryRegistration) !== undefined}
        onValueChange={(value) => set({ salaryRegistration: value ?? "waiting_for_registration" })}
      />
      <FieldError message={errors.fieldError("salaryRegistration", t.salaryRegistration)} />
    </div>
  );

  return (
    <FormModal
      title={
        partner
          ? salaryOnly
            ? `${t.salaryRegistration}: ${partner.fullName}`
            : t.editTitle(partner.fullName)
          : t.registerTitle
      }
      size={salaryOnly ? "medium" : "default"}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={stale ? t.stale : errors.errors.form}
      formAction={
        stale && onReload ? (
          <Button variant="secondary" onClick={onReload}>
            {t.reload}
          </Button>
        ) : undefined
      }
    >
      {salaryOnly ? (
        salary
      ) : (
        <div className={grid}>
          <TextInput
            label={t.fullName}
            required
            maxLength={120}
            value={draft.fullName}
            onValueChange={(fullName) => set({ fullName })}
            {...fieldError("fullName", t.fullName)}
          />
          <PatternInput
            label={t.nik}
            required
            charPattern={DIGITS_ONLY}
            inputMode="numeric"
            maxLength={16}
            value={draft.nik}
            onValueChange={(nik) => set({ nik })}
            {...fieldError("nik", t.nik)}
          />
          <TextInput
            label={t.phoneNumber}
            type="tel"
            required
            inputMode="tel"
            helperText={t.phoneHint}
            value={draft.phoneNumber}
            onValueChange={(phoneNumber) => set({ phoneNumber })}
            {...fieldError("phoneNumber", t.phoneNumber)}
          />
          <TextInput
            label={t.email}
            type="email"
            value={draft.email}
            onValueChange={(email) => set({ email })}
            {...fieldError("email", t.email)}
          />
          <RegionSelects
            className={wide}
            provinceId={draft.provinceId}
            cityId={draft.cityId}
            onChange={(region) => set(region)}
            errors={{
              provinceId: errors.fieldError("provinceId", c.province),
              cityId: errors.fieldError("cityId", c.city),
            }}
          />
          {canPickAgents ? (
            <EntityPicker
              label={t.assignedAgent}
              placeholder={t.none}
              source={activeAgents}
              value={draft.assignedAgentId}
              knownLabel={partner?.assignedAgentName ?? undefined}
              onValueChange={(assignedAgentId) => set({ assignedAgentId })}
              {...fieldError("assignedAgentId", t.assignedAgent)}
            />
          ) : (
            <TextInput
              label={t.assignedAgent}
              value={partner?.assignedAgentName ?? t.none}
              readOnly
              helperText={c.needsEmployeeMenu}
            />
          )}
          <EntityPicker
            label={t.teamLead}
            placeholder={t.none}
            source={approvedPartners}
            value={draft.teamLeadId}
            knownLabel={partner?.teamLeadName ?? undefined}
            onValueChange={(teamLeadId) => set({ teamLeadId })}
            {...fieldError("teamLeadId", t.teamLead)}
          />
          {salary}
        </div>
      )}
    </FormModal>
  );
}

const grid = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
const wide = css({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "16",
});
