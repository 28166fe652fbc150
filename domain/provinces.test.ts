import { getProvinces } from "idn-area-data";
import { describe, expect, it } from "vitest";
import { isProvinceCode, PROVINCE_CODES } from "./provinces";

describe("PROVINCE_CODES", () => {
  it("are exactly the provinces idn-area-data holds (the ones the database loads)", async () => {
    const provinces = await getProvinces();
    expect([...PROVINCE_CODES].sort()).toEqual(provinces.map((p) => p.code).sort());
  });

  it.each([["00"], ["10"], ["20"], ["99"], ["3"], ["311"], [""]])("%j is no province", (code) => {
    expect(isProvinceCode(code)).toBe(false);
  });
});
