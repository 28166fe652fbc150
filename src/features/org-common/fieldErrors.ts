import { extractErrorMessage } from "../../../domain/errors.ts";

/** A form's problems: one message per field, and one for the form as a whole. */
export type FormErrors = { fields: Readonly<Record<string, string>>; form?: string };

export const NO_ERRORS: FormErrors = { fields: {} };

type GraphQLErrorLike = { message?: unknown; extensions?: Record<string, unknown> };

function firstGraphQLError(error: unknown): GraphQLErrorLike | undefined {
  if (typeof error !== "object" || error === null || !("graphQLErrors" in error)) return undefined;
  const list = (error as { graphQLErrors: unknown }).graphQLErrors;
  return Array.isArray(list) ? (list[0] as GraphQLErrorLike | undefined) : undefined;
}

/** The `extensions.code` of a failed operation (BAD_USER_INPUT, CONFLICT, FORBIDDEN, ...). */
export function errorCode(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.["code"];
  return typeof code === "string" ? code : undefined;
}

/**
 * The field problems a failed mutation reports in `extensions.errors` ([{ field, message }],
 * the first per field), keyed by the input's field name (`input.code` and `code` alike);
 * the error's message goes to the form when no field is named, or besides them as its title.
 */
export function formErrorsFrom(error: unknown): FormErrors {
  const list = firstGraphQLError(error)?.extensions?.["errors"];
  const fields: Record<string, string> = {};
  if (Array.isArray(list)) {
    for (const item of list) {
      if (typeof item !== "object" || item === null) continue;
      const { field, message } = item as { field?: unknown; message?: unknown };
      if (typeof field !== "string" || typeof message !== "string") continue;
      const key = field.replace(/^(body|input)\./, "");
      fields[key] ??= message;
    }
  }
  return { fields, form: extractErrorMessage(error) };
}

/** Whether there is anything to show. */
export function hasErrors(errors: FormErrors): boolean {
  return errors.form !== undefined || Object.keys(errors.fields).length > 0;
}
