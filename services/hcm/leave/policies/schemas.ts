import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL, VersionField } from "../../../main/schemas.ts";

/**
 * Issue 15, leave policies: the REST body and answer. The body's types are checked here
 * (400 naming the field); its ranges and choices in domain/leave/policy.ts, so the
 * console's form and the service word them alike. The contract (issue 15): POST
 * { name, kind, limited, daysPerPeriod, accrual, startFrom, probationMonths?, carryOverDays?,
 * paidByDefault } → 201 { data: { id, … } }; every other field optional with the table's
 * default.
 */

/** Writes: the settings menu. Reads also serve Leave Management's policy pickers. */
export const WRITE_MENU: MenuId = "settings";
export const READ_MENUS: readonly MenuId[] = ["settings", "leave-management"];

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const IdList = Type.Array(Id, { maxItems: 500 });
const Choice = (description: string) =>
  Type.String({ maxLength: 40, pattern: NO_NUL, description });
const OptionalNumber = (description: string) =>
  Type.Optional(Nullable(Type.Number({ description })));
const OptionalFlag = (description: string) =>
  Type.Optional(Nullable(Type.Boolean({ description })));

export const LeavePolicyBody = Type.Object(
  {
    name: Type.String({
      maxLength: 200,
      pattern: NO_NUL,
      description: "1–100 characters, unique per client",
    }),
    kind: Choice(
      "annual, sick, menstrual, maternity, paternity, miscarriage, the paid special leaves, unpaid or custom",
    ),
    limited: Type.Boolean({ description: "false: unlimited (no balance; daysPerPeriod null)" }),
    daysPerPeriod: OptionalNumber(
      "days granted per accrual period, 0–366, 2 decimals; required when limited",
    ),
    accrual: Choice("monthly (daysPerPeriod every month) or annually (once a year)"),
    startFrom: Choice("join_date or after_probation"),
    probationMonths: OptionalNumber("0–24; required after probation"),
    carryOverDays: OptionalNumber("unused days moved into the next period, 0–366"),
    carryOverExpiryMonths: OptionalNumber(
      "carried days expire this many months (1–12) into the period; null: at its end",
    ),
    maxDaysPerRequest: OptionalNumber("0.5–366; null: no cap"),
    halfDayAllowed: OptionalFlag("half days may be requested"),
    paidByDefault: Type.Boolean({
      description: "approved as paid unless the approver says unpaid",
    }),
    countDaysOff: OptionalFlag("days off inside a request count"),
    countHolidays: OptionalFlag("holidays inside a request count"),
    attachmentRequired: OptionalFlag("a request needs a file"),
    allowNegative: OptionalFlag("a request may exceed the balance"),
    coversAll: OptionalFlag("every employee of the client (default); else branchIds and agentIds"),
    branchIds: Type.Optional(Nullable(IdList)),
    agentIds: Type.Optional(Nullable(IdList)),
    status: Type.Optional(Nullable(Choice("active or inactive"))),
    settings: Type.Optional(
      Nullable(
        Type.Unknown({
          description:
            "kind-specific: payLadder [{fromMonth,toMonth|null,percent}], extensionMonths, extraDaysByAgreement",
        }),
      ),
    ),
    version: Type.Optional(VersionField("PUT: the version read; stale: 409")),
  },
  { additionalProperties: false },
);

const Bilingual = Type.Object({ en: Type.String(), id: Type.String() });
export const WarningSchema = Type.Object({
  code: Type.String(),
  field: Type.String(),
  en: Type.String(),
  id: Type.String(),
});

const PolicyFields = {
  kind: Type.String(),
  limited: Type.Boolean(),
  daysPerPeriod: Nullable(Type.Number()),
  accrual: Type.String(),
  startFrom: Type.String(),
  probationMonths: Type.Integer(),
  carryOverDays: Type.Number(),
  carryOverExpiryMonths: Nullable(Type.Integer()),
  maxDaysPerRequest: Nullable(Type.Number()),
  halfDayAllowed: Type.Boolean(),
  paidByDefault: Type.Boolean(),
  countDaysOff: Type.Boolean(),
  countHolidays: Type.Boolean(),
  attachmentRequired: Type.Boolean(),
  allowNegative: Type.Boolean(),
  coversAll: Type.Boolean(),
  settings: Type.Unknown(),
};

export const LeavePolicySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...PolicyFields,
  branchIds: Type.Array(Type.Integer()),
  branches: Type.Array(
    Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  agentIds: Type.Array(Type.Integer()),
  agents: Type.Array(Type.Object({ id: Type.Integer(), fullName: Type.String() })),
  status: Type.String(),
  inUse: Type.Boolean({
    description: "leave requests or ledger entries refer to it: delete is refused",
  }),
  warnings: Type.Array(WarningSchema, {
    description: "where the policy grants less than the law (RULES.md §2), in both languages",
  }),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const PresetSchema = Type.Object({
  kind: Type.String(),
  statutory: Type.Boolean(),
  label: Bilingual,
  name: Bilingual,
  values: Type.Object(PolicyFields),
  sources: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
  note: Bilingual,
});
