import { describe, expect, it } from "vitest";
import { directUploadUrl, directUploadViewOf } from "../model/directUpload.ts";

describe("the direct upload's answer", () => {
  it("201 is a completed upload carrying the report's id", () => {
    expect(
      directUploadViewOf(201, JSON.stringify({ data: { id: 9, name: "Gaji", lineCount: 3 } })),
    ).toMatchObject({ status: "completed", totalRows: 3, result: { id: 9, name: "Gaji" } });
  });

  it("400 splits the name's and month's problems from the rows'", () => {
    const view = directUploadViewOf(
      400,
      JSON.stringify({
        message: "Failed to Create Payroll Report",
        errors: [
          { field: "name", message: "is required" },
          { field: "period", message: "must be a month written YYYY-MM" },
          { field: "rows.1.Salary", message: "Not a column of this template" },
          { field: "rows.4", message: "The file has no data rows" },
          { field: "rows.5.pph21", message: "must not be negative" },
        ],
      }),
    );
    expect(view).toMatchObject({
      status: "invalid",
      result: { head: { name: "is required", period: "must be a month written YYYY-MM" } },
      errors: [
        { row: 1, column: "Salary", message: "Not a column of this template" },
        { row: 4, column: "", message: "The file has no data rows" },
        { row: 5, column: "pph21", message: "must not be negative" },
      ],
    });
  });

  it("409 BATCH_NAME_ALREADY_EXIST is the name's problem, with or without its field", () => {
    const bare = directUploadViewOf(
      409,
      JSON.stringify({ message: "Taken", detail: { code: "BATCH_NAME_ALREADY_EXIST" } }),
    );
    expect(bare).toMatchObject({
      status: "invalid",
      errors: [],
      result: { head: { name: "Taken" } },
    });
    const named = directUploadViewOf(
      409,
      JSON.stringify({
        message: "Taken",
        detail: { code: "BATCH_NAME_ALREADY_EXIST" },
        errors: [{ field: "name", message: "is already the name of another payroll report" }],
      }),
    );
    expect(named?.result).toEqual({
      head: { name: "is already the name of another payroll report" },
    });
  });

  it("anything else is a failed send", () => {
    expect(directUploadViewOf(403, JSON.stringify({ message: "Permission Denied" }))).toBeNull();
    expect(directUploadViewOf(413, "not json")).toBeNull();
    expect(directUploadViewOf(201, JSON.stringify({ data: {} }))).toBeNull();
  });

  it("names the report and month in the URL", () => {
    expect(directUploadUrl("Gaji & THR", "2026-03", "a b.xlsx")).toBe(
      "/api/hcm/v1/payroll-reports/direct/upload?name=Gaji+%26+THR&period=2026-03&fileName=a+b.xlsx",
    );
  });
});
