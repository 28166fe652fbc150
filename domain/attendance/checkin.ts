/**
 * Issue 14: the pure parts of judging one check-in or check-out the worker app sends — the
 * device time, the offline window, GPS accuracy, the nearest working location and the
 * verification the policy demands. services/hcm/agent/attendance.ts applies them.
 * Sources: RULES.md §5 (geofence maths and accuracy), §4.3 (offline, QR/code, selfie).
 */
import { classifyFix, distanceMeters, type GeofenceResult, type LatLng } from "../geo.ts";
import type { AttendanceFlag } from "./statuses.ts";

export type FieldProblem = { field: string; message: string };

/** Offline check-ins are accepted up to this late (issue 14). */
export const MAX_OFFLINE_HOURS = 72;
/**
 * A device time this far from the server's still counts as live. Decision: a live event is
 * judged by the SERVER's clock (a phone's clock can be set back to look on time); an older
 * one is an offline sync, judged by its device time, accepted only when the policy allows
 * offline and flagged `offline_synced` so the approver sees it (RULES.md §4.3 KaryaOne).
 */
export const LIVE_TOLERANCE_MINUTES = 5;

/** ISO-8601 with a date, a time to the minute at least, and an explicit offset (or Z). */
const OCCURRED_AT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** The instant and the device's UTC offset (minutes) of `occurredAt`, or null when invalid. */
export function parseOccurredAt(text: string): { instant: Date; offsetMinutes: number } | null {
  const match = OCCURRED_AT.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = "0", , zone, oh, om] = match;
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  let offsetMinutes = 0;
  if (zone !== "Z") {
    const hours = Number(oh);
    const minutes = Number(om);
    if (hours > 14 || minutes > 59) return null;
    offsetMinutes = (zone!.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
    if (Math.abs(offsetMinutes) > 14 * 60) return null;
  }
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  return { instant, offsetMinutes };
}

export type Timing =
  | { kind: "live"; at: Date }
  | { kind: "offline"; at: Date }
  | { kind: "future" }
  | { kind: "offline_not_allowed" }
  | { kind: "too_old" };

/**
 * When the event counts as having happened: live events at the server's time, offline ones
 * (the app says so, or the device time is older than the live tolerance) at their device time
 * when the policy allows offline and it is at most MAX_OFFLINE_HOURS old.
 */
export function judgeTiming(input: {
  occurredAt: Date;
  receivedAt: Date;
  offline: boolean;
  allowOffline: boolean;
}): Timing {
  const ageMs = input.receivedAt.getTime() - input.occurredAt.getTime();
  const tolerance = LIVE_TOLERANCE_MINUTES * 60_000;
  if (ageMs < -tolerance) return { kind: "future" };
  if (!input.offline && ageMs <= tolerance) return { kind: "live", at: input.receivedAt };
  if (!input.allowOffline) return { kind: "offline_not_allowed" };
  if (ageMs > MAX_OFFLINE_HOURS * 3_600_000) return { kind: "too_old" };
  // An offline event is never later than its arrival.
  return {
    kind: "offline",
    at: ageMs < 0 ? input.receivedAt : input.occurredAt,
  };
}

export type WorkingLocation = LatLng & { id: number; name: string; radiusMeters: number };

export type NearestLocation = {
  location: WorkingLocation;
  distanceMeters: number;
  result: GeofenceResult;
};

/**
 * The worker's location the fix is judged against: of those it is inside, the nearest; else
 * of those only its accuracy circle reaches (ambiguous), the nearest; else the nearest of all
 * (RULES.md §4.3 Staffinc: "nearest assigned location auto-selected"). Null without locations.
 */
export function nearestLocation(
  fix: LatLng,
  accuracyMeters: number,
  locations: readonly WorkingLocation[],
): NearestLocation | null {
  const rank = { inside: 0, ambiguous: 1, outside: 2 } as const;
  let best: NearestLocation | null = null;
  for (const location of locations) {
    const distance = Math.round(distanceMeters(location, fix) * 100) / 100;
    const result = classifyFix(distance, location.radiusMeters, accuracyMeters);
    if (
      best === null ||
      rank[result] < rank[best.result] ||
      (rank[result] === rank[best.result] && distance < best.distanceMeters)
    )
      best = { location, distanceMeters: distance, result };
  }
  return best;
}

export type GeofencePolicy = "reject" | "flag";

/**
 * What a fix means for the check-in (RULES.md §5): inside → nothing; only the accuracy circle
 * reaches a location (ambiguous) → accepted, flagged `low_accuracy` for approval; outside every
 * location → refused (policy `reject`) or accepted flagged `outside_geofence` (policy `flag`,
 * Staffinc). Decision: a worker with no working location at all has no fence to be outside of.
 */
export function geofenceVerdict(
  nearest: NearestLocation | null,
  policy: GeofencePolicy,
): { reject: boolean; flags: AttendanceFlag[] } {
  if (nearest === null || nearest.result === "inside") return { reject: false, flags: [] };
  if (nearest.result === "ambiguous") return { reject: false, flags: ["low_accuracy"] };
  return policy === "reject"
    ? { reject: true, flags: [] }
    : { reject: false, flags: ["outside_geofence"] };
}

/**
 * Accuracy (RULES.md §5): ≤ 0 is invalid (iOS: negative means no fix) — the API refuses it
 * with a field error before this; worse than the policy's maximum → flag `low_accuracy`.
 */
export function accuracyFlags(accuracyMeters: number, maxAccuracyMeters: number): AttendanceFlag[] {
  return accuracyMeters > maxAccuracyMeters ? ["low_accuracy"] : [];
}

export type PolicyVerification = "none" | "selfie" | "selfie_verified" | "qr" | "code";
export type Verification = { method: "selfie" | "qr" | "code"; fileId?: string; value?: string };

/** A 4-digit attendance code (SPEC §9 "QR/4-digit code"). */
export const ATTENDANCE_CODE = /^[0-9]{4}$/;

/**
 * Field problems of `verification` against what the policy demands (SPEC §9: QR or 4-digit
 * code, or a selfie): selfie policies need method selfie with a fileId; qr needs method qr with
 * a value; code needs method code with 4 digits. A policy of `none` takes whatever is sent.
 */
export function verificationProblems(
  demanded: PolicyVerification,
  given: Verification | undefined,
): FieldProblem[] {
  if (demanded === "none") return [];
  const method = demanded === "selfie_verified" ? "selfie" : demanded;
  if (!given)
    return [
      { field: "verification", message: `is required by your attendance policy (${method})` },
    ];
  if (given.method !== method)
    return [
      {
        field: "verification.method",
        message: `must be ${method}, as your attendance policy demands`,
      },
    ];
  if (method === "selfie")
    return given.fileId ? [] : [{ field: "verification.fileId", message: "is required" }];
  if (!given.value) return [{ field: "verification.value", message: "is required" }];
  if (method === "code" && !ATTENDANCE_CODE.test(given.value))
    return [{ field: "verification.value", message: "must be a 4-digit code" }];
  return [];
}

/** The body's canonical text: keys sorted, so the same event hashes the same (idempotency). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
