/**
 * Issue 14: how a field worker behaves on a working day, drawn from a seeded PRNG so the same
 * (seed, worker, date) always gives the same day. Shared by the demo history
 * (seed/attendance.ts) and the load simulator (tests/bench/attendance-sim/), so the console
 * shows the same mix whichever wrote it. Pure; no database.
 */
import { createHash } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { createRng } from "./random.ts";

export const DAY_BEHAVIOURS = [
  "on_time",
  "late",
  "outside",
  "low_accuracy",
  "mock",
  "offline",
  "forgot_checkout",
  "absent",
] as const;
export type DayBehaviour = (typeof DAY_BEHAVIOURS)[number];

/** The mix of a month (weights, not shares: they need not add up to 1). */
export const BEHAVIOUR_WEIGHTS: readonly (readonly [DayBehaviour, number])[] = [
  ["on_time", 0.62],
  ["late", 0.12],
  ["outside", 0.05],
  ["low_accuracy", 0.04],
  ["mock", 0.02],
  ["offline", 0.05],
  ["forgot_checkout", 0.04],
  ["absent", 0.06],
];

export type DayPlan = {
  behaviour: DayBehaviour;
  /** Check-in minutes after the shift's start (negative: early); null when absent. */
  checkInOffset: number | null;
  /** Check-out minutes after the shift's end (negative: left early); null: no check-out. */
  checkOutOffset: number | null;
  /** Distance from the working location's pin and the bearing, in metres and degrees. */
  distanceMeters: number;
  bearing: number;
  accuracyMeters: number;
  isMock: boolean;
  /** Offline: the app synced this many minutes after the check-in (≤ 72 h). */
  syncDelayMinutes: number | null;
  /** A few seconds between the device's clock and the server's receipt. */
  receiveDelaySeconds: number;
};

/** A 32-bit seed from any parts (stable across runs and machines). */
export function seedOf(...parts: (string | number)[]): number {
  return createHash("sha256").update(parts.join(":")).digest().readUInt32BE(0);
}

/**
 * The day of one worker. `radiusMeters` is the working location's fence: inside days stay well
 * within it, outside days land 1.5–10 radii away. `maxAccuracyMeters` is the policy's limit.
 */
export function planDay(
  seed: number,
  agentId: number,
  date: string,
  options: { radiusMeters: number; maxAccuracyMeters: number; forceBehaviour?: DayBehaviour },
): DayPlan {
  const rng = createRng(seedOf(seed, agentId, date));
  const behaviour = options.forceBehaviour ?? rng.weighted(BEHAVIOUR_WEIGHTS);
  const inside = () => rng.next() * options.radiusMeters * 0.6;
  const plan: DayPlan = {
    behaviour,
    checkInOffset: rng.int(-25, 4),
    checkOutOffset: rng.int(0, 35),
    distanceMeters: inside(),
    bearing: rng.int(0, 359),
    accuracyMeters: rng.int(4, Math.max(5, Math.min(30, options.maxAccuracyMeters - 1))),
    isMock: false,
    syncDelayMinutes: null,
    receiveDelaySeconds: rng.int(1, 4),
  };
  switch (behaviour) {
    case "on_time":
      break;
    case "late":
      // Past the usual 15-minute grace most of the time; sometimes only inside it.
      plan.checkInOffset = rng.chance(0.2) ? rng.int(5, 14) : rng.int(16, 95);
      if (rng.chance(0.3)) plan.checkOutOffset = rng.int(-60, -16);
      break;
    case "outside":
      plan.distanceMeters = options.radiusMeters * (1.5 + rng.next() * 8.5);
      break;
    case "low_accuracy":
      plan.accuracyMeters = options.maxAccuracyMeters + rng.int(20, 400);
      break;
    case "mock":
      plan.isMock = true;
      break;
    case "offline":
      plan.syncDelayMinutes = rng.int(20, 36 * 60);
      break;
    case "forgot_checkout":
      plan.checkOutOffset = null;
      break;
    case "absent":
      plan.checkInOffset = null;
      plan.checkOutOffset = null;
      break;
  }
  return plan;
}

/** The point `meters` away from (lat, lng) at `bearing` degrees (flat earth: fine below 50 km). */
export function offsetPoint(
  latitude: number,
  longitude: number,
  meters: number,
  bearing: number,
): { latitude: number; longitude: number } {
  const rad = (bearing * Math.PI) / 180;
  const dLat = (meters * Math.cos(rad)) / 111_320;
  const dLng = (meters * Math.sin(rad)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return {
    latitude: Math.round((latitude + dLat) * 1e6) / 1e6,
    longitude: Math.round((longitude + dLng) * 1e6) / 1e6,
  };
}

/** The instants of a shift on `date` in `zone` (an end before the start is the next day). */
export function shiftInstants(
  date: string,
  zone: string,
  startTime: string,
  endTime: string,
): { start: Temporal.Instant; end: Temporal.Instant } {
  const day = Temporal.PlainDate.from(date);
  const start = day.toZonedDateTime({ timeZone: zone, plainTime: startTime.slice(0, 5) });
  const endDay = endTime.slice(0, 5) <= startTime.slice(0, 5) ? day.add({ days: 1 }) : day;
  const end = endDay.toZonedDateTime({ timeZone: zone, plainTime: endTime.slice(0, 5) });
  return { start: start.toInstant(), end: end.toInstant() };
}

/** ISO-8601 with the zone's offset, as a phone in that zone would send it. */
export function deviceTime(instant: Temporal.Instant, zone: string): string {
  return instant
    .toZonedDateTimeISO(zone)
    .toString({ timeZoneName: "never", smallestUnit: "second" });
}

/** The zone's UTC offset in minutes at an instant (WIB 420, WITA 480, WIT 540). */
export function offsetMinutes(instant: Temporal.Instant, zone: string): number {
  return Math.round(instant.toZonedDateTimeISO(zone).offsetNanoseconds / 60e9);
}
