import { describe, expect, it } from "vitest";
import { normalizePhone } from "../validation.ts";
import {
  assignmentStatus,
  dateRangesOverlap,
  isIsoDate,
  parseIndonesianTimezone,
  timezoneForProvince,
  timezoneLabelOf,
  validateAssignment,
  validatePartner,
  validatePlace,
  validateProject,
  validateRejectionReason,
} from "./org.ts";

describe("time zones (SPEC §9)", () => {
  it.each([
    ["WIB", "Asia/Jakarta"],
    ["wita", "Asia/Makassar"],
    [" WIT ", "Asia/Jayapura"],
    ["asia/makassar", "Asia/Makassar"],
    ["Asia/Singapore", null],
    ["UTC", null],
  ])("reads %j as %s", (input, expected) => {
    expect(parseIndonesianTimezone(input)).toBe(expected);
  });

  it.each([
    ["11", "Asia/Jakarta"],
    ["31", "Asia/Jakarta"],
    ["61", "Asia/Jakarta"],
    ["62", "Asia/Jakarta"],
    ["51", "Asia/Makassar"],
    ["63", "Asia/Makassar"],
    ["73", "Asia/Makassar"],
    ["81", "Asia/Jayapura"],
    ["96", "Asia/Jayapura"],
    [null, "Asia/Jakarta"],
    ["xx", "Asia/Jakarta"],
  ])("province %s is in %s", (province, zone) => {
    expect(timezoneForProvince(province)).toBe(zone);
  });

  it("labels", () => {
    expect(timezoneLabelOf("Asia/Makassar")).toBe("WITA");
  });
});

describe("validatePlace", () => {
  it("normalises a good form: upper-case code, trimmed text, rounded point, zone from the province", () => {
    expect(
      validatePlace({
        code: " dps-01 ",
        name: " Cabang Denpasar ",
        provinceId: "51",
        cityId: "51.71",
        latitude: "-8.6500004",
        longitude: 115.2166667,
      }),
    ).toEqual({
      values: {
        code: "DPS-01",
        name: "Cabang Denpasar",
        address: "",
        provinceId: "51",
        cityId: "51.71",
        latitude: -8.65,
        longitude: 115.216667,
        timezone: "Asia/Makassar",
        status: null,
      },
      problems: [],
    });
  });

  it("lists every problem", () => {
    const { problems } = validatePlace({
      code: "ab cd",
      name: "",
      provinceId: "31",
      cityId: "51.71",
      latitude: "north",
      timezone: "CET",
    });
    expect(problems).toEqual([
      { field: "code", message: "must be 2 to 20 characters of A-Z, 0-9 and -" },
      { field: "name", message: "is required" },
      { field: "cityId", message: "is not in the chosen province" },
      { field: "latitude", message: "must be a number from -90 to 90" },
      { field: "longitude", message: "is required with a latitude" },
      { field: "timezone", message: "must be WIB, WITA or WIT" },
    ]);
  });
});

describe("validateProject", () => {
  it("needs the end on or after the start", () => {
    expect(
      validateProject({ code: "P1", name: "P", startDate: "2025-01-02", endDate: "2025-01-01" })
        .problems,
    ).toEqual([{ field: "endDate", message: "must be on or after the start date" }]);
    expect(
      validateProject({ code: "P1", name: "P", startDate: "2025-01-02", endDate: "2025-01-02" })
        .problems,
    ).toEqual([]);
  });

  it.each(["2024-02-29", "2025-12-31"])("%s is a date", (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each(["2025-02-29", "2025-13-01", "25-01-01", "2025-1-1", ""])("%j is not", (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe("partners", () => {
  it.each([
    ["081234567890", "81234567890"],
    ["+62 812-3456-7890", "81234567890"],
    ["6281234567890", "81234567890"],
    ["81234567890", "81234567890"],
  ])("phone %s is stored as %s", (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it("validates identity, email and salary registration", () => {
    const { values, problems } = validatePartner({
      fullName: "Budi",
      nik: "3171231508900123",
      phoneNumber: "0812345678",
      email: "Budi@Example.COM",
      salaryRegistration: "pu",
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ phoneNumber: "812345678", email: "budi@example.com" });
    expect(
      validatePartner({
        fullName: "B",
        nik: "31712345",
        phoneNumber: "0711",
        salaryRegistration: "x",
      }).problems.map((p) => p.field),
    ).toEqual(["nik", "phoneNumber", "salaryRegistration"]);
  });

  it("a rejection needs 1 to 500 characters", () => {
    expect(validateRejectionReason("  ").problems).toEqual([
      { field: "reason", message: "is required" },
    ]);
    expect(validateRejectionReason("x".repeat(500)).problems).toEqual([]);
    expect(validateRejectionReason("x".repeat(501)).problems).toEqual([
      { field: "reason", message: "must be at most 500 characters" },
    ]);
  });
});

describe("assignments", () => {
  it("needs an agent, a project, a merchant or branch, and ordered dates", () => {
    expect(validateAssignment({}).problems.map((p) => p.field)).toEqual([
      "agentId",
      "projectId",
      "merchantId",
      "startDate",
    ]);
    expect(
      validateAssignment({ agentId: 1, projectId: "2", branchId: 3, startDate: "2025-01-01" }),
    ).toEqual({
      values: {
        agentId: 1,
        projectId: 2,
        merchantId: null,
        branchId: 3,
        startDate: "2025-01-01",
        endDate: null,
      },
      problems: [],
    });
  });

  it.each([
    ["2025-01-10", null, "2025-01-09", "upcoming"],
    ["2025-01-10", null, "2025-01-10", "active"],
    ["2025-01-10", "2025-01-31", "2025-01-31", "active"],
    ["2025-01-10", "2025-01-31", "2025-02-01", "ended"],
  ] as const)("%s – %s on %s is %s", (start, end, today, status) => {
    expect(assignmentStatus(start, end, today)).toBe(status);
  });

  it("overlap is inclusive at both ends; open ends run forever", () => {
    const march = { startDate: "2025-03-01", endDate: "2025-03-31" };
    expect(dateRangesOverlap(march, { startDate: "2025-03-31", endDate: null })).toBe(true);
    expect(dateRangesOverlap(march, { startDate: "2025-04-01", endDate: null })).toBe(false);
    expect(dateRangesOverlap({ startDate: "2024-01-01", endDate: null }, march)).toBe(true);
    expect(dateRangesOverlap(march, { startDate: "2025-01-01", endDate: "2025-02-28" })).toBe(
      false,
    );
  });
});

describe("invisible characters and impossible NIKs (issue 11 A7)", () => {
  const place = { code: "DPS-01", name: "Cabang Denpasar" };
  it.each([
    ["202E", "\u202E"],
    ["2069", "\u2069"],
    ["200B", "\u200B"],
    ["2060", "\u2060"],
    ["FEFF", "\uFEFF"],
  ])("a name or code with U+%s is refused", (_code, character) => {
    const message = "must not contain invisible or text-direction characters";
    const of = (problems: { field: string }[], field: string) =>
      problems.filter((problem) => problem.field === field);
    expect(of(validatePlace({ ...place, name: `Cabang${character}` }).problems, "name")).toEqual([
      { field: "name", message },
    ]);
    // Trimming would have dropped a U+FEFF at the end unnoticed.
    expect(of(validatePlace({ ...place, code: `DPS-01${character}` }).problems, "code")).toEqual([
      { field: "code", message },
    ]);
    expect(
      of(
        validateProject({ code: "P1", name: `P${character}`, startDate: "2025-01-02" }).problems,
        "name",
      ),
    ).toEqual([{ field: "name", message }]);
    const partner = { fullName: "Budi", nik: "3171231508900123", phoneNumber: "0812345678" };
    expect(validatePartner({ ...partner, fullName: `Bu${character}di` }).problems).toEqual([
      { field: "fullName", message },
    ]);
    expect(validatePartner({ ...partner, nik: `${partner.nik}${character}` }).problems).toEqual([
      { field: "nik", message },
    ]);
  });

  it("a partner NIK must have a province code and a real birth date", () => {
    const partner = { fullName: "Budi", phoneNumber: "0812345678" };
    expect(validatePartner({ ...partner, nik: "0000000000000000" }).problems).toEqual([
      { field: "nik", message: "must start with an Indonesian province code" },
    ]);
    expect(validatePartner({ ...partner, nik: "3171233002900123" }).problems).toEqual([
      {
        field: "nik",
        message: "must hold a real birth date in digits 7 to 12 (DDMMYY; women's day + 40)",
      },
    ]);
    expect(validatePartner({ ...partner, nik: "3171236902920123" }).problems).toEqual([]);
  });
});
