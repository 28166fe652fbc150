import { describe, expect, it } from "vitest";
import { csvRows, niksFromRows } from "./niks.ts";

describe("NIKs of an uploaded list", () => {
  it("takes the first 16-digit cell of each row, once, skipping headers and blanks", () => {
    const rows = csvRows(
      '\uFEFFNIK;Nama\n3171010101900001;Budi\n"3171010101900002",Sari\n\n3171010101900001;Budi lagi\n12345;Pendek\n',
    );
    expect(niksFromRows(rows)).toEqual(["3171010101900001", "3171010101900002"]);
  });
  it("reads spreadsheet cells that are numbers or text with a leading quote", () => {
    expect(
      niksFromRows([
        ["Nama", "NIK"],
        ["Ani", "'3171010101900003"],
        [null, 3171010101900004],
      ]),
    ).toEqual(["3171010101900003", "3171010101900004"]);
  });
});
