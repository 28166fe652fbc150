import {
  type AgentFieldDefinition,
  type AgentFieldType,
  validateAgentInput,
} from "../../../../domain/workforce/agent.ts";
import type { AgentFieldDef, AgentInputValues } from "./agentForm.ts";
import type { FieldError } from "./graphqlErrors.ts";

/** The form's additional-data fields as the shared rules take them (the form shows active ones). */
export function toFieldDefinitions(fields: readonly AgentFieldDef[]): AgentFieldDefinition[] {
  return fields.map((field) => ({
    key: field.key,
    label: field.label,
    type: field.type as AgentFieldType,
    required: field.required,
    options: field.options,
    status: field.status === "archived" ? "archived" : "active",
  }));
}

/**
 * The employee form's problems, field by field, by the SAME rules the service applies
 * (domain/workforce/agent.ts); what needs the database (uniqueness, existence) the service
 * reports on submit.
 */
export function validateAgentForm(
  input: AgentInputValues,
  fields: readonly AgentFieldDef[],
): FieldError[] {
  // The form sends branch 0 for none (the input type needs a number); the rules read it as missing.
  const checked = { ...input, branchId: input.branchId === 0 ? null : input.branchId };
  return validateAgentInput(checked, toFieldDefinitions(fields));
}
