/**
 * Issue 18: whether the name a bank holds for an account is the name on the line (RUNS.md
 * §2.7: run the account-name inquiry before approval and flag mismatches; Xendit requires
 * the exact holder name). Compared without case, spacing or punctuation, and without the
 * forms of address banks and people add ("Bpk", "Ibu", "Sdr", "H.", "Hj.").
 */
const TITLES = new Set([
  "bpk",
  "bapak",
  "ibu",
  "sdr",
  "sdri",
  "saudara",
  "saudari",
  "tn",
  "tuan",
  "ny",
  "nyonya",
  "nn",
  "nona",
  "mr",
  "mrs",
  "ms",
  "h",
  "hj",
  "haji",
  "hajjah",
]);

export function holderNameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word.length > 0 && !TITLES.has(word));
}

export function sameHolderName(a: string, b: string): boolean {
  const left = holderNameWords(a).join(" ");
  return left.length > 0 && left === holderNameWords(b).join(" ");
}
