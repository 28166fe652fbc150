import type { ReactNode } from "react";
import { formatDate } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import type { AgentRecordFragment } from "../../../gql/graphql.ts";
import { useI18n } from "../../../i18n/index.ts";
import { ImageThumbnails } from "../../../ui/overlays/index.ts";
import { useAgentText } from "../messages.ts";
import type { AgentFieldDef } from "../model/agentForm.ts";
import { formatPhone } from "../model/agentFormat.ts";
import { enumLabel } from "../model/options.ts";
import { PayrollGroupLink } from "./PayrollGroupLink.tsx";

export type AgentDetailViewProps = {
  agent: AgentRecordFragment;
  /** Every additional-data field, archived ones too: their saved values still show. */
  fields: readonly AgentFieldDef[];
};

const dash = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === "" ? "-" : value;

/** An additional-data value as text: dates dd-MM-yyyy, options by their label. */
function customText(field: AgentFieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  const label = (v: unknown) =>
    field?.options.find((option) => option.value === String(v))?.label ?? String(v);
  if (Array.isArray(value)) return value.length ? value.map(label).join(", ") : "-";
  if (field?.type === "date") return formatDate(String(value));
  if (field?.type === "single_select") return label(value);
  return String(value);
}

/** The employee record read-only, in the form's sections. */
export function AgentDetailView({ agent, fields }: AgentDetailViewProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const stored =
    typeof agent.customData === "object" && agent.customData !== null
      ? (agent.customData as Record<string, unknown>)
      : {};
  const customKeys = [
    ...fields.filter((f) => f.status !== "archived" || f.key in stored).map((f) => f.key),
    ...Object.keys(stored).filter((key) => !fields.some((f) => f.key === key)),
  ];

  return (
    <div className={view}>
      <Group title={text.sectionIdentity}>
        <Item label={text.fullName}>{agent.fullName}</Item>
        <Item label={text.nik}>{agent.nik}</Item>
        <Item label={text.phone}>{formatPhone(agent.phoneNumber)}</Item>
        <Item label={text.email}>{dash(agent.email)}</Item>
        <Item label={text.birthDate}>{formatDate(agent.birthDate)}</Item>
        <Item label={text.gender}>{enumLabel("gender", agent.gender, language)}</Item>
      </Group>
      <Group title={text.sectionEmployment}>
        <Item label={text.joinDate}>{formatDate(agent.joinDate)}</Item>
        <Item label={text.contractType}>
          {enumLabel("contract_type", agent.contractType, language)}
        </Item>
        <Item label={text.contractStatus}>
          {enumLabel("contract_status", agent.contractStatus, language)}
        </Item>
        <Item label={text.branch}>
          {agent.branch ? `${agent.branch.name} (${agent.branch.timezoneLabel})` : "-"}
        </Item>
        <Item label={text.project}>{dash(agent.project?.name)}</Item>
        <Item label={text.payrollGroup}>
          <PayrollGroupLink id={agent.payrollGroupId} name={agent.payrollGroupName} />
        </Item>
        <Item label={text.workerStatus}>
          {enumLabel("worker_status", agent.workerStatus, language)}
        </Item>
      </Group>
      <Group title={text.sectionPayment}>
        <Item label={text.paymentMethod}>
          {enumLabel("payment_method", agent.paymentMethod, language)}
        </Item>
        {agent.paymentMethod === "bank_transfer" && (
          <>
            <Item label={text.bankName}>{dash(agent.bankName)}</Item>
            <Item label={text.accountName}>{dash(agent.accountName)}</Item>
            <Item label={text.accountNumber}>{dash(agent.accountNumber)}</Item>
          </>
        )}
        {agent.paymentMethod === "e_wallet" && (
          <>
            <Item label={text.eWallet}>{enumLabel("e_wallet", agent.eWallet, language)}</Item>
            <Item label={text.walletPhone}>{formatPhone(agent.walletPhoneNumber)}</Item>
          </>
        )}
      </Group>
      <Group title={text.sectionDomicile}>
        <Item label={text.domicileAddress}>{dash(agent.domicileAddress)}</Item>
        <Item label={text.province}>{dash(agent.domicileProvince?.name)}</Item>
        <Item label={text.city}>{dash(agent.domicileCity?.name)}</Item>
        <Item label={text.vaccineStatus}>
          {enumLabel("vaccine_status", agent.vaccineStatus, language)}
        </Item>
      </Group>
      <Group title={text.sectionSelfie}>
        <Item label={text.selfie}>
          {agent.selfieUrl ? (
            <ImageThumbnails
              images={[{ src: agent.selfieUrl, alt: `${text.selfie} ${agent.fullName}` }]}
            />
          ) : (
            "-"
          )}
        </Item>
      </Group>
      <Group title={text.sectionTax}>
        <Item label={text.ptkpStatus}>{enumLabel("ptkp_status", agent.ptkpStatus, language)}</Item>
        <Item label={text.npwp}>{dash(agent.npwp)}</Item>
      </Group>
      <Group title={text.sectionAdditional}>
        {customKeys.length === 0 ? (
          <p className={muted}>{text.noAdditionalFields}</p>
        ) : (
          customKeys.map((key) => {
            const field = fields.find((f) => f.key === key);
            return (
              <Item key={key} label={field?.label ?? key}>
                {customText(field, stored[key])}
              </Item>
            );
          })
        )}
      </Group>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={group} aria-label={title}>
      <h2 className={groupTitle}>{title}</h2>
      <dl className={list}>{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={item}>
      <dt className={term}>{label}</dt>
      <dd className={definition}>{children}</dd>
    </div>
  );
}

const view = css({ display: "flex", flexDirection: "column", gap: "16", paddingBlock: "16" });
const group = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "rounded",
  padding: "24",
});
const groupTitle = css({ fontSize: "lg", fontWeight: "600", marginBottom: "12" });
const list = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "16",
});
const item = css({ display: "flex", flexDirection: "column", gap: "2", minWidth: "0" });
const term = css({ fontSize: "xs", color: "muted" });
const definition = css({ fontSize: "sm", overflowWrap: "anywhere" });
const muted = css({ color: "muted", fontSize: "sm" });
