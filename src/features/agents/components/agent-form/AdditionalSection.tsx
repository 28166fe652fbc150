import { css } from "../../../../../styled-system/css";
import { TextInput } from "../../../../ui/inputs/index.ts";
import { useAgentText } from "../../messages.ts";
import { type AgentFieldDef, type CustomValue, customFieldName } from "../../model/agentForm.ts";
import { DateField, FieldBox, MultiSelectField, SelectField } from "../formFields.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

type Props = { form: AgentFormBinding; fields: readonly AgentFieldDef[] };

/** The client's additional-data fields (SPEC §5), in their order. */
export function AdditionalSection({ form, fields }: Props) {
  const text = useAgentText();
  return (
    <Section title={text.sectionAdditional}>
      {fields.length === 0 && <p className={muted}>{text.noAdditionalFields}</p>}
      {fields.map((field) => (
        <CustomField
          key={field.key}
          field={field}
          value={form.values.customData[field.key]}
          onChange={(value, checkNow) => form.setCustom(field.key, value, checkNow)}
          error={form.errorAt(customFieldName(field.key))}
        />
      ))}
    </Section>
  );
}

type CustomFieldProps = {
  field: AgentFieldDef;
  value: CustomValue | undefined;
  onChange: (value: CustomValue, checkNow: boolean) => void;
  error: string | undefined;
};

/** One additional-data field, by its type. */
function CustomField({ field, value, onChange, error }: CustomFieldProps) {
  const name = customFieldName(field.key);
  const textValue = typeof value === "string" ? value : (value?.join(", ") ?? "");
  const common = { name, label: field.label, required: field.required, error };
  switch (field.type) {
    case "date":
      return <DateField {...common} value={textValue} onChange={(next) => onChange(next, true)} />;
    case "single_select":
      return (
        <SelectField
          {...common}
          options={field.options}
          value={textValue}
          onChange={(next) => onChange(next, true)}
        />
      );
    case "multi_select":
      return (
        <MultiSelectField
          {...common}
          options={field.options}
          value={Array.isArray(value) ? value : textValue ? [textValue] : []}
          onChange={(next) => onChange(next, true)}
        />
      );
    default:
      return (
        <FieldBox name={name}>
          <TextInput
            label={field.label}
            required={field.required}
            maxLength={500}
            inputMode={field.type === "number" ? "decimal" : "text"}
            value={textValue}
            onValueChange={(next) => onChange(next, false)}
            invalid={Boolean(error)}
            errorText={error}
          />
        </FieldBox>
      );
  }
}

const muted = css({ color: "muted", fontSize: "sm" });
