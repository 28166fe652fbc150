import { type FormEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { normalizePhone } from "../../../../domain/workforce/agent.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { DIGITS_ONLY, PatternInput, Textarea, TextInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { ImageUpload } from "../../../ui/upload/index.ts";
import { useAgentRest } from "../hooks/rest.ts";
import {
  useBranchOptions,
  useCityOptions,
  useProjectOptions,
  useProvinceOptions,
} from "../hooks/useLookups.ts";
import { type AgentText, useAgentText } from "../messages.ts";
import {
  type AgentFieldDef,
  type AgentFormValues,
  type AgentInputValues,
  type CustomValue,
  customFieldName,
  fieldOrder,
  isDirty,
  messageAt,
  type TextFieldName,
  toAgentInput,
} from "../model/agentForm.ts";
import { byField, type FieldError, type FieldErrors } from "../model/graphqlErrors.ts";
import { enumOptions } from "../model/options.ts";
import { validateAgentForm } from "../model/validation.ts";
import {
  DateField,
  FieldBox,
  MultiSelectField,
  PhoneField,
  SelectField,
  todayInJakarta,
} from "./formFields.tsx";

export type AgentFormProps = {
  initial: AgentFormValues;
  /** The client's active additional-data fields, in order. */
  fields: readonly AgentFieldDef[];
  submitLabel: string;
  /**
   * Saves the input; resolves with the server's field problems when it refused them, or null
   * (saved, or a failure the page reports itself).
   */
  onSubmit: (input: AgentInputValues) => Promise<readonly FieldError[] | null>;
  onCancel: () => void;
  /** A message above the form (a conflict). */
  notice?: ReactNode;
};

/**
 * The employee form (issue 5): identity, employment, payment, domicile, vaccine, selfie, tax
 * and additional data. The shared rules (domain/workforce/agent.ts) check every field as it is
 * left and again on submit; the server's field problems land at the same fields.
 */
export function AgentForm({
  initial,
  fields,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
}: AgentFormProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const rest = useAgentRest();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useConfirmLeave(!saved && isDirty(initial, values));

  const branches = useBranchOptions();
  const projects = useProjectOptions();
  const provinces = useProvinceOptions();
  const cities = useCityOptions(values.domicileProvinceId || null);
  const options = useMemo(
    () => ({
      gender: enumOptions("gender", language),
      contractType: enumOptions("contract_type", language),
      contractStatus: enumOptions("contract_status", language),
      paymentMethod: enumOptions("payment_method", language),
      eWallet: enumOptions("e_wallet", language),
      vaccineStatus: enumOptions("vaccine_status", language),
      ptkpStatus: enumOptions("ptkp_status", language),
    }),
    [language],
  );
  // Inactive branches and projects are not offered anew, but one already saved still shows.
  const branchOptions = useMemo(
    () =>
      branches.options.filter(
        (o) => !branches.inactive.has(o.value) || o.value === initial.branchId,
      ),
    [branches, initial.branchId],
  );
  const projectOptions = useMemo(
    () =>
      projects.options.filter(
        (o) => !projects.inactive.has(o.value) || o.value === initial.projectId,
      ),
    [projects, initial.projectId],
  );

  const input = useMemo(() => toAgentInput(values, fields), [values, fields]);
  const clientErrors = useMemo(() => byField(validateAgentForm(input, fields)), [input, fields]);
  const labels = useMemo(() => fieldLabels(text, fields), [text, fields]);

  /** The message shown at a field: the server's for what it refused, else the rules'. */
  const errorAt = (name: string): string | undefined => {
    const message =
      serverErrors[name] ?? (submitted || touched.has(name) ? clientErrors[name] : undefined);
    return message ? messageAt(labels[name] ?? name, message, language) : undefined;
  };

  const touch = (name: string) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const forgetServerError = (name: string) =>
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });

  /** Typed text: checked once the field is left. */
  const typeText = (name: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    forgetServerError(name);
  };

  /** A pick (select, date): checked at once. */
  const pick = (name: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    forgetServerError(name);
    touch(name);
  };

  const setCustom = (key: string, value: CustomValue, checkNow: boolean) => {
    setValues((current) => ({ ...current, customData: { ...current.customData, [key]: value } }));
    forgetServerError(customFieldName(key));
    if (checkNow) touch(customFieldName(key));
  };

  const chooseProvince = (provinceId: string) => {
    setValues((current) =>
      current.domicileProvinceId === provinceId
        ? current
        : { ...current, domicileProvinceId: provinceId, domicileCityId: "" },
    );
    forgetServerError("domicileProvinceId");
    touch("domicileProvinceId");
  };

  // Text fields are checked when left, not while typed.
  const onBlurCapture = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const name = target.closest<HTMLElement>("[data-field]")?.dataset["field"];
    if (name) touch(name);
  };

  const normalisePhone = (name: "phoneNumber" | "walletPhoneNumber") => () => {
    setValues((current) =>
      current[name] ? { ...current, [name]: normalizePhone(current[name]) } : current,
    );
  };

  const uploadSelfie = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await rest.uploadImage(file);
      pick("selfieUrl")(uploaded.url);
    } catch (error) {
      setUploadError(text.selfieUploadFailed(error instanceof Error ? error.message : ""));
    } finally {
      setUploading(false);
    }
  };

  const focusFirst = (problems: FieldErrors) => {
    const first = fieldOrder(fields).find((name) => name in problems);
    if (!first) return;
    const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    const control = box?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, button");
    box?.scrollIntoView?.({ block: "center" });
    control?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0) {
      focusFirst(clientErrors);
      return;
    }
    setSubmitting(true);
    try {
      const refused = await onSubmit(input);
      if (refused && refused.length > 0) {
        const problems = byField(refused);
        setServerErrors(problems);
        focusFirst(problems);
      } else if (refused === null) {
        setSaved(true);
      }
    } catch (error) {
      showToast("error", error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  const problemCount = new Set([
    ...Object.keys(serverErrors),
    ...(submitted ? Object.keys(clientErrors) : []),
  ]).size;

  return (
    <form
      ref={formRef}
      className={formStyle}
      onSubmit={submit}
      onBlur={onBlurCapture}
      noValidate
      aria-label={submitLabel}
    >
      {notice}
      {problemCount > 0 && (
        <Banner variant="danger" size="small">
          {text.fixFields(problemCount)}
        </Banner>
      )}

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
          options={options.gender}
          value={values.gender}
          onChange={pick("gender")}
          error={errorAt("gender")}
        />
      </Section>

      <Section title={text.sectionEmployment}>
        <DateField
          name="joinDate"
          label={text.joinDate}
          required
          value={values.joinDate}
          onChange={pick("joinDate")}
          error={errorAt("joinDate")}
        />
        <SelectField
          name="contractType"
          label={text.contractType}
          required
          options={options.contractType}
          value={values.contractType}
          onChange={pick("contractType")}
          error={errorAt("contractType")}
        />
        <SelectField
          name="contractStatus"
          label={text.contractStatus}
          options={options.contractStatus}
          value={values.contractStatus}
          onChange={pick("contractStatus")}
          error={errorAt("contractStatus")}
        />
        <SelectField
          name="branchId"
          label={text.branch}
          required
          options={branchOptions}
          value={values.branchId}
          onChange={pick("branchId")}
          error={errorAt("branchId")}
        />
        <SelectField
          name="projectId"
          label={text.project}
          options={projectOptions}
          value={values.projectId}
          onChange={pick("projectId")}
          error={errorAt("projectId")}
        />
        <SelectField
          name="payrollGroupId"
          label={text.payrollGroup}
          options={[]}
          value=""
          onChange={() => undefined}
          disabled
          hint={text.payrollGroupHint}
          error={errorAt("payrollGroupId")}
        />
      </Section>

      <Section title={text.sectionPayment}>
        <SelectField
          name="paymentMethod"
          label={text.paymentMethod}
          options={options.paymentMethod}
          value={values.paymentMethod}
          onChange={pick("paymentMethod")}
          error={errorAt("paymentMethod")}
        />
        {values.paymentMethod === "bank_transfer" && (
          <>
            <FieldBox name="bankName">
              <TextInput
                label={text.bankName}
                maxLength={80}
                value={values.bankName}
                onValueChange={typeText("bankName")}
                invalid={Boolean(errorAt("bankName"))}
                errorText={errorAt("bankName")}
              />
            </FieldBox>
            <FieldBox name="accountName">
              <TextInput
                label={text.accountName}
                maxLength={120}
                value={values.accountName}
                onValueChange={typeText("accountName")}
                invalid={Boolean(errorAt("accountName"))}
                errorText={errorAt("accountName")}
              />
            </FieldBox>
            <FieldBox name="accountNumber">
              <PatternInput
                label={text.accountNumber}
                charPattern={DIGITS_ONLY}
                inputMode="numeric"
                maxLength={20}
                value={values.accountNumber}
                onValueChange={typeText("accountNumber")}
                invalid={Boolean(errorAt("accountNumber"))}
                errorText={errorAt("accountNumber")}
              />
            </FieldBox>
          </>
        )}
        {values.paymentMethod === "e_wallet" && (
          <>
            <SelectField
              name="eWallet"
              label={text.eWallet}
              options={options.eWallet}
              value={values.eWallet}
              onChange={pick("eWallet")}
              error={errorAt("eWallet")}
            />
            <PhoneField
              name="walletPhoneNumber"
              label={text.walletPhone}
              value={values.walletPhoneNumber}
              onChange={typeText("walletPhoneNumber")}
              onBlur={normalisePhone("walletPhoneNumber")}
              error={errorAt("walletPhoneNumber")}
            />
          </>
        )}
      </Section>

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

      <Section title={text.sectionHealth}>
        <SelectField
          name="vaccineStatus"
          label={text.vaccineStatus}
          options={options.vaccineStatus}
          value={values.vaccineStatus}
          onChange={pick("vaccineStatus")}
          error={errorAt("vaccineStatus")}
        />
      </Section>

      <Section title={text.sectionSelfie}>
        <FieldBox name="selfieUrl" wide hint={uploading ? text.selfieUploading : undefined}>
          <ImageUpload
            label={text.selfie}
            onChange={(file) => void uploadSelfie(file)}
            disabled={uploading}
            {...(values.selfieUrl ? { imageUrl: values.selfieUrl } : {})}
            {...(uploadError || errorAt("selfieUrl")
              ? { errorText: uploadError ?? errorAt("selfieUrl") }
              : {})}
          />
        </FieldBox>
      </Section>

      <Section title={text.sectionTax}>
        <SelectField
          name="ptkpStatus"
          label={text.ptkpStatus}
          options={options.ptkpStatus}
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

      <Section title={text.sectionAdditional}>
        {fields.length === 0 && <p className={muted}>{text.noAdditionalFields}</p>}
        {fields.map((field) => (
          <CustomField
            key={field.key}
            field={field}
            value={values.customData[field.key]}
            onChange={(value, checkNow) => setCustom(field.key, value, checkNow)}
            error={errorAt(customFieldName(field.key))}
          />
        ))}
      </Section>

      <div className={footer}>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={submitting || uploading}>
          {submitting ? text.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={section}>
      <legend className={legend}>{title}</legend>
      <div className={grid}>{children}</div>
    </fieldset>
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
  switch (field.type) {
    case "date":
      return (
        <DateField
          name={name}
          label={field.label}
          required={field.required}
          value={textValue}
          onChange={(next) => onChange(next, true)}
          error={error}
        />
      );
    case "single_select":
      return (
        <SelectField
          name={name}
          label={field.label}
          required={field.required}
          options={field.options}
          value={textValue}
          onChange={(next) => onChange(next, true)}
          error={error}
        />
      );
    case "multi_select":
      return (
        <MultiSelectField
          name={name}
          label={field.label}
          required={field.required}
          options={field.options}
          value={Array.isArray(value) ? value : textValue ? [textValue] : []}
          onChange={(next) => onChange(next, true)}
          error={error}
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

/** Each field's label, for rule messages that read after it ("NIK must be 16 digits"). */
function fieldLabels(text: AgentText, fields: readonly AgentFieldDef[]): Record<string, string> {
  return {
    fullName: text.fullName,
    nik: text.nik,
    phoneNumber: text.phone,
    email: text.email,
    birthDate: text.birthDate,
    gender: text.gender,
    joinDate: text.joinDate,
    contractType: text.contractType,
    contractStatus: text.contractStatus,
    branchId: text.branch,
    projectId: text.project,
    payrollGroupId: text.payrollGroup,
    paymentMethod: text.paymentMethod,
    accountName: text.accountName,
    accountNumber: text.accountNumber,
    bankName: text.bankName,
    eWallet: text.eWallet,
    walletPhoneNumber: text.walletPhone,
    domicileAddress: text.domicileAddress,
    domicileProvinceId: text.province,
    domicileCityId: text.city,
    vaccineStatus: text.vaccineStatus,
    selfieUrl: text.selfie,
    ptkpStatus: text.ptkpStatus,
    npwp: text.npwp,
    ...Object.fromEntries(fields.map((field) => [customFieldName(field.key), field.label])),
  };
}

const formStyle = css({ display: "flex", flexDirection: "column", gap: "24", maxWidth: "960px" });
const section = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "rounded",
  padding: "24",
  minWidth: "0",
});
const legend = css({ fontSize: "lg", fontWeight: "600", paddingInline: "4" });
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: "16",
  marginTop: "8",
});
const muted = css({ color: "muted", fontSize: "sm" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
