/**
 * NIKs from an uploaded sheet's rows (CSV or XLSX): in each row the first cell that is 16
 * digits; a header row and blank rows give none. Duplicates are dropped, the order kept.
 */
export function niksFromRows(rows: readonly (readonly unknown[])[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    for (const cell of row) {
      const text = String(cell ?? "")
        .trim()
        .replace(/^'/, "");
      if (/^\d{16}$/.test(text)) {
        seen.add(text);
        break;
      }
    }
  }
  return [...seen];
}

/** A CSV (comma or semicolon separated) as rows of cells; quotes are stripped. */
export function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((line) => line.split(/[;,]/).map((cell) => cell.trim().replace(/^"|"$/g, "")));
}
