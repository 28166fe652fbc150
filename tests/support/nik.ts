/**
 * A NIK for tests: real in shape (domain/validation.ts nikProblem accepts it) and never a
 * demo one. It starts with 94 (Papua Tengah), a province none of the demo branches is in
 * (services/db/seed/places.ts), so no seeded NIK has it; then four digits of n / 10,000,
 * the birth date 1 January 1990 and four digits of n % 10,000. n: 0 to 99,999,999.
 */
export function testNik(n: number): string {
  const high = String(Math.floor(n / 10_000) % 10_000).padStart(4, "0");
  return `94${high}010190${String(n % 10_000).padStart(4, "0")}`;
}

/** The LIKE prefix of every testNik(n) with n from `from` to `from + 9,999` (from a multiple of 10,000). */
export const testNikPrefix = (from: number) => testNik(from).slice(0, 6);
