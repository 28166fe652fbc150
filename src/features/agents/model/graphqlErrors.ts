import type { CombinedError } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { localizeProblem, type ProblemLanguage } from "../../../../domain/problems.ts";

/** One field problem as the services report it (400 `errors`, GraphQL `extensions.errors`). */
export type FieldError = { field: string; message: string };

/** Field → message; the first message per field wins. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The `extensions.code` of the first GraphQL error (BAD_USER_INPUT, CONFLICT, ...). */
export function errorCode(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions["code"];
  return typeof code === "string" ? code : undefined;
}

/** The field problems a BAD_USER_INPUT error carries in `extensions.errors`. */
export function fieldErrorsOf(error: CombinedError | undefined): FieldError[] {
  const list = error?.graphQLErrors[0]?.extensions["errors"];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { field, message } = item as { field?: unknown; message?: unknown };
    return typeof field === "string" && typeof message === "string" ? [{ field, message }] : [];
  });
}

/**
 * Field problems keyed by field, the first message of each, in `language`: the shared rules
 * word theirs in English (domain/problems.ts has the rest), the server already answers in the
 * user's language.
 */
export function byField(
  errors: readonly FieldError[],
  language: ProblemLanguage = "en",
): FieldErrors {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) out[field] ??= localizeProblem(language, message);
  return out;
}

/** What to tell the user about a failed call (SPEC §8 extraction order). */
export function errorMessage(error: unknown): string {
  return extractErrorMessage(error);
}
