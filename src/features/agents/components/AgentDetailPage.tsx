import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useParams } from "wouter";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { Button, ConfirmDialog, SkeletonLines, showToast } from "../../../ui/index.ts";
import { Avatar, Badge, Banner, Tabs } from "../../../ui/misc/index.ts";
import { AgentAppAccessSection } from "../../agent-access/AgentAppAccessSection.tsx";
import { AgentLeaveSection } from "../../leave-management/components/AgentLeaveSection.tsx";
import { PageHeader } from "../../system/index.ts";
import { useAgentFields } from "../hooks/useAgentFields.ts";
import { useAgentText } from "../messages.ts";
import { type AgentInputValues, fromAgent } from "../model/agentForm.ts";
import { errorCode, errorMessage, fieldErrorsOf } from "../model/graphqlErrors.ts";
import { enumLabel } from "../model/options.ts";
import { AgentDetailView } from "./AgentDetailView.tsx";
import { AgentForm } from "./AgentForm.tsx";
import { AgentTimeline } from "./AgentTimeline.tsx";
import { workerStatusColor } from "./agentColumns.tsx";
import { TerminateAgentDialog } from "./TerminateAgentDialog.tsx";

export const AgentRecordFragment = graphql(/* GraphQL */ `
  fragment AgentRecord on Agent {
    id
    fullName
    nik
    phoneNumber
    email
    birthDate
    gender
    joinDate
    contractType
    contractStatus
    branchId
    branch {
      id
      name
      timezoneLabel
    }
    projectId
    project {
      id
      name
    }
    payrollGroupId
    payrollGroupName
    paymentMethod
    accountName
    accountNumber
    bankName
    eWallet
    walletPhoneNumber
    domicileAddress
    domicileProvinceId
    domicileProvince {
      id
      name
    }
    domicileCityId
    domicileCity {
      id
      name
    }
    vaccineStatus
    selfieUrl
    ptkpStatus
    npwp
    workerStatus
    terminationReason
    terminationDate
    terminationNote
    customData
    version
    createdAt
    updatedAt
  }
`);

const AgentDetailQuery = graphql(/* GraphQL */ `
  query AgentDetail($id: Int!) {
    agent(id: $id) {
      id
      ...AgentRecord
    }
  }
`);

const UpdateAgentMutation = graphql(/* GraphQL */ `
  mutation AgentUpdate($id: Int!, $version: Int!, $input: AgentInput!) {
    updateAgent(id: $id, version: $version, input: $input) {
      id
      ...AgentRecord
    }
  }
`);

const SetAgentStatusMutation = graphql(/* GraphQL */ `
  mutation AgentSetOneStatus($ids: [Int!]!, $status: String!) {
    setAgentsStatus(ids: $ids, status: $status) {
      count
      ids
    }
  }
`);

export type AgentDetailPageProps = { route: RouteDefinition };

/** /agents/:id: the employee read-only with Edit, Activate / Inactivate, Terminate and a timeline. */
export function AgentDetailPage({ route }: AgentDetailPageProps) {
  const text = useAgentText();
  const params = useParams<{ id: string }>();
  const id = /^[0-9]{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  const [{ data, fetching }, reexecute] = useQuery({
    query: AgentDetailQuery,
    variables: { id },
    pause: id === 0,
  });

  if (fetching && !data) return <SkeletonLines count={8} />;
  if (!data?.agent) {
    return (
      <section>
        <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
        <Banner variant="warning" title={text.notFound}>
          <Link href="/agents">{text.backToList}</Link>
        </Banner>
      </section>
    );
  }
  return (
    <AgentDetail
      route={route}
      record={data.agent}
      reload={() => reexecute({ requestPolicy: "network-only" })}
    />
  );
}

function AgentDetail({
  route,
  record,
  reload,
}: {
  route: RouteDefinition;
  record: FragmentType<typeof AgentRecordFragment>;
  reload: () => void;
}) {
  const text = useAgentText();
  const { language } = useI18n();
  const agent = useFragment(AgentRecordFragment, record);
  // Archived fields too: their saved values still show; the form takes the active ones.
  const { fields: allFields } = useAgentFields(true);
  const fields = useMemo(() => allFields.filter((f) => f.status === "active"), [allFields]);
  const [tab, setTab] = useState("details");
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [terminating, setTerminating] = useState(false);
  const [statusChange, setStatusChange] = useState<"active" | "inactive" | null>(null);
  const [, updateAgent] = useMutation(UpdateAgentMutation);
  const [{ fetching: changingStatus }, setStatus] = useMutation(SetAgentStatusMutation);

  const submit = async (input: AgentInputValues) => {
    const result = await updateAgent({ id: agent.id, version: agent.version, input });
    if (result.data) {
      showToast("success", text.updated);
      setEditing(false);
      setConflict(false);
      return null;
    }
    if (errorCode(result.error) === "CONFLICT") {
      // A toast where the user is looking, and the banner above the form (it scrolls into
      // view) with the Reload button; the typed values stay in the form.
      showToast("error", text.conflictTitle);
      setConflict(true);
      return [];
    }
    showToast("error", errorMessage(result.error));
    return fieldErrorsOf(result.error);
  };

  const changeStatus = async (status: "active" | "inactive") => {
    setStatusChange(null);
    const result = await setStatus({ ids: [agent.id], status });
    if (result.error) {
      showToast("error", errorMessage(result.error));
      return;
    }
    showToast("success", text.statusChanged(result.data?.setAgentsStatus.count ?? 0));
  };

  const terminated = agent.terminationReason !== null && agent.terminationReason !== undefined;
  const name = { en: agent.fullName, id: agent.fullName };

  const details = editing ? (
    <AgentForm
      // A reload after a conflict starts the form again from the latest record.
      key={agent.version}
      initial={fromAgent(agent)}
      payrollGroup={{ id: agent.payrollGroupId, name: agent.payrollGroupName }}
      fields={fields}
      submitLabel={text.save}
      onSubmit={submit}
      onCancel={() => {
        setEditing(false);
        setConflict(false);
      }}
      notice={
        conflict ? (
          <Banner
            variant="danger"
            title={text.conflictTitle}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setConflict(false);
                  reload();
                }}
              >
                {text.reload}
              </Button>
            }
          >
            {text.conflictBody}
          </Banner>
        ) : null
      }
    />
  ) : (
    <AgentDetailView agent={agent} fields={allFields} />
  );

  return (
    <section className={page}>
      <PageHeader title={name} breadcrumb={route.breadcrumb} />
      <div className={summary}>
        <Avatar name={agent.fullName} src={agent.selfieUrl ?? null} size="large" />
        <div className={badges}>
          <Badge color={workerStatusColor(agent.workerStatus)}>
            {enumLabel("worker_status", agent.workerStatus, language)}
          </Badge>
          <Badge color="violet">{enumLabel("contract_type", agent.contractType, language)}</Badge>
        </div>
        {!editing && (
          <div className={actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {text.edit}
            </Button>
            {agent.workerStatus === "active" ? (
              <Button
                variant="secondary"
                disabled={changingStatus}
                onClick={() => setStatusChange("inactive")}
              >
                {text.inactivate}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={changingStatus}
                onClick={() => setStatusChange("active")}
              >
                {text.activate}
              </Button>
            )}
            {!terminated && <Button onClick={() => setTerminating(true)}>{text.terminate}</Button>}
          </div>
        )}
      </div>
      {terminated && (
        <Banner
          variant="gray"
          title={text.terminatedOn(
            formatDate(agent.terminationDate),
            enumLabel("termination_reason", agent.terminationReason, language),
          )}
        >
          {agent.terminationNote || undefined}
        </Banner>
      )}
      {/* Issue 14: the worker app's PIN. */}
      {!editing && <AgentAppAccessSection agentId={agent.id} name={agent.fullName} />}
      <Tabs
        label={text.employees}
        activeKey={tab}
        onChange={(change) => setTab(change.key)}
        tabs={[
          { key: "details", label: text.details, content: details },
          {
            key: "timeline",
            label: text.timeline,
            content: tab === "timeline" ? <AgentTimeline agentId={agent.id} /> : null,
          },
          // Issue 15: balances per policy and the leave requests, each opening its leave record.
          {
            key: "leave",
            label: text.leave,
            content:
              tab === "leave" ? (
                <AgentLeaveSection agentId={agent.id} agentName={agent.fullName} />
              ) : null,
          },
        ]}
      />
      <TerminateAgentDialog
        open={terminating}
        agent={agent}
        onClose={() => setTerminating(false)}
        onConflict={reload}
      />
      <ConfirmDialog
        open={statusChange !== null}
        title={statusChange === "active" ? text.activateTitle(1) : text.inactivateTitle(1)}
        description={statusChange === "active" ? text.activateBody : text.inactivateBody}
        confirmLabel={statusChange === "active" ? text.activate : text.inactivate}
        cancelLabel={text.cancel}
        onConfirm={() => statusChange && void changeStatus(statusChange)}
        onCancel={() => setStatusChange(null)}
      />
    </section>
  );
}

const page = css({ display: "flex", flexDirection: "column", gap: "16" });
const summary = css({ display: "flex", alignItems: "center", gap: "16", flexWrap: "wrap" });
const badges = css({ display: "flex", gap: "8", flexWrap: "wrap" });
const actions = css({ display: "flex", gap: "8", marginInlineStart: "auto" });
