/* Rules of the text inputs (SPEC §5), kept free of React so they can be tested alone. */

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** The counter under a field with a maximum, e.g. "12/100". */
export function counterText(text: string, max: number): string {
  return `${charCount(text)}/${max}`;
}

export type MaxLengthVerdict = {
  /** Whether the field takes the new text. */
  accept: boolean;
  /** Whether the field is over its maximum (after the change if accepted, else as tried). */
  exceeded: boolean;
};

/**
 * Whether a change from `previous` to `next` may happen under a maximum of `max`
 * characters. Going over it is refused and flagged (SPEC §5). A change that shortens
 * text already over the maximum (a long value loaded from the server) is let through,
 * so the user can always delete their way back under it.
 */
export function maxLengthChange(
  previous: string,
  next: string,
  max: number | undefined,
): MaxLengthVerdict {
  if (max === undefined) return { accept: true, exceeded: false };
  const length = charCount(next);
  if (length <= max) return { accept: true, exceeded: false };
  if (length < charCount(previous)) return { accept: true, exceeded: true };
  return { accept: false, exceeded: true };
}

/** One digit; the pattern of numeric fields such as postal codes (SPEC §5 "digits-only"). */
export const DIGITS_ONLY: RegExp = /\d/;

// A global or sticky RegExp remembers lastIndex between tests; a copy without them does not.
const stateless = (pattern: RegExp): RegExp =>
  pattern.global || pattern.sticky
    ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""))
    : pattern;

/** Whether the single character `char` matches the per-character `pattern`. */
export function charMatches(char: string, pattern: RegExp): boolean {
  const whole = new RegExp(`^(?:${pattern.source})$`, stateless(pattern).flags);
  return whole.test(char);
}

/** The characters of `text` that match `pattern`, in order (for pasted or dropped text). */
export function keepMatching(text: string, pattern: RegExp): string {
  return Array.from(text)
    .filter((char) => charMatches(char, pattern))
    .join("");
}

/** The parts of a keyboard event that decide whether it types a character. */
export type KeyPress = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/**
 * Whether a key press types one character (and so may be checked against a pattern).
 * Named keys ("Backspace", "ArrowLeft") and shortcuts (Ctrl+V) do not.
 */
export function typesCharacter({ key, ctrlKey, metaKey, altKey }: KeyPress): boolean {
  return Array.from(key).length === 1 && !ctrlKey && !metaKey && !altKey;
}
