import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { MAX_MEMBERS_PER_REQUEST } from "../../../../domain/payroll/constants.ts";
import { MAX_GROUP_BRANCHES, MAX_GROUP_COMPONENTS } from "../../../../domain/payroll/groups.ts";
import { MAX_MEMBER_COMPONENTS } from "../../../../domain/payroll/members.ts";
import { ListQuery, MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL, VersionField } from "../../../main/schemas.ts";

/**
 * Issue 16, payroll groups and members: the REST bodies and answers (/work/payroll-api.md).
 * Types and sizes are checked here (400 naming the field); ranges and choices in
 * domain/payroll/groups.ts and members.ts, so every bad row is listed with each of its
 * problems and the console's form words them alike.
 */

/** Every route: the Payroll Group menu (SPEC §6; no flag gates it). */
export const MENU: MenuId = "payroll-group";

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const Text = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, pattern: NO_NUL, description })));
const Choice = (description: string) =>
  Type.String({ maxLength: 40, pattern: NO_NUL, description });
const OptionalChoice = (description: string) => Type.Optional(Nullable(Choice(description)));
const OptionalInt = (description: string) => Type.Optional(Nullable(Type.Integer({ description })));
const OptionalFlag = (description: string) =>
  Type.Optional(Nullable(Type.Boolean({ description })));

export const GroupComponentInput = Type.Object(
  {
    componentId: Type.Integer({ description: "a payroll component of the caller's client" }),
    amount: Type.Optional(
      Nullable(
        Type.Number({
          description:
            "the group's default: whole rupiah for Rp, a percentage for %; omitted: the component's default",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const PayrollGroupBody = Type.Object(
  {
    name: Type.String({
      maxLength: 200,
      pattern: NO_NUL,
      description: "1–100 characters, unique per client",
    }),
    shiftConfig: Choice("with_shift or without_shift"),
    salaryType: Choice("per_cycle, daily_fee or per_attendance (SPEC §4 maps it with shiftConfig)"),
    cycle: OptionalChoice("monthly (default), weekly, daily or custom"),
    cutoffDay: OptionalInt("1..31 (31 = end of month): the day a period starts; default 1"),
    customCycleDays: OptionalInt("custom cycle: 1..366 days"),
    payDay: OptionalInt("monthly: 1..31, 31 = end of month (SPEC §9)"),
    payWeekday: OptionalInt("weekly: 1 Monday .. 7 Sunday"),
    socialInsurance: Type.Object(
      {
        programs: Choice("jkk_jkm or jkk_jkm_jht"),
        paidBy: Choice("client or agent"),
        jkkRiskRatePercent: Type.Optional(
          Nullable(Type.Number({ description: "0.24 (default), 0.54, 0.89, 1.27 or 1.74" })),
        ),
      },
      { additionalProperties: false },
    ),
    bpjsKesehatan: OptionalFlag("BPJS Kesehatan (default true)"),
    pensionJp: OptionalFlag("BPJS Jaminan Pensiun (default true)"),
    proration: OptionalChoice("calendar_days (default), working_days or fixed_divisor"),
    prorationDivisor: OptionalInt("fixed_divisor: 1..31"),
    taxConfigurationId: Type.Optional(
      Nullable(
        Type.Integer({ description: "a PPh 21 (not final) tax configuration of the client" }),
      ),
    ),
    taxMethod: OptionalChoice("gross (default), gross_up or tax_allowance"),
    description: Text(2000, "at most 500 characters"),
    status: OptionalChoice("active (default) or inactive"),
    branchIds: Type.Optional(
      Nullable(
        Type.Array(Type.Integer(), {
          maxItems: MAX_GROUP_BRANCHES,
          description: "empty: every branch",
        }),
      ),
    ),
    components: Type.Optional(
      Nullable(Type.Array(GroupComponentInput, { maxItems: MAX_GROUP_COMPONENTS })),
    ),
    version: Type.Optional(VersionField("PUT: the version read; stale: 409")),
  },
  { additionalProperties: false },
);

export const MemberInput = Type.Object(
  {
    agentId: Type.Integer({ description: "an active employee of the caller's client" }),
    basicSalary: Type.Number({ description: "whole rupiah, 0..10,000,000,000" }),
    ptkp: Type.String({ maxLength: 10, pattern: NO_NUL, description: "TK/0 .. K/3" }),
    recipient: OptionalChoice("permanent_employee (default), non_permanent_monthly, …"),
    components: Type.Optional(
      Nullable(
        Type.Array(
          Type.Object(
            { componentId: Type.Integer(), amount: Type.Number() },
            { additionalProperties: false },
          ),
          {
            maxItems: MAX_MEMBER_COMPONENTS,
            description: "the member's own amounts of the group's components",
          },
        ),
      ),
    ),
    paymentMethod: OptionalChoice(
      "bank_transfer, e_wallet or cash; omitted: the worker's own account",
    ),
    bankName: Text(200, "bank_transfer: at most 80 characters"),
    accountNumber: Text(40, "bank_transfer: 5 to 20 digits"),
    accountName: Text(300, "bank_transfer: at most 120 characters"),
    eWallet: OptionalChoice("e_wallet: gopay, ovo, dana, shopeepay or linkaja"),
    walletPhoneNumber: Text(40, "e_wallet: 8 followed by 7 to 12 digits"),
  },
  { additionalProperties: false },
);

export const DateText = Type.String({
  pattern: "^\\d{4}-\\d{2}-\\d{2}$",
  description: "yyyy-MM-dd",
});

export const MembersBody = Type.Object(
  {
    members: Type.Array(MemberInput, { maxItems: MAX_MEMBERS_PER_REQUEST }),
    effectiveFrom: Type.Optional(Nullable(DateText)),
  },
  { additionalProperties: false },
);

/** A member body of 5,000 rows with accounts and components is more than the 1 MB default. */
export const MEMBERS_BODY_LIMIT = 8 * 1024 * 1024;

export const GroupListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  salaryType: Type.Optional(Choice("per_cycle, daily_fee or per_attendance")),
  cycle: Type.Optional(Choice("monthly, weekly, daily or custom")),
  status: Type.Optional(Type.Enum(["active", "inactive"])),
  branchId: Type.Optional(Id),
});

export const MemberListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  branchId: Type.Optional(Id),
  ptkp: Type.Optional(Type.String({ maxLength: 10, pattern: NO_NUL })),
  incompleteAccount: Type.Optional(Type.Boolean()),
  asOf: Type.Optional(DateText),
});

export const GroupMemberParams = Type.Object({ id: Id, agentId: Id });

export const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shiftConfig: Type.String(),
  salaryType: Type.String(),
  salaryTypeNumber: Type.Integer(),
  salaryTypeLabel: Type.String(),
  cycle: Type.String(),
  cutoffDay: Type.Integer(),
  customCycleDays: Nullable(Type.Integer()),
  payDay: Nullable(Type.Integer()),
  payWeekday: Nullable(Type.Integer()),
  socialInsurance: Type.Object({
    programs: Type.String(),
    paidBy: Type.String(),
    jkkRiskRatePercent: Type.Number(),
  }),
  bpjsKesehatan: Type.Boolean(),
  pensionJp: Type.Boolean(),
  proration: Type.String(),
  prorationDivisor: Nullable(Type.Integer()),
  taxConfigurationId: Nullable(Type.Integer()),
  taxConfigurationName: Nullable(Type.String()),
  taxMethod: Type.String(),
  description: Nullable(Type.String()),
  status: Type.String(),
  branchIds: Type.Array(Type.Integer()),
  branches: Type.Array(
    Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  components: Type.Array(
    Type.Object({
      componentId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      scheme: Type.String(),
      addOrSub: Type.String(),
      mode: Type.String(),
      amount: Type.Number(),
    }),
  ),
  memberCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const MemberSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  nik: Type.String(),
  branchId: Type.Integer(),
  branchName: Type.String(),
  effectiveFrom: Type.String(),
  effectiveTo: Nullable(Type.String()),
  basicSalary: Type.Integer(),
  ptkp: Type.String(),
  recipient: Type.String(),
  paymentMethod: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  eWallet: Nullable(Type.String()),
  walletPhoneNumber: Nullable(Type.String()),
  accountFromMember: Type.Boolean(),
  incompleteAccount: Type.Boolean(),
  components: Type.Array(
    Type.Object({
      componentId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      scheme: Type.String(),
      amount: Type.Number(),
    }),
  ),
  version: Type.Integer(),
});

export const CountSchema = Type.Object({ data: Type.Object({ count: Type.Integer() }) });
