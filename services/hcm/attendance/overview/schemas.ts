import { Type } from "typebox";
import { RECAP_COUNTS, RECAP_MAX_DAYS } from "../../../../domain/attendance/recap.ts";
import type { MenuId } from "../../../../domain/menus.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";

export const OVERVIEW_MENU: MenuId = "attendance-overview";
export const RECAP_MENU: MenuId = "attendance-recap";
/** A record's detail is read from the Overview, Daily Approval and Pending Approval pages. */
export const RECORD_READERS: readonly MenuId[] = [
  "attendance-overview",
  "daily-approval",
  "pending-approval",
];

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const DateText = (description: string) =>
  Type.Optional(
    Type.String({ maxLength: 10, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description }),
  );

export const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

/** SPEC §2: both Overview tabs take employeeId, employeeName and date. */
export const OverviewQuery = {
  ...Paging,
  employeeId: Type.Optional(Id),
  employeeName: Type.Optional(Type.String({ maxLength: 120, pattern: NO_NUL })),
  date: DateText("one day (yyyy-MM-dd); today in the client's zone when no day is given"),
  from: DateText(`a range's first day instead of date (at most ${RECAP_MAX_DAYS} days)`),
  to: DateText("a range's last day (from alone is one day)"),
};

export const DailyQuery = {
  ...OverviewQuery,
  branchId: Type.Optional(Id),
  status: Type.Optional(Type.String({ maxLength: 40, pattern: "^[a-z_]+$" })),
};

export const RecapQuery = {
  ...Paging,
  from: Type.String({ maxLength: 10, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }),
  to: Type.String({ maxLength: 10, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }),
  branchId: Type.Optional(Id),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: "^-?[A-Za-z]+$",
      description: "a sortable field; a leading - for descending",
    }),
  ),
};

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
const ShiftRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const Text = Type.String();
const NullText = Nullable(Type.String());

export const ActivityLogSchema = Type.Object({
  id: Type.Integer(),
  recordId: Nullable(Type.Integer()),
  date: Text,
  agentId: Type.Integer(),
  employeeName: Text,
  branch: Ref,
  type: Text,
  occurredAt: Text,
  receivedAt: Text,
  timezone: Text,
  utcOffsetMinutes: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  accuracyMeters: Type.Number(),
  workingLocation: Nullable(Ref),
  distanceMeters: Nullable(Type.Integer()),
  flags: Type.Array(Text),
  isMock: Type.Boolean(),
  offline: Type.Boolean(),
  provider: NullText,
  verificationMethod: NullText,
  selfieFileId: NullText,
  recordStatus: NullText,
});

const recordFields = {
  id: Type.Integer(),
  date: Text,
  agentId: Type.Integer(),
  employeeName: Text,
  nik: Text,
  branch: Nullable(Ref),
  timezone: Text,
  shift: Nullable(ShiftRef),
  dayType: Text,
  scheduledStart: NullText,
  scheduledEnd: NullText,
  status: Text,
  flags: Type.Array(Text),
  checkInAt: NullText,
  checkOutAt: NullText,
  lateMinutes: Type.Integer(),
  earlyOutMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
  overtimeMinutes: Type.Integer({ description: "the day's approved overtime minutes (issue 15)" }),
};

export const OverviewRecordSchema = Type.Object(recordFields);

export const RecordDetailSchema = Type.Object({
  ...recordFields,
  decisionNote: NullText,
  decidedAt: NullText,
  decidedBy: Nullable(Type.Object({ id: Type.Integer(), fullname: Text })),
  version: Type.Integer(),
  createdAt: Text,
  updatedAt: Text,
  events: Type.Array(ActivityLogSchema),
  actions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      actor: Text,
      actorName: NullText,
      action: Text,
      fromStatus: NullText,
      toStatus: NullText,
      note: NullText,
      at: Text,
    }),
  ),
  requests: Type.Array(
    Type.Object({
      id: Type.Integer(),
      requestType: Text,
      date: Text,
      status: Text,
      reason: Text,
      disputeStatus: NullText,
      shift: Nullable(ShiftRef),
      branch: Nullable(Ref),
      checkInAt: NullText,
      checkOutAt: NullText,
      fileId: NullText,
      createdAt: Text,
      updatedAt: Text,
    }),
  ),
});

export const RecapRowSchema = Type.Object({
  agentId: Type.Integer(),
  employeeName: Text,
  nik: Text,
  branch: Ref,
  scheduledDays: Type.Integer(),
  ...Object.fromEntries(RECAP_COUNTS.map((c) => [c.key, Type.Integer()])),
  overtimeMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
  approvedOvertimeMinutes: Type.Integer({ description: "approved overtime requests (issue 15)" }),
  overtimeUnits: Type.Number({ description: "their multiplier units (Σ hours × multiplier)" }),
  paidLeaveDays: Type.Number({ description: "paid leave and paid sick days, half days as 0.5" }),
  unpaidLeaveDays: Type.Number({
    description: "unpaid leave and unpaid sick days, half days as 0.5",
  }),
  sickDays: Type.Number({ description: "every sick status, half days as 0.5" }),
});

export const pageSchema = <T extends Parameters<typeof Type.Array>[0]>(
  item: T,
  extra: Record<string, Parameters<typeof Type.Array>[0]> = {},
) =>
  Type.Object({
    data: Type.Object({
      items: Type.Array(item),
      totalItems: Type.Integer(),
      limit: Type.Integer(),
      page: Type.Integer(),
      ...extra,
    }),
  });
