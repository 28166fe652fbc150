import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAgentInput, parseCustomData, parseTermination } from "./agent.ts";
import { isIsoDate, MAX_DATE_YEAR, MIN_DATE_YEAR, parseIsoDate } from "./dates.ts";
import { validateAssignment, validateProject } from "./org.ts";

describe("workforce dates: yyyy-MM-dd, a real day, years 1900–2999", () => {
  it.each(["1900-01-01", "2024-02-29", "2999-12-31"])("%s is one", (value) => {
    expect(isIsoDate(value)).toBe(true);
    expect(parseIsoDate(value)?.toString()).toBe(value);
  });

  it.each([
    "0000-06-01",
    "0001-01-01",
    "1899-12-31",
    "3000-01-01",
    "9999-12-31",
    "2023-02-29",
    "2025-13-01",
    "2025-1-1",
    "+002025-01-01",
    "",
  ])("%j is not", (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(parseIsoDate(value)).toBeNull();
  });

  it("parseIsoDate and isIsoDate agree on every string of the date's shape", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const parsed = parseIsoDate(text);
          expect(parsed !== null).toBe(isIsoDate(text));
          if (parsed) expect(parsed.toString()).toBe(text);
          if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) expect(parsed).toBeNull();
        },
      ),
    );
  });

  it("the agent form, additional data, termination, projects and assignments all apply it", () => {
    const fields = [
      {
        key: "expiry",
        label: "Expiry",
        type: "date" as const,
        required: false,
        options: [],
        status: "active" as const,
      },
    ];
    const agent = parseAgentInput(
      {
        fullName: "Budi",
        nik: "3171011508900001",
        phoneNumber: "81234567890",
        birthDate: "0000-01-01",
        joinDate: "0000-06-01",
        contractType: "pkwt",
        branchId: 1,
        customData: { expiry: "0000-01-31" },
      },
      fields,
      { today: "2025-06-15" },
    );
    expect(agent.errors).toEqual([
      { field: "birthDate", message: "Birth date must be a valid date (yyyy-MM-dd)" },
      { field: "joinDate", message: "Join date must be a valid date (yyyy-MM-dd)" },
      { field: "customData.expiry", message: "Expiry must be a date (yyyy-MM-dd)" },
    ]);
    expect(parseCustomData({ expiry: "1899-12-31" }, fields).errors).toHaveLength(1);
    expect(
      parseTermination(
        { reason: "OTHERS", date: "0000-01-01" },
        { joinDate: "2024-01-01", today: "2025-06-15" },
      ).errors,
    ).toEqual([{ field: "date", message: "Effective date must be a valid date (yyyy-MM-dd)" }]);
    expect(validateProject({ code: "P1", name: "P", startDate: "0000-01-01" }).problems).toEqual([
      { field: "startDate", message: "must be a date written yyyy-MM-dd" },
    ]);
    expect(
      validateAssignment({ agentId: 1, projectId: 1, branchId: 1, startDate: "3000-01-01" })
        .problems,
    ).toEqual([{ field: "startDate", message: "must be a date written yyyy-MM-dd" }]);
  });
});
