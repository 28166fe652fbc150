/**
 * Working locations and attendance policies (issue 13): the rules on their input, shared by
 * the hcm service and the console's forms. Problems are worded in English (domain/problems.ts
 * translates them).
 */
import { coordinateProblems, DEFAULT_RADIUS_METERS } from "./geo.ts";

export type FieldProblem = { field: string; message: string };

export const VERIFICATIONS = ["none", "selfie", "selfie_verified", "qr", "code"] as const;
export type Verification = (typeof VERIFICATIONS)[number];
export const APPROVAL_MODES = ["auto", "manual"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
export const GEOFENCE_HANDLING = ["reject", "flag"] as const;
export type GeofenceHandling = (typeof GEOFENCE_HANDLING)[number];
/** The features whose requests a policy approves automatically or manually. */
export const APPROVAL_FEATURES = ["checkIn", "checkOut", "overtime"] as const;
export type ApprovalFeature = (typeof APPROVAL_FEATURES)[number];

export const DEFAULT_MAX_ACCURACY_METERS = 100;
export const MAX_NAME_LENGTH = 120;

const uniqueIds = (ids: readonly number[] | undefined | null) => [...new Set(ids ?? [])];

function nameProblems(name: string): FieldProblem[] {
  if (name.length === 0) return [{ field: "name", message: "is required" }];
  if (name.length > MAX_NAME_LENGTH)
    return [{ field: "name", message: `must be at most ${MAX_NAME_LENGTH} characters` }];
  return [];
}

export type WorkingLocationInput = {
  name: string;
  latitude: number;
  longitude: number;
  radiusMeters?: number | null | undefined;
  address?: string | null | undefined;
  status?: "active" | "inactive" | null | undefined;
  branchIds?: readonly number[] | null | undefined;
  assignmentIds?: readonly number[] | null | undefined;
};

export function validateWorkingLocation(input: WorkingLocationInput) {
  const values = {
    name: input.name.trim(),
    address: (input.address ?? "").trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    radiusMeters: input.radiusMeters ?? DEFAULT_RADIUS_METERS,
    status: input.status ?? null,
    branchIds: uniqueIds(input.branchIds),
    assignmentIds: uniqueIds(input.assignmentIds),
  };
  const problems: FieldProblem[] = [...nameProblems(values.name), ...coordinateProblems(values)];
  if (values.address.length > 500)
    problems.push({ field: "address", message: "must be at most 500 characters" });
  return { values, problems };
}

export type AttendancePolicyInput = {
  name: string;
  verification: Verification;
  approvalMode: ApprovalMode;
  approvalModes?: Partial<Record<ApprovalFeature, ApprovalMode>> | null | undefined;
  geofence: GeofenceHandling;
  maxAccuracyMeters?: number | null | undefined;
  allowOffline?: boolean | null | undefined;
  allowOutsideRequest?: boolean | null | undefined;
  workingLocationIds: readonly number[];
  branchIds?: readonly number[] | null | undefined;
  agentIds?: readonly number[] | null | undefined;
};

export function validateAttendancePolicy(input: AttendancePolicyInput) {
  const modes = input.approvalModes ?? {};
  const values = {
    name: input.name.trim(),
    verification: input.verification,
    approvalMode: input.approvalMode,
    approvalModes: {
      checkIn: modes.checkIn ?? input.approvalMode,
      checkOut: modes.checkOut ?? input.approvalMode,
      overtime: modes.overtime ?? input.approvalMode,
    },
    geofence: input.geofence,
    maxAccuracyMeters: input.maxAccuracyMeters ?? DEFAULT_MAX_ACCURACY_METERS,
    allowOffline: input.allowOffline ?? false,
    allowOutsideRequest: input.allowOutsideRequest ?? false,
    workingLocationIds: uniqueIds(input.workingLocationIds),
    branchIds: uniqueIds(input.branchIds),
    agentIds: uniqueIds(input.agentIds),
  };
  const problems = nameProblems(values.name);
  const accuracy = values.maxAccuracyMeters;
  if (!Number.isInteger(accuracy) || accuracy < 1 || accuracy > 5000)
    problems.push({ field: "maxAccuracyMeters", message: "must be a whole number from 1 to 5000" });
  return { values, problems };
}
export type AttendancePolicyValues = ReturnType<typeof validateAttendancePolicy>["values"];
