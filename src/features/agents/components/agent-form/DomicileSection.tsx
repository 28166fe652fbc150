import { useMemo } from "react";
import { useI18n } from "../../../../i18n/index.ts";
import { Textarea } from "../../../../ui/inputs/index.ts";
import { useCityOptions, useProvinceOptions } from "../../hooks/useLookups.ts";
import { useAgentText } from "../../messages.ts";
import { enumOptions } from "../../model/options.ts";
import { FieldBox, SelectField } from "../formFields.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

/** Where the employee lives: address, then a province and one of its cities. */
export function DomicileSection({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { values, errorAt, typeText, pick, chooseProvince } = form;
  const provinces = useProvinceOptions();
  const cities = useCityOptions(values.domicileProvinceId || null);
  return (
    <Section title={text.sectionDomicile}>
      <FieldBox name="domicileAddress" wide>
        <Textarea
          label={text.domicileAddress}
          maxLength={500}
          rows={3}
          value={values.domicileAddress}
          onValueChange={typeText("domicileAddress")}
          invalid={Boolean(errorAt("domicileAddress"))}
          errorText={errorAt("domicileAddress")}
        />
      </FieldBox>
      <SelectField
        name="domicileProvinceId"
        label={text.province}
        options={provinces.options}
        value={values.domicileProvinceId}
        onChange={chooseProvince}
        error={errorAt("domicileProvinceId")}
      />
      <SelectField
        name="domicileCityId"
        label={text.city}
        options={cities.options}
        value={values.domicileCityId}
        onChange={pick("domicileCityId")}
        disabled={!values.domicileProvinceId}
        hint={values.domicileProvinceId ? undefined : text.chooseProvinceFirst}
        error={errorAt("domicileCityId")}
      />
    </Section>
  );
}

/** The employee's vaccine status. */
export function HealthSection({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { language } = useI18n();
  const statuses = useMemo(() => enumOptions("vaccine_status", language), [language]);
  return (
    <Section title={text.sectionHealth}>
      <SelectField
        name="vaccineStatus"
        label={text.vaccineStatus}
        options={statuses}
        value={form.values.vaccineStatus}
        onChange={form.pick("vaccineStatus")}
        error={form.errorAt("vaccineStatus")}
      />
    </Section>
  );
}
