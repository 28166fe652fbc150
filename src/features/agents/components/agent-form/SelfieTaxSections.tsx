import { useMemo, useState } from "react";
import { useI18n } from "../../../../i18n/index.ts";
import { DIGITS_ONLY, PatternInput } from "../../../../ui/inputs/index.ts";
import { ImageUpload } from "../../../../ui/upload/index.ts";
import { useAgentRest } from "../../hooks/rest.ts";
import { useAgentText } from "../../messages.ts";
import { enumOptions } from "../../model/options.ts";
import { FieldBox, SelectField } from "../formFields.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

type SelfieProps = {
  form: AgentFormBinding;
  /** While a photo uploads the form cannot be sent. */
  onUploadingChange: (uploading: boolean) => void;
};

/** The selfie: uploaded at once, the form keeps its address. */
export function SelfieSection({ form, onUploadingChange }: SelfieProps) {
  const text = useAgentText();
  const rest = useAgentRest();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = uploadError ?? form.errorAt("selfieUrl");

  const upload = async (file: File) => {
    setUploading(true);
    onUploadingChange(true);
    setUploadError(null);
    try {
      const uploaded = await rest.uploadImage(file);
      form.pick("selfieUrl")(uploaded.url);
    } catch (failure) {
      setUploadError(text.selfieUploadFailed(failure instanceof Error ? failure.message : ""));
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  return (
    <Section title={text.sectionSelfie}>
      <FieldBox name="selfieUrl" wide hint={uploading ? text.selfieUploading : undefined}>
        <ImageUpload
          label={text.selfie}
          onChange={(file) => void upload(file)}
          disabled={uploading}
          {...(form.values.selfieUrl ? { imageUrl: form.values.selfieUrl } : {})}
          {...(error ? { errorText: error } : {})}
        />
      </FieldBox>
    </Section>
  );
}

/** PTKP status and NPWP (PPh 21). */
export function TaxSection({ form }: { form: AgentFormBinding }) {
  const text = useAgentText();
  const { language } = useI18n();
  const { values, errorAt, typeText, pick } = form;
  const statuses = useMemo(() => enumOptions("ptkp_status", language), [language]);
  return (
    <Section title={text.sectionTax}>
      <SelectField
        name="ptkpStatus"
        label={text.ptkpStatus}
        options={statuses}
        value={values.ptkpStatus}
        onChange={pick("ptkpStatus")}
        error={errorAt("ptkpStatus")}
      />
      <FieldBox name="npwp">
        <PatternInput
          label={text.npwp}
          charPattern={DIGITS_ONLY}
          inputMode="numeric"
          maxLength={16}
          value={values.npwp}
          onValueChange={typeText("npwp")}
          invalid={Boolean(errorAt("npwp"))}
          errorText={errorAt("npwp")}
        />
      </FieldBox>
    </Section>
  );
}
