/**
 * An Indonesian mobile number as stored (SPEC §5: 8 followed by 7–12 digits) shown with the
 * +62 country code; empty shows "-".
 */
export function formatPhone(phone: string | null | undefined): string {
  const digits = phone?.trim() ?? "";
  return digits ? `+62 ${digits}` : "-";
}
