/**
 * Formula neutralising for the spreadsheets the product writes (OWASP "CSV injection"): a
 * spreadsheet program reads a cell that begins with = + - @ (or a tab or carriage return,
 * which some of them strip before looking) as a formula, so text someone typed — an
 * additional-data label, a cell echoed from an uploaded file — could run as one on the
 * machine of whoever opens the export. A single quote in front makes it text again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** True when a spreadsheet program would read this text as the start of a formula. */
export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/**
 * The text with a single quote in front when it would start a formula; any other text as
 * it is. Stored identifiers are unaffected: NIK and account numbers are digits, and phones
 * are kept as "8…" (domain/validation.ts normalizePhone), never "+62…".
 */
export function neutraliseFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
