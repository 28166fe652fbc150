import { useCallback, useState } from "react";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import { useI18n } from "../../i18n/index.ts";
import { type FormErrors, formErrorsFrom, NO_ERRORS } from "./fieldErrors.ts";
import { problemText } from "./problemText.ts";

export type FormErrorsControls = {
  errors: FormErrors;
  /** Shows the problems the domain validation found before sending; true if there were any. */
  showProblems: (problems: readonly FieldProblem[]) => boolean;
  /** Shows what a failed mutation reported: field problems at their fields, the message above. */
  showServerError: (error: unknown) => void;
  /** The message for a field, led by its label, or undefined. */
  fieldError: (field: string, label: string) => string | undefined;
  clear: (field?: string) => void;
};

/** Field and form errors of a master-data form, from the domain rules and from the server. */
export function useFormErrors(): FormErrorsControls {
  const { language } = useI18n();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const showProblems = useCallback((problems: readonly FieldProblem[]) => {
    const fields: Record<string, string> = {};
    for (const problem of problems) fields[problem.field] ??= problem.message;
    setErrors({ fields });
    return problems.length > 0;
  }, []);

  const showServerError = useCallback((error: unknown) => setErrors(formErrorsFrom(error)), []);

  const fieldError = useCallback(
    (field: string, label: string) => {
      const message = errors.fields[field];
      return message ? problemText(language, label, message) : undefined;
    },
    [errors, language],
  );

  const clear = useCallback((field?: string) => {
    setErrors((current) => {
      if (field === undefined) return NO_ERRORS;
      if (!(field in current.fields)) return current;
      const { [field]: _cleared, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  }, []);

  return { errors, showProblems, showServerError, fieldError, clear };
}
