import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL, VersionField } from "../../../main/schemas.ts";
import { HcmListQuery } from "../../places/schemas.ts";

/**
 * Issue 16, tax group configurations and employee tax records: the REST bodies and answers
 * (/work/payroll-api.md). The bodies' types are checked here (400 naming the field); their
 * choices and ranges in domain/payroll/taxConfig.ts and taxRecords.ts, so the console's forms
 * and the service word them alike.
 */

/** Writes: Tax Management. Reads also serve the payroll group form's configuration picker. */
export const WRITE_MENU: MenuId = "tax-management";
export const READ_MENUS: readonly MenuId[] = ["tax-management", "payroll-group"];

const Choice = (description: string) =>
  Type.String({ maxLength: 40, pattern: NO_NUL, description });
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
/** Money is checked as whole rupiah by the domain (a clearer 400 than "must be integer"). */
const Money = (description: string) => Type.Optional(Nullable(Type.Number({ description })));

const SortParam = (fields: string) =>
  Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: "^-?[A-Za-z]+$",
      description: `${fields}; a leading - for descending`,
    }),
  );

export const TaxConfigurationListQuery = Type.Object({
  ...HcmListQuery,
  kind: Type.Optional(Type.Enum(["pph21_non_final", "pph21_final"])),
  status: Type.Optional(Type.Enum(["active", "inactive"])),
  sort: SortParam("name, kind, status, createdAt or updatedAt"),
});

const BandBody = Type.Object(
  {
    upTo: Type.Optional(Nullable(Type.Number({ description: "whole rupiah; null in the last" }))),
    ratePercent: Type.Number({ description: "0–100, at most 2 decimals" }),
  },
  { additionalProperties: false },
);

const ConfigurationFields = {
  kind: Choice("pph21_non_final or pph21_final (the latter behind flag final_tax_configuration)"),
  name: Type.String({ maxLength: 200, pattern: NO_NUL, description: "1–100 characters, unique" }),
  terRounding: Type.Optional(Nullable(Choice("floor (default) or half_up (REFERENCE.md §6.1)"))),
  noNpwpSurcharge: Type.Optional(
    Nullable(Type.Boolean({ description: "the 20 % without NPWP (§2.4); default false" })),
  ),
  biayaJabatanMode: Type.Optional(
    Nullable(Choice("aggregate (default) or monthly (REFERENCE.md §6.3)")),
  ),
  finalKind: Type.Optional(Nullable(Choice("final only: severance or lump_sum_pension"))),
  finalBands: Type.Optional(
    Nullable(
      Type.Array(BandBody, {
        maxItems: 50,
        description: "final only: ascending ceilings, the last null; omitted: PP 68/2009",
      }),
    ),
  ),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: NO_NUL }))),
  status: Type.Optional(Nullable(Choice("active (default) or inactive"))),
};

export const TaxConfigurationBody = Type.Object(ConfigurationFields, {
  additionalProperties: false,
});
export const TaxConfigurationUpdateBody = Type.Object(
  { ...ConfigurationFields, version: VersionField("the version read; stale: 409") },
  { additionalProperties: false },
);

export const TaxConfigurationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  name: Type.String(),
  terRounding: Type.String(),
  noNpwpSurcharge: Type.Boolean(),
  biayaJabatanMode: Type.String(),
  finalKind: Nullable(Type.String()),
  finalBands: Nullable(
    Type.Array(Type.Object({ upTo: Nullable(Type.Number()), ratePercent: Type.Number() })),
  ),
  description: Nullable(Type.String()),
  status: Type.String(),
  groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: "payroll groups that use it",
  }),
  employeeCount: Type.Integer({ description: "employee tax records of the current year" }),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const EmployeeTaxRecordListQuery = Type.Object({
  ...HcmListQuery,
  year: Type.Optional(Type.Integer({ description: "default: the client's current year" })),
  sort: SortParam("name, nik, branchName, taxId, startMonth, endMonth or updatedAt"),
});

const RecordFields = {
  taxConfigurationId: Id("a PPh 21 (not final) configuration of the caller's client"),
  agentId: Id("a worker of the caller's client; one record per worker and year"),
  year: Type.Integer({ description: "2024–2100" }),
  taxIdKind: Choice("npwp or nik (the NIK activated as NPWP)"),
  taxId: Type.String({
    maxLength: 40,
    pattern: NO_NUL,
    description: "15/16 digits (NPWP), 16 (NIK)",
  }),
  ptkp: Choice("PTKP status at the start of the year: TK/0 … K/3"),
  recipient: Type.Optional(Nullable(Choice("default permanent_employee"))),
  startMonth: Type.Optional(Nullable(Type.Integer({ description: "1–12, default 1" }))),
  endMonth: Type.Optional(Nullable(Type.Integer({ description: "1–12, default 12" }))),
  subjectiveChange: Type.Optional(Nullable(Type.Boolean())),
  openingBruto: Money("this employer's bruto before Tenaga ran payroll"),
  openingWithheld: Money("withheld before Tenaga ran payroll"),
  openingDeductions: Money("employee JHT/JP/pension contributions already paid"),
  previousEmployerBruto: Money("a previous employer's bruto this year"),
  previousEmployerWithheld: Money("a previous employer's withholding this year"),
  previousEmployerDeductions: Money("a previous employer's deductible contributions"),
  note: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: NO_NUL }))),
};

export const EmployeeTaxRecordBody = Type.Object(RecordFields, { additionalProperties: false });
export const EmployeeTaxRecordUpdateBody = Type.Object(
  { ...RecordFields, version: VersionField("the version read; stale: 409") },
  { additionalProperties: false },
);

export const GenerateBody = Type.Object(
  { year: Type.Integer({ description: "2024–2100" }) },
  { additionalProperties: false },
);

export const EmployeeTaxRecordSchema = Type.Object({
  id: Type.Integer(),
  taxConfigurationId: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  nik: Type.String(),
  branchName: Nullable(Type.String()),
  year: Type.Integer(),
  taxIdKind: Type.String(),
  taxId: Type.String(),
  ptkp: Type.String(),
  terCategory: Type.String({ description: "A, B or C (PP 58/2023 Ps. 2(4))" }),
  recipient: Type.String(),
  startMonth: Type.Integer(),
  endMonth: Type.Integer(),
  subjectiveChange: Type.Boolean(),
  openingBruto: Type.Number(),
  openingWithheld: Type.Number(),
  openingDeductions: Type.Number(),
  previousEmployerBruto: Type.Number(),
  previousEmployerWithheld: Type.Number(),
  previousEmployerDeductions: Type.Number(),
  note: Nullable(Type.String()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
