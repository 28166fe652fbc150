import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { useMutation } from "urql";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { validateAgentFieldInput } from "../../../../domain/workforce/agent.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { graphql } from "../../../gql";
import { type Language, useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useAgentText } from "../messages.ts";
import {
  emptyFieldDraft,
  type FieldDraft,
  SELECT_TYPES,
  toFieldInput,
  withKey,
  withLabel,
  withOptionAdded,
  withOptionLabel,
  withOptionRemoved,
  withOptionValue,
} from "../model/fieldDraft.ts";
import { byField, errorMessage, type FieldError, fieldErrorsOf } from "../model/graphqlErrors.ts";
import { enumOptions } from "../model/options.ts";
import { FieldBox, SelectField } from "./formFields.tsx";

const CreateAgentFieldMutation = graphql(/* GraphQL */ `
  mutation AgentFieldCreate($input: AgentFieldInput!) {
    createAgentField(input: $input) {
      id
      key
      label
      type
      required
      position
      status
      options {
        label
        value
      }
    }
  }
`);

/** Problems by field, those of single options ("options.2.value") shown under the options. */
function byOptionsField(errors: readonly FieldError[], language: Language): Record<string, string> {
  return byField(
    errors.map((error) =>
      error.field.startsWith("options.") ? { ...error, field: "options" } : error,
    ),
    language,
  );
}

export type AgentFieldCreatePageProps = { route: RouteDefinition };

/**
 * /agents/additional-data/create: a new employee field — label, a key derived from it (and
 * editable), type, required, and the options of a dropdown (at least one).
 */
export function AgentFieldCreatePage({ route }: AgentFieldCreatePageProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [draft, setDraft] = useState<FieldDraft>(emptyFieldDraft);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [{ fetching }, createField] = useMutation(CreateAgentFieldMutation);
  const types = useMemo(() => enumOptions("agent_field_type", language), [language]);

  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(emptyFieldDraft));

  const input = toFieldInput(draft);
  const problems = submitted ? byOptionsField(validateAgentFieldInput(input), language) : {};
  const errorAt = (name: "label" | "key" | "type" | "options"): string | undefined =>
    serverErrors[name] ?? problems[name];
  const edit = (next: FieldDraft, field: string) => {
    setDraft(next);
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateAgentFieldInput(input).length > 0) return;
    const result = await createField({ input });
    if (result.data) {
      showToast("success", text.fieldCreated);
      navigate("/agents/additional-data");
      return;
    }
    setServerErrors(byOptionsField(fieldErrorsOf(result.error), language));
    showToast("error", errorMessage(result.error) || text.failedToCreateField);
  };

  const selectType = SELECT_TYPES.has(draft.type);

  return (
    <section>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      <form className={form} onSubmit={submit} noValidate aria-label={text.fieldsCreateTitle}>
        <FieldBox name="label">
          <TextInput
            label={text.fieldLabel}
            required
            maxLength={80}
            value={draft.label}
            onValueChange={(label) => edit(withLabel(draft, label), "label")}
            invalid={Boolean(errorAt("label"))}
            errorText={errorAt("label")}
          />
        </FieldBox>
        <FieldBox name="key">
          <TextInput
            label={text.fieldKey}
            required
            maxLength={40}
            helperText={text.fieldKeyHint}
            value={draft.key}
            onValueChange={(key) => edit(withKey(draft, key), "key")}
            invalid={Boolean(errorAt("key"))}
            errorText={errorAt("key")}
          />
        </FieldBox>
        <SelectField
          name="type"
          label={text.fieldType}
          required
          options={types}
          value={draft.type}
          onChange={(type) => edit({ ...draft, type }, "type")}
          error={errorAt("type")}
        />
        <label className={checkbox}>
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(event) => setDraft({ ...draft, required: event.target.checked })}
          />
          {text.fieldRequired}
        </label>
        {selectType && (
          <fieldset className={optionsBox} data-field="options">
            <legend className={legend}>{text.fieldOptions}</legend>
            {draft.options.map((option, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
                key={index}
                className={optionRow}
              >
                <TextInput
                  label={text.optionLabel(index + 1)}
                  maxLength={100}
                  value={option.label}
                  onValueChange={(label) => edit(withOptionLabel(draft, index, label), "options")}
                />
                <TextInput
                  label={text.optionValue(index + 1)}
                  maxLength={100}
                  value={option.value}
                  onValueChange={(value) => edit(withOptionValue(draft, index, value), "options")}
                />
                <button
                  type="button"
                  className={iconButton}
                  aria-label={text.removeOption(index + 1)}
                  disabled={draft.options.length <= 1}
                  onClick={() => edit(withOptionRemoved(draft, index), "options")}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            ))}
            {errorAt("options") && <p className={errorText}>{errorAt("options")}</p>}
            <div>
              <Button variant="secondary" onClick={() => setDraft(withOptionAdded(draft))}>
                <Plus size={16} aria-hidden="true" />
                {text.addOption}
              </Button>
            </div>
          </fieldset>
        )}
        <div className={footer}>
          <Button variant="secondary" onClick={() => guard.navigate("/agents/additional-data")}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={fetching}>
            {fetching ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  maxWidth: "640px",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "rounded",
  padding: "24",
});
const checkbox = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  fontWeight: "600",
  cursor: "pointer",
});
const optionsBox = css({ display: "flex", flexDirection: "column", gap: "12" });
const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "8" });
const optionRow = css({
  display: "grid",
  gridTemplateColumns: "1fr 1fr auto",
  gap: "8",
  alignItems: "end",
});
const iconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  bg: "white",
  cursor: "pointer",
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
const errorText = css({ fontSize: "xs", color: "danger" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
