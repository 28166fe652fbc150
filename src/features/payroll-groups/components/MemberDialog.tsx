import { type FormEvent, useMemo, useState } from "react";
import { useMutation } from "urql";
import { MEMBER_RECIPIENTS } from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import {
  EntityPicker,
  type EntityPickerSource,
  FieldError,
  FormModal,
  formErrorsFrom,
  todayIso,
  useText,
} from "../../org-common/index.ts";
import { problemText } from "../../org-common/problemText.ts";
import {
  E_WALLETS,
  type MemberDraft,
  memberDraftOf,
  memberField,
  memberInputOf,
  PAYMENT_METHODS,
  PTKP_STATUSES,
  type SavedMember,
  validateMember,
} from "../model/memberForm.ts";
import { SetPayrollGroupMembersMutation } from "./documents.ts";
import { NativeSelect } from "./PayrollGroupFormPage.tsx";
import { payrollGroupText } from "./text.ts";

const MemberAgentOptionsQuery = graphql(/* GraphQL */ `
  query PayrollMemberAgentOptions($q: String, $limit: Int) {
    agents(limit: $limit, sort: "fullName", filter: { q: $q, workerStatus: "active" }) {
      items {
        id
        fullName
        nik
      }
    }
  }
`);

const MemberAgentOptionQuery = graphql(/* GraphQL */ `
  query PayrollMemberAgentOption($id: Int!) {
    agent(id: $id) {
      id
      fullName
      nik
    }
  }
`);

const WALLET_NAMES: Record<(typeof E_WALLETS)[number], string> = {
  gopay: "GoPay",
  ovo: "OVO",
  dana: "DANA",
  shopeepay: "ShopeePay",
  linkaja: "LinkAja",
};

const optionOf = (agent: { id: number; fullName: string; nik: string }) => ({
  value: String(agent.id),
  label: `${agent.fullName} (${agent.nik})`,
});

/** Active workers by name or NIK (the existing agents query). */
const workers: EntityPickerSource = {
  async search(client, q, limit) {
    const result = await client
      .query(MemberAgentOptionsQuery, { q: q || undefined, limit })
      .toPromise();
    return result.data?.agents.items.map(optionOf) ?? [];
  },
  async lookup(client, id) {
    const result = await client.query(MemberAgentOptionQuery, { id }).toPromise();
    return result.data?.agent ? optionOf(result.data.agent) : null;
  },
};

export type MemberDialogProps = {
  groupId: number;
  groupComponents: readonly { componentId: number; name: string; code: string; scheme: string }[];
  /** null: a new member. */
  member: SavedMember | null;
  onClose: () => void;
};

/** Adds a worker to the group, or changes a member's terms (from the chosen date). */
export function MemberDialog({ groupId, groupComponents, member, onClose }: MemberDialogProps) {
  const t = useText(payrollGroupText);
  const { language } = useI18n();
  const [draft, setDraft] = useState<MemberDraft>(() => memberDraftOf(member, todayIso()));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [, setMembers] = useMutation(SetPayrollGroupMembersMutation);
  const set = <K extends keyof MemberDraft>(key: K, value: MemberDraft[K], field: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFields(({ [field]: _cleared, ...rest }) => rest);
  };
  const errorOf = (field: string, label: string) =>
    fields[field] ? problemText(language, label, fields[field]) : undefined;
  const ptkpOptions = useMemo(() => PTKP_STATUSES.map((value) => ({ value, label: value })), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validateMember(draft, groupComponents);
    if (problems.length > 0) {
      const next: Record<string, string> = {};
      for (const problem of problems) next[problem.field] ??= problem.message;
      setFields(next);
      return;
    }
    const input = memberInputOf(draft, groupComponents);
    setBusy(true);
    const result = await setMembers({
      groupId,
      members: [input],
      effectiveFrom: draft.effectiveFrom,
    });
    setBusy(false);
    if (result.error) {
      const errors = formErrorsFrom(result.error);
      const next: Record<string, string> = {};
      for (const [field, message] of Object.entries(errors.fields))
        next[memberField(field, input)] ??= message;
      setFields(next);
      // A message that names no field of the dialog (e.g. the SPEC §8 branch rule) shows above.
      setFormError(errors.form);
      return;
    }
    showToast("success", t.memberSaved(member?.agentName ?? draft.agentLabel));
    onClose();
  };

  return (
    <FormModal
      title={member ? t.editMember : t.addMember}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      size="x-large"
    >
      {member ? (
        <p className={readOnly}>
          <span className={labelText}>{t.worker}</span> {member.agentName} ({member.nik})
        </p>
      ) : (
        <EntityPicker
          label={t.worker}
          source={workers}
          required
          placeholder={t.workerPlaceholder}
          value={draft.agentId}
          onValueChange={(id, option) => {
            setDraft((current) => ({ ...current, agentId: id, agentLabel: option?.label ?? "" }));
            setFields(({ agentId: _cleared, ...rest }) => rest);
          }}
          invalid={Boolean(fields["agentId"])}
          errorText={errorOf("agentId", t.worker)}
        />
      )}
      {member && <FieldError message={errorOf("agentId", t.worker)} />}
      <div className={grid}>
        <TextInput
          label={`${t.basicSalary} (Rp)`}
          required
          inputMode="numeric"
          value={draft.basicSalary}
          onValueChange={(value) => set("basicSalary", value)}
          invalid={Boolean(fields["basicSalary"])}
          errorText={errorOf("basicSalary", t.basicSalary)}
        />
        <NativeSelect
          label={t.ptkp}
          value={draft.ptkp}
          onChange={(value) => set("ptkp", value)}
          options={ptkpOptions}
          error={errorOf("ptkp", t.ptkp)}
        />
        <NativeSelect
          label={t.recipient}
          value={draft.recipient}
          onChange={(value) => set("recipient", value as MemberDraft["recipient"])}
          options={MEMBER_RECIPIENTS.map((value) => ({ value, label: t.recipients[value] }))}
          error={errorOf("recipient", t.recipient)}
        />
        <DatePicker
          label={t.effectiveFrom}
          value={draft.effectiveFrom ? [draft.effectiveFrom] : []}
          onValueChange={(dates) => set("effectiveFrom", dates[0]?.toString() ?? todayIso())}
          invalid={Boolean(fields["effectiveFrom"])}
          errorText={errorOf("effectiveFrom", t.effectiveFrom)}
        />
      </div>
      {groupComponents.length > 0 && (
        <fieldset className={section}>
          <legend className={labelText}>{t.componentAmounts}</legend>
          <p className={hint}>{t.componentAmountsHint}</p>
          <div className={grid}>
            {groupComponents.map((component) => (
              <TextInput
                key={component.componentId}
                label={`${component.name} (${component.scheme})`}
                inputMode={component.scheme === "Rp" ? "numeric" : "decimal"}
                value={draft.amounts[component.componentId] ?? ""}
                onValueChange={(value) =>
                  set(
                    "amounts",
                    { ...draft.amounts, [component.componentId]: value },
                    `component.${component.componentId}`,
                  )
                }
                invalid={Boolean(fields[`component.${component.componentId}`])}
                errorText={errorOf(`component.${component.componentId}`, component.name)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={section}>
        <legend className={labelText}>{t.accountSection}</legend>
        <p className={hint}>{t.accountHint}</p>
        <div className={grid}>
          <NativeSelect
            label={t.paymentMethod}
            value={draft.paymentMethod}
            onChange={(value) => set("paymentMethod", value)}
            options={[
              { value: "", label: t.workerDefault },
              ...PAYMENT_METHODS.map((value) => ({
                value,
                label: t.paymentMethods[value] ?? value,
              })),
            ]}
            error={errorOf("paymentMethod", t.paymentMethod)}
          />
          {draft.paymentMethod === "bank_transfer" && (
            <>
              <TextInput
                label={t.bankName}
                required
                maxLength={80}
                value={draft.bankName}
                onValueChange={(value) => set("bankName", value)}
                invalid={Boolean(fields["bankName"])}
                errorText={errorOf("bankName", t.bankName)}
              />
              <TextInput
                label={t.accountNumber}
                required
                inputMode="numeric"
                value={draft.accountNumber}
                onValueChange={(value) => set("accountNumber", value)}
                invalid={Boolean(fields["accountNumber"])}
                errorText={errorOf("accountNumber", t.accountNumber)}
              />
              <TextInput
                label={t.accountName}
                required
                maxLength={120}
                value={draft.accountName}
                onValueChange={(value) => set("accountName", value)}
                invalid={Boolean(fields["accountName"])}
                errorText={errorOf("accountName", t.accountName)}
              />
            </>
          )}
          {draft.paymentMethod === "e_wallet" && (
            <>
              <NativeSelect
                label={t.eWallet}
                value={draft.eWallet}
                onChange={(value) => set("eWallet", value)}
                options={[
                  { value: "", label: "—" },
                  ...E_WALLETS.map((value) => ({ value, label: WALLET_NAMES[value] })),
                ]}
                error={errorOf("eWallet", t.eWallet)}
              />
              <TextInput
                label={t.walletPhoneNumber}
                required
                inputMode="tel"
                value={draft.walletPhoneNumber}
                onValueChange={(value) => set("walletPhoneNumber", value)}
                invalid={Boolean(fields["walletPhoneNumber"])}
                errorText={errorOf("walletPhoneNumber", t.walletPhoneNumber)}
              />
            </>
          )}
        </div>
      </fieldset>
    </FormModal>
  );
}

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "16",
});
const section = css({ display: "flex", flexDirection: "column", gap: "8" });
const labelText = css({ fontWeight: "600", fontSize: "sm" });
const readOnly = css({ fontSize: "sm" });
const hint = css({ fontSize: "xs", color: "muted" });
