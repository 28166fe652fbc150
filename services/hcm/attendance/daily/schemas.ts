import { Type } from "typebox";
import { BULK_DECISION_LIMIT, DECISION_NOTE_MAX } from "../../../../domain/attendance/daily.ts";
import { ATTENDANCE_DECISIONS, ATTENDANCE_FLAGS } from "../../../../domain/attendance/statuses.ts";
import { Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";

/** Daily Approval is its menu (SPEC §2 /daily-approvals). */
export const MENU = "daily-approval" as const;

/** Record ids are bigserial: any safe integer. */
const RecordId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const RecordParams = Type.Object({ id: RecordId });

export const ListQuery = Type.Object({
  date: Type.Optional(
    Type.String({
      maxLength: 10,
      description: "yyyy-MM-dd, the day in the branch's zone; required unless agentId is given",
    }),
  ),
  agentId: Type.Optional(Id),
  branchId: Type.Optional(Id),
  status: Type.Optional(
    Type.String({
      maxLength: 1000,
      pattern: "^[a-z_]+(,[a-z_]+)*$",
      description: "statuses, comma-separated (SPEC §4)",
    }),
  ),
  flag: Type.Optional(Type.Enum([...ATTENDANCE_FLAGS])),
  q: Type.Optional(
    Type.String({ maxLength: 100, pattern: NO_NUL, description: "employee name or NIK" }),
  ),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: "^-?[A-Za-z]+$",
      description: "agentName (default with a date), -date (default without), checkInAt, …",
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});

const Punch = Nullable(
  Type.Object({
    at: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    accuracyMeters: Type.Number(),
    distanceMeters: Nullable(Type.Integer()),
    isMock: Type.Boolean(),
    offline: Type.Boolean(),
    verificationMethod: Nullable(Type.String()),
    fileId: Nullable(Type.String({ description: "the selfie: GET /api/file/v1/files/{fileId}" })),
    workingLocationId: Nullable(Type.Integer()),
    workingLocationName: Nullable(Type.String()),
    workingLocationLatitude: Nullable(Type.Number()),
    workingLocationLongitude: Nullable(Type.Number()),
    workingLocationRadiusMeters: Nullable(Type.Integer()),
    flags: Type.Array(Type.String()),
  }),
);

export const RecordSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  agentNik: Type.String(),
  date: Type.String(),
  status: Type.String(),
  flags: Type.Array(Type.String()),
  checkInAt: Nullable(Type.String()),
  checkOutAt: Nullable(Type.String()),
  lateMinutes: Type.Integer(),
  earlyOutMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
  overtimeMinutes: Type.Integer({ description: "the day's approved overtime minutes (issue 15)" }),
  branchId: Nullable(Type.Integer()),
  branchName: Nullable(Type.String()),
  timezone: Type.String(),
  dayType: Type.String(),
  shiftId: Nullable(Type.Integer()),
  shiftCode: Nullable(Type.String()),
  shiftName: Nullable(Type.String()),
  shiftStartTime: Nullable(Type.String()),
  shiftEndTime: Nullable(Type.String()),
  scheduledStart: Nullable(Type.String()),
  scheduledEnd: Nullable(Type.String()),
  checkIn: Punch,
  checkOut: Punch,
  decision: Nullable(
    Type.String({ description: "approve, reject or need_revision: the decision the day carries" }),
  ),
  decisionNote: Nullable(Type.String()),
  decidedBy: Nullable(Type.Integer()),
  decidedByName: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  pendingDispute: Type.Boolean({ description: "a dispute request waits: no decision until it is" }),
  version: Type.Integer(),
  updatedAt: Type.String(),
});

export const PageSchema = Type.Object({
  data: Type.Object({
    items: Type.Array(RecordSchema),
    totalItems: Type.Integer(),
    limit: Type.Integer(),
    page: Type.Integer(),
    statusCounts: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() }), {
      description: "the day's records per status under every filter but the status",
    }),
  }),
});

const Note = Type.Optional(
  Nullable(
    Type.String({
      maxLength: DECISION_NOTE_MAX,
      pattern: NO_NUL,
      description: "required to reject or ask for revision",
    }),
  ),
);
const Decision = Type.Enum([...ATTENDANCE_DECISIONS]);

export const DecisionBody = Type.Object(
  {
    decision: Decision,
    note: Note,
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: "the record's version as read; stale: 409",
      }),
    ),
  },
  { additionalProperties: false },
);

export const BulkBody = Type.Object(
  {
    ids: Type.Array(RecordId, { minItems: 1, maxItems: BULK_DECISION_LIMIT }),
    decision: Decision,
    note: Note,
  },
  { additionalProperties: false },
);

export const BulkSchema = Type.Object({
  data: Type.Object({
    decision: Type.String(),
    updatedIds: Type.Array(Type.Integer(), { description: "decided now" }),
    unchangedIds: Type.Array(Type.Integer(), { description: "already so; nothing written" }),
    failures: Type.Array(
      Type.Object({
        id: Type.Integer(),
        reason: Type.String({
          description: "not_found, not_decidable, no_check_in or pending_dispute",
        }),
        message: Type.String(),
      }),
    ),
  }),
});
