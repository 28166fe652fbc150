import { Type } from "typebox";
import {
  DISPUTE_STATUSES,
  REQUEST_REASON_MAX,
  WORKER_REQUEST_TYPES,
} from "../../../../domain/attendance/requests.ts";
import { Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());

export const CreateRequestBody = Type.Object(
  {
    type: Type.Enum([...WORKER_REQUEST_TYPES]),
    clientRequestId: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: NO_NUL,
      description: "the app's id of the request: a repeat answers the first request (200)",
    }),
    date: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "the day, YYYY-MM-DD" }),
    shiftId: Type.Optional(Nullable(Id)),
    branchId: Type.Optional(Nullable(Id)),
    checkInAt: Type.Optional(
      Nullable(Type.String({ maxLength: 40, description: "ISO-8601 with offset" })),
    ),
    checkOutAt: Type.Optional(
      Nullable(Type.String({ maxLength: 40, description: "ISO-8601 with offset" })),
    ),
    disputeStatus: Type.Optional(Nullable(Type.Enum([...DISPUTE_STATUSES]))),
    reason: Type.String({ maxLength: REQUEST_REASON_MAX, pattern: NO_NUL }),
    fileId: Type.Optional(Nullable(Type.String({ format: "uuid" }))),
  },
  { additionalProperties: false },
);

export const AttendanceRequestSchema = Type.Object({
  id: Type.Integer(),
  type: Str,
  agentId: Type.Integer(),
  agentName: Str,
  date: Str,
  status: Type.String({ description: "pending, approved, rejected or cancelled" }),
  reason: Str,
  fileId: NStr,
  clientRequestId: Str,
  shiftId: NInt,
  shiftName: NStr,
  branchId: NInt,
  branchName: NStr,
  checkInAt: NStr,
  checkOutAt: NStr,
  disputeStatus: NStr,
  recordId: NInt,
  recordStatus: NStr,
  timezone: NStr,
  recordShiftId: NInt,
  recordShiftName: NStr,
  recordBranchId: NInt,
  recordBranchName: NStr,
  recordCheckInAt: NStr,
  recordCheckOutAt: NStr,
  approvalRequestId: NInt,
  ruleName: NStr,
  currentLayer: NInt,
  layerCount: NInt,
  approvalVersion: NInt,
  createdAt: Str,
  updatedAt: Str,
});

export const RecordSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Str,
  date: Str,
  status: Str,
  flags: Type.Array(Str),
  timezone: Str,
  dayType: Str,
  shiftId: NInt,
  shiftName: NStr,
  branchId: NInt,
  branchName: NStr,
  scheduledStart: NStr,
  scheduledEnd: NStr,
  checkInAt: NStr,
  checkOutAt: NStr,
  lateMinutes: Type.Integer(),
  earlyOutMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
});

export const TimelineSchema = Type.Object({
  at: Str,
  source: Str,
  requestId: NInt,
  requestType: NStr,
  actor: Str,
  actorName: NStr,
  action: Str,
  layer: NInt,
  fromStatus: NStr,
  toStatus: NStr,
  note: NStr,
});

export const itemsOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ data: Type.Object({ items: Type.Array(item), totalItems: Type.Integer() }) });

export const DecisionBody = Type.Object(
  {
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: "the approval's version as read; stale: 409",
      }),
    ),
  },
  { additionalProperties: false },
);
