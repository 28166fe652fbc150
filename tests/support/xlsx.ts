import { inflateRawSync } from "node:zlib";

/**
 * One part of an XLSX (a ZIP, found through its central directory) as text, e.g. the first
 * sheet's XML, to see how cells are stored: string or number, formula or not, which style.
 */
export function xlsxPart(zip: Buffer, name = "xl/worksheets/sheet1.xml"): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (entry === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const body = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(body) : body).toString("utf8");
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the workbook`);
}

/** The XML of each cell of the first sheet by its reference ("A1"). */
export function xlsxCells(zip: Buffer): Map<string, string> {
  const cells = new Map<string, string>();
  for (const match of xlsxPart(zip).matchAll(/<c r="([A-Z]+\d+)"[^>]*?(?:\/>|>.*?<\/c>)/g))
    cells.set(match[1]!, match[0]);
  return cells;
}

/** The number format code of each cell style index (cellXfs order), "General" when none. */
export function xlsxStyleFormats(zip: Buffer): string[] {
  const styles = xlsxPart(zip, "xl/styles.xml");
  const codes = new Map<string, string>([
    ["0", "General"],
    ["49", "@"],
  ]);
  for (const m of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g))
    codes.set(m[1]!, m[2]!.replaceAll("&quot;", '"'));
  const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? "";
  return [...xfs.matchAll(/<xf\b([^>]*)/g)].map(
    (m) => codes.get(/numFmtId="(\d+)"/.exec(m[1]!)?.[1] ?? "0") ?? "General",
  );
}
