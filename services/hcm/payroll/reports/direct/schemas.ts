import { Type } from "typebox";
import type { MenuId } from "../../../../../domain/menus.ts";
import { MAX_DIRECT_ROWS } from "../../../../../domain/payroll/direct.ts";
import { Nullable } from "../../../../main/org/common.ts";
import { NO_NUL } from "../../../../main/schemas.ts";

/**
 * Issue 17, direct payroll: the REST bodies (/work/reports-api.md "Direct payroll"). Types and
 * sizes here (400 naming the field); amounts, workers and the net pay in
 * domain/payroll/direct.ts and create.ts, so every bad row is listed with each of its problems.
 */

/** Every route: the payroll report menus (reads and writes). */
export const MENUS: readonly MenuId[] = ["payroll-report", "payroll-report-beta"];

/** The headline of a refused direct report (localised: "Gagal Membuat Laporan Penggajian"). */
export const CREATE_MESSAGE = "Failed to Create Payroll Report";

const Amount = (description: string) =>
  Type.Optional(
    Nullable(Type.Number({ description: `${description}: whole rupiah, 0..10,000,000,000` })),
  );

export const DirectRow = Type.Object(
  {
    employeeNumber: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 40,
          pattern: NO_NUL,
          description: "the worker's employee number (NIK); or agentId",
        }),
      ),
    ),
    agentId: Type.Optional(
      Nullable(Type.Integer({ description: "a worker of the caller's client" })),
    ),
    basicSalary: Amount("required"),
    allowances: Amount("earning"),
    overtime: Amount("earning"),
    otherEarnings: Amount("earning"),
    deductions: Amount("the worker's deductions"),
    pph21: Amount("PPh 21 withheld"),
    note: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: NO_NUL }))),
  },
  { additionalProperties: false },
);

export const DirectBody = Type.Object(
  {
    name: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 400,
          pattern: NO_NUL,
          description: "1–100 characters, unique per client",
        }),
      ),
    ),
    period: Type.Optional(
      Nullable(
        Type.String({ maxLength: 20, pattern: NO_NUL, description: "the payroll month, yyyy-MM" }),
      ),
    ),
    rows: Type.Array(DirectRow, { maxItems: MAX_DIRECT_ROWS }),
  },
  { additionalProperties: false },
);

/** 20,000 rows with notes are more than the 1 MB default. */
export const DIRECT_BODY_LIMIT = 16 * 1024 * 1024;

export const CreatedSchema = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    status: Type.String(),
    period: Type.String(),
    lineCount: Type.Integer(),
    totals: Type.Object({
      gross: Type.Integer(),
      net: Type.Integer(),
      pph21: Type.Integer(),
      employerContributions: Type.Integer(),
      deductions: Type.Integer(),
    }),
  }),
});
