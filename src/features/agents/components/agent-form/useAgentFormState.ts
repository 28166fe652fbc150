import { type FormEvent, type RefObject, useMemo, useState } from "react";
import { normalizePhone } from "../../../../../domain/workforce/agent.ts";
import { useI18n } from "../../../../i18n/index.ts";
import { showToast } from "../../../../ui/index.ts";
import { useAgentText } from "../../messages.ts";
import {
  type AgentFieldDef,
  type AgentFormValues,
  type AgentInputValues,
  type CustomValue,
  customFieldName,
  fieldOrder,
  messageAt,
  type TextFieldName,
  toAgentInput,
} from "../../model/agentForm.ts";
import { byField, type FieldError, type FieldErrors } from "../../model/graphqlErrors.ts";
import { validateAgentForm } from "../../model/validation.ts";
import { fieldLabels } from "./fieldLabels.ts";

/** What the form's sections read and call: the values, each field's message, the setters. */
export type AgentFormBinding = {
  values: AgentFormValues;
  /** The message shown at a field, or undefined. */
  errorAt: (name: string) => string | undefined;
  /** Typed text: checked once the field is left. */
  typeText: (name: TextFieldName) => (value: string) => void;
  /** A pick (select, date): checked at once. */
  pick: (name: TextFieldName) => (value: string) => void;
  setCustom: (key: string, value: CustomValue, checkNow: boolean) => void;
  /** A new province empties the city, which belonged to the old one. */
  chooseProvince: (provinceId: string) => void;
  /** Puts a typed phone number in the SPEC §5 shape when the field is left. */
  normalisePhone: (name: "phoneNumber" | "walletPhoneNumber") => () => void;
};

/**
 * The employee form's state: values, which fields were left, and the rules' and the server's
 * messages. A rule's message shows once its field was left or the form was sent (not before:
 * an untouched form is not red); the server's shows until the field changes.
 */
export function useAgentFormState(
  initial: AgentFormValues,
  fields: readonly AgentFieldDef[],
  formRef: RefObject<HTMLFormElement | null>,
  onSubmit: (input: AgentInputValues) => Promise<readonly FieldError[] | null>,
) {
  const text = useAgentText();
  const { language } = useI18n();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);

  const input = useMemo(() => toAgentInput(values, fields), [values, fields]);
  const clientErrors = useMemo(() => byField(validateAgentForm(input, fields)), [input, fields]);
  const labels = useMemo(() => fieldLabels(text, fields), [text, fields]);

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

  const change = (name: string, update: (current: AgentFormValues) => AgentFormValues) => {
    setValues(update);
    forgetServerError(name);
  };

  const binding: AgentFormBinding = {
    values,
    errorAt,
    typeText: (name) => (value) => change(name, (current) => ({ ...current, [name]: value })),
    pick: (name) => (value) => {
      change(name, (current) => ({ ...current, [name]: value }));
      touch(name);
    },
    setCustom: (key, value, checkNow) => {
      const name = customFieldName(key);
      change(name, (current) => ({
        ...current,
        customData: { ...current.customData, [key]: value },
      }));
      if (checkNow) touch(name);
    },
    chooseProvince: (provinceId) => {
      change("domicileProvinceId", (current) =>
        current.domicileProvinceId === provinceId
          ? current
          : { ...current, domicileProvinceId: provinceId, domicileCityId: "" },
      );
      touch("domicileProvinceId");
    },
    normalisePhone: (name) => () =>
      setValues((current) =>
        current[name] ? { ...current, [name]: normalizePhone(current[name]) } : current,
      ),
  };

  // Text fields are checked when left, not while typed.
  const onBlurCapture = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const name = target.closest<HTMLElement>("[data-field]")?.dataset["field"];
    if (name) touch(name);
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

  return { binding, submit, onBlurCapture, submitting, saved, problemCount };
}
