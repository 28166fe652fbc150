import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import {
  ADD_OR_SUB,
  COMPONENT_MODES,
  COMPONENT_SCHEMES,
  REGULATION_PROGRAMMES,
} from "../../../../domain/payroll/constants.ts";
import { Nullable } from "../../../main/org/common.ts";
import { NO_NUL, VersionField } from "../../../main/schemas.ts";
import { HcmListQuery } from "../../places/schemas.ts";

/** Managed under Payroll Component; read also by the payroll-group form (it picks them). */
export const WRITE_MENU = "payroll-component" as const satisfies MenuId;
export const READ_MENUS: readonly MenuId[] = ["payroll-component", "payroll-group"];

/** Free text whose values the domain checks (so every problem is listed at once, by field). */
const Word = Type.String({ maxLength: 40, pattern: NO_NUL });

/**
 * SPEC §3 / §9 fields. Ranges and vocabularies are the domain's checks
 * (domain/payroll/components.ts), so they answer 400 naming the field with the rule's words.
 */
const componentFields = {
  name: Type.String({ maxLength: 200, pattern: NO_NUL }),
  code: Type.String({ maxLength: 100, pattern: NO_NUL }),
  scheme: Word,
  addOrSub: Word,
  mode: Word,
  taxable: Type.Optional(Nullable(Type.Boolean())),
  taxTreatment: Type.Optional(Nullable(Word)),
  base: Type.Optional(Nullable(Word)),
  defaultAmount: Type.Optional(Nullable(Type.Number())),
  effectiveDate: Type.Optional(Nullable(Word)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  status: Type.Optional(Nullable(Word)),
};

export const PayrollComponentBody = Type.Object(componentFields, { additionalProperties: false });
export const PayrollComponentUpdateBody = Type.Object(
  { ...componentFields, version: VersionField("the version read; a stale one is 409") },
  { additionalProperties: false },
);

export const PayrollComponentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  predefined: Type.Boolean(),
  scheme: Type.String(),
  addOrSub: Type.String(),
  mode: Type.String(),
  taxable: Type.Boolean(),
  taxTreatment: Type.String(),
  base: Nullable(Type.String()),
  defaultAmount: Nullable(Type.Number()),
  effectiveDate: Type.String(),
  description: Nullable(Type.String()),
  status: Type.String(),
  groupCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const COMPONENT_SORTS = [
  "name",
  "-name",
  "code",
  "-code",
  "effectiveDate",
  "-effectiveDate",
  "updatedAt",
  "-updatedAt",
] as const;

export const PayrollComponentListQuery = Type.Object({
  ...HcmListQuery,
  scheme: Type.Optional(Type.Enum([...COMPONENT_SCHEMES])),
  addOrSub: Type.Optional(Type.Enum([...ADD_OR_SUB])),
  mode: Type.Optional(Type.Enum([...COMPONENT_MODES])),
  status: Type.Optional(Type.Enum(["active", "inactive"])),
  sort: Type.Optional(Type.Enum([...COMPONENT_SORTS])),
});

const RateBody = Type.Object(
  {
    effectiveFrom: Word,
    employerRate: Type.Optional(Nullable(Type.Number())),
    employeeRate: Type.Optional(Nullable(Type.Number())),
    employerAmount: Type.Optional(Nullable(Type.Number())),
    employeeAmount: Type.Optional(Nullable(Type.Number())),
    wageCap: Type.Optional(Nullable(Type.Number())),
    minimumWageFloor: Type.Optional(Nullable(Type.Boolean())),
    basis: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  },
  { additionalProperties: false },
);

/** REFERENCE.md §4 programmes; rates omitted on create are the statutory rows. */
const regulationFields = {
  programme: Word,
  name: Type.Optional(Nullable(Type.String({ maxLength: 200, pattern: NO_NUL }))),
  jkkRiskClass: Type.Optional(Nullable(Type.Number())),
  status: Type.Optional(Nullable(Word)),
  rates: Type.Optional(Nullable(Type.Array(RateBody, { maxItems: 60 }))),
};

export const RegulationComponentBody = Type.Object(regulationFields, {
  additionalProperties: false,
});
export const RegulationComponentUpdateBody = Type.Object(
  { ...regulationFields, version: VersionField("the version read; a stale one is 409") },
  { additionalProperties: false },
);

const RateSchema = Type.Object({
  effectiveFrom: Type.String(),
  employerRate: Type.Number(),
  employeeRate: Type.Number(),
  employerAmount: Type.Integer(),
  employeeAmount: Type.Integer(),
  wageCap: Nullable(Type.Integer()),
  minimumWageFloor: Type.Boolean(),
  basis: Nullable(Type.String()),
});

export const RegulationComponentSchema = Type.Object({
  id: Type.Integer(),
  programme: Type.String(),
  participant: Type.String(),
  name: Type.String(),
  jkkRiskClass: Nullable(Type.Integer()),
  jkkRiskRatePercent: Nullable(Type.Number()),
  agentCode: Nullable(Type.String()),
  clientCode: Nullable(Type.String()),
  status: Type.String(),
  currentRate: Nullable(RateSchema),
  rates: Type.Array(RateSchema, { description: "every dated rate, newest first" }),
  groupCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const RegulationComponentListQuery = Type.Object({
  ...HcmListQuery,
  programme: Type.Optional(Type.Enum([...REGULATION_PROGRAMMES])),
  status: Type.Optional(Type.Enum(["active", "inactive"])),
});
