/**
 * Geofence maths (RULES.md §5): great-circle distance by haversine on a sphere of the WGS-84
 * mean radius. At Indonesian latitudes it errs by at most ~0.56 % against the ellipsoid
 * (0.56 m at 100 m), far below GPS error, so nothing heavier is needed.
 */

/** The mean Earth radius in metres (IUGG R1 = 6,371,008.8 m, RULES.md rounds to 6,371 km). */
export const EARTH_RADIUS_METERS = 6_371_000;

/** Radius limits of a working location and its default (issue 13). */
export const MIN_RADIUS_METERS = 20;
export const MAX_RADIUS_METERS = 5_000;
export const DEFAULT_RADIUS_METERS = 100;

export type LatLng = { latitude: number; longitude: number };
export type GeofenceResult = "inside" | "outside" | "ambiguous";

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points along the sphere (haversine; stable for tiny distances). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const dPhi = phi2 - phi1;
  const dLambda = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/**
 * Where a fix is against a circle (issue 13, RULES.md §5): inside when the distance is within
 * the radius; ambiguous when only the accuracy circle reaches it (distance − accuracy ≤
 * radius < distance); outside otherwise. No accuracy = an exact fix.
 */
export function classifyFix(
  distance: number,
  radiusMeters: number,
  accuracyMeters = 0,
): GeofenceResult {
  if (distance <= radiusMeters) return "inside";
  if (distance - accuracyMeters <= radiusMeters) return "ambiguous";
  return "outside";
}

/** Distance (rounded to centimetres, as answered) and the verdict of a fix against a circle. */
export function checkPoint(
  centre: LatLng,
  radiusMeters: number,
  fix: LatLng & { accuracyMeters?: number | null },
): { distanceMeters: number; result: GeofenceResult } {
  const distance = Math.round(distanceMeters(centre, fix) * 100) / 100;
  return {
    distanceMeters: distance,
    result: classifyFix(distance, radiusMeters, fix.accuracyMeters ?? 0),
  };
}

/** Field problems of coordinates, a radius and an accuracy (English; domain/problems.ts). */
export function coordinateProblems(values: {
  latitude?: unknown;
  longitude?: unknown;
  radiusMeters?: unknown;
  accuracyMeters?: unknown;
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const range = (field: string, value: unknown, min: number, max: number, integer = false) => {
    if (value === undefined) return;
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    )
      problems.push({
        field,
        message: integer
          ? `must be a whole number from ${min} to ${max}`
          : `must be a number from ${min} to ${max}`,
      });
  };
  range("latitude", values.latitude, -90, 90);
  range("longitude", values.longitude, -180, 180);
  range("radiusMeters", values.radiusMeters, MIN_RADIUS_METERS, MAX_RADIUS_METERS, true);
  if (values.accuracyMeters !== undefined && values.accuracyMeters !== null) {
    const a = values.accuracyMeters;
    if (typeof a !== "number" || !Number.isFinite(a) || a < 0)
      problems.push({ field: "accuracyMeters", message: "must not be negative" });
  }
  return problems;
}
