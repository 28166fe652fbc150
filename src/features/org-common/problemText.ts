import { localizeProblem } from "../../../domain/problems.ts";
import type { Language } from "../../i18n/index.ts";

/**
 * The field problems of domain/workforce/org.ts and of the service ("is required", "must be 16
 * digits") are phrased to follow the field's name. They are shown in the chosen language
 * through the shared catalogue (domain/problems.ts), which the services answer with too; a
 * text it lacks stays as the server wrote it.
 */
export function problemText(language: Language, label: string, message: string): string {
  const text = localizeProblem(language, message);
  // A message that is a sentence of its own ("Branch code already exists") stands alone.
  return /^\p{Lu}/u.test(text) ? text : `${label} ${text}`;
}
