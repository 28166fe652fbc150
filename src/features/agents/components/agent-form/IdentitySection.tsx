import { useMemo } from "react";
import { useI18n } from "../../../../i18n/index.ts";
import { DIGITS_ONLY, PatternInput, TextInput } from "../../../../ui/inputs/index.ts";
import { useAgentText } from "../../messages.ts";
import { enumOptions } from "../../model/options.ts";
import { DateField, FieldBox, PhoneField, SelectField, todayInJakarta } from "../formFields.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

/** Who the employee is: name, NIK, phone, email, birth date, gender. */
export function IdentitySection({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { language } = useI18n();
  const { values, errorAt, typeText, pick, normalisePhone } = form;
  const genders = useMemo(() => enumOptions("gender", language), [language]);
  return (
    <Section title={text.sectionIdentity}>
      <FieldBox name="fullName">
        <TextInput
          label={text.fullName}
          required
          maxLength={120}
          autoComplete="off"
          value={values.fullName}
          onValueChange={typeText("fullName")}
          invalid={Boolean(errorAt("fullName"))}
          errorText={errorAt("fullName")}
        />
      </FieldBox>
      <FieldBox name="nik">
        <PatternInput
          label={text.nik}
          required
          charPattern={DIGITS_ONLY}
          inputMode="numeric"
          maxLength={16}
          value={values.nik}
          onValueChange={typeText("nik")}
          invalid={Boolean(errorAt("nik"))}
          errorText={errorAt("nik")}
        />
      </FieldBox>
      <PhoneField
        name="phoneNumber"
        label={text.phone}
        required
        value={values.phoneNumber}
        onChange={typeText("phoneNumber")}
        onBlur={normalisePhone("phoneNumber")}
        error={errorAt("phoneNumber")}
      />
      <FieldBox name="email">
        <TextInput
          label={text.email}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={values.email}
          onValueChange={typeText("email")}
          invalid={Boolean(errorAt("email"))}
          errorText={errorAt("email")}
        />
      </FieldBox>
      <DateField
        name="birthDate"
        label={text.birthDate}
        value={values.birthDate}
        onChange={pick("birthDate")}
        max={todayInJakarta()}
        error={errorAt("birthDate")}
      />
      <SelectField
        name="gender"
        label={text.gender}
        options={genders}
        value={values.gender}
        onChange={pick("gender")}
        error={errorAt("gender")}
      />
    </Section>
  );
}
