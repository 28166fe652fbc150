import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { APPROVAL_MODES, GEOFENCE_HANDLING, VERIFICATIONS } from "../../../domain/places.ts";
import { MAX_ID, Nullable } from "../../main/org/common.ts";
import { NO_NUL } from "../../main/schemas.ts";

/** Locations are managed under their menu and picked by the attendance-policy form. */
export const LOCATION_READERS: readonly MenuId[] = ["working-location", "settings"];

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const IdList = Type.Array(Id, { maxItems: 500 });

/** hcm lists: `{ data: { items, totalItems } }`, paging by `limit` and `page`. */
export const HcmListQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
};

export const WorkingLocationBody = Type.Object(
  {
    name: Type.String({ maxLength: 200, pattern: NO_NUL }),
    address: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
    latitude: Type.Number(),
    longitude: Type.Number(),
    radiusMeters: Type.Optional(Nullable(Type.Number())),
    status: Type.Optional(Nullable(Type.Enum(["active", "inactive"]))),
    branchIds: Type.Optional(Nullable(IdList)),
    assignmentIds: Type.Optional(Nullable(IdList)),
  },
  { additionalProperties: false },
);

const BranchRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });

export const WorkingLocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  radiusMeters: Type.Integer(),
  status: Type.String(),
  branchIds: Type.Array(Type.Integer()),
  branches: Type.Array(BranchRef),
  assignmentIds: Type.Array(Type.Integer()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const CheckBody = Type.Object(
  {
    latitude: Type.Number(),
    longitude: Type.Number(),
    accuracyMeters: Type.Optional(Nullable(Type.Number())),
  },
  { additionalProperties: false },
);

export const CheckSchema = Type.Object({
  distanceMeters: Type.Number(),
  result: Type.Enum(["inside", "outside", "ambiguous"]),
  radiusMeters: Type.Integer(),
});

const Mode = Type.Enum([...APPROVAL_MODES]);

export const AttendancePolicyBody = Type.Object(
  {
    name: Type.String({ maxLength: 200, pattern: NO_NUL }),
    verification: Type.Enum([...VERIFICATIONS]),
    approvalMode: Mode,
    approvalModes: Type.Optional(
      Nullable(
        Type.Object(
          {
            checkIn: Type.Optional(Mode),
            checkOut: Type.Optional(Mode),
            overtime: Type.Optional(Mode),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    geofence: Type.Enum([...GEOFENCE_HANDLING]),
    maxAccuracyMeters: Type.Optional(Nullable(Type.Number())),
    allowOffline: Type.Optional(Nullable(Type.Boolean())),
    allowOutsideRequest: Type.Optional(Nullable(Type.Boolean())),
    workingLocationIds: IdList,
    branchIds: Type.Optional(Nullable(IdList)),
    agentIds: Type.Optional(Nullable(IdList)),
  },
  { additionalProperties: false },
);

export const AttendancePolicySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  verification: Type.String(),
  approvalMode: Type.String(),
  approvalModes: Type.Object({
    checkIn: Type.String(),
    checkOut: Type.String(),
    overtime: Type.String(),
  }),
  geofence: Type.String(),
  maxAccuracyMeters: Type.Integer(),
  allowOffline: Type.Boolean(),
  allowOutsideRequest: Type.Boolean(),
  workingLocationIds: Type.Array(Type.Integer()),
  workingLocations: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  branchIds: Type.Array(Type.Integer()),
  branches: Type.Array(BranchRef),
  agentIds: Type.Array(Type.Integer()),
  agents: Type.Array(Type.Object({ id: Type.Integer(), fullName: Type.String() })),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const listAnswer = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ data: Type.Object({ items: Type.Array(item), totalItems: Type.Integer() }) });
