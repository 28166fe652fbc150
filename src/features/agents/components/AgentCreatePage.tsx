import { useMutation } from "urql";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { graphql } from "../../../gql";
import { SkeletonLines, showToast } from "../../../ui/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useAgentFields } from "../hooks/useAgentFields.ts";
import { useAgentText } from "../messages.ts";
import { type AgentInputValues, emptyAgentForm } from "../model/agentForm.ts";
import { errorMessage, fieldErrorsOf } from "../model/graphqlErrors.ts";
import { AgentForm } from "./AgentForm.tsx";

const CreateAgentMutation = graphql(/* GraphQL */ `
  mutation AgentCreate($input: AgentInput!) {
    createAgent(input: $input) {
      id
      fullName
      version
    }
  }
`);

export type AgentCreatePageProps = { route: RouteDefinition };

/** /agents/create: the employee form, empty. */
export function AgentCreatePage({ route }: AgentCreatePageProps) {
  const text = useAgentText();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const { fields, fetching } = useAgentFields(false);
  const [, createAgent] = useMutation(CreateAgentMutation);

  const submit = async (input: AgentInputValues) => {
    const result = await createAgent({ input });
    if (result.data) {
      showToast("success", text.created);
      navigate(`/agents/${result.data.createAgent.id}`);
      return null;
    }
    // SPEC §8: "Failed to Create Agent" (or the branch / payroll group message) as a toast,
    // and each field's problem at the field.
    showToast("error", errorMessage(result.error) || text.failedToCreate);
    return fieldErrorsOf(result.error);
  };

  return (
    <section>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      {fetching ? (
        <SkeletonLines count={8} />
      ) : (
        <AgentForm
          initial={emptyAgentForm}
          fields={fields}
          submitLabel={text.create}
          onSubmit={submit}
          onCancel={() => guard.navigate("/agents")}
        />
      )}
    </section>
  );
}
