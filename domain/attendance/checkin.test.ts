import { describe, expect, it } from "vitest";
import {
  accuracyFlags,
  canonicalJson,
  geofenceVerdict,
  judgeTiming,
  nearestLocation,
  parseOccurredAt,
  verificationProblems,
  type WorkingLocation,
} from "./checkin.ts";

describe("parseOccurredAt", () => {
  it("reads the instant and the device offset", () => {
    expect(parseOccurredAt("2026-03-02T08:05:00+07:00")).toEqual({
      instant: new Date("2026-03-02T01:05:00Z"),
      offsetMinutes: 420,
    });
    expect(parseOccurredAt("2026-03-02T08:05:00.123Z")?.offsetMinutes).toBe(0);
    expect(parseOccurredAt("2026-03-02T08:05-03:30")?.offsetMinutes).toBe(-210);
  });

  it("refuses times without an offset or impossible dates", () => {
    for (const bad of [
      "2026-03-02T08:05:00",
      "2026-03-02",
      "2026-02-30T08:00:00Z",
      "2026-03-02T24:00:00Z",
      "2026-03-02T08:00:00+15:00",
      "yesterday",
    ])
      expect(parseOccurredAt(bad), bad).toBeNull();
  });
});

describe("judgeTiming", () => {
  const receivedAt = new Date("2026-03-02T01:00:00Z");
  const ago = (minutes: number) => new Date(receivedAt.getTime() - minutes * 60_000);

  it("takes a live event at the server's time", () => {
    expect(
      judgeTiming({ occurredAt: ago(2), receivedAt, offline: false, allowOffline: false }),
    ).toEqual({ kind: "live", at: receivedAt });
  });

  it("takes an offline event at its device time when the policy allows, up to 72 h", () => {
    expect(
      judgeTiming({ occurredAt: ago(60), receivedAt, offline: true, allowOffline: true }),
    ).toEqual({ kind: "offline", at: ago(60) });
    expect(
      judgeTiming({ occurredAt: ago(72 * 60), receivedAt, offline: true, allowOffline: true }).kind,
    ).toBe("offline");
    expect(
      judgeTiming({ occurredAt: ago(72 * 60 + 1), receivedAt, offline: true, allowOffline: true })
        .kind,
    ).toBe("too_old");
  });

  it("treats an old event as offline even when the app does not say so", () => {
    expect(
      judgeTiming({ occurredAt: ago(30), receivedAt, offline: false, allowOffline: false }).kind,
    ).toBe("offline_not_allowed");
    expect(
      judgeTiming({ occurredAt: ago(30), receivedAt, offline: false, allowOffline: true }).kind,
    ).toBe("offline");
  });

  it("refuses device times in the future", () => {
    expect(
      judgeTiming({ occurredAt: ago(-10), receivedAt, offline: false, allowOffline: true }).kind,
    ).toBe("future");
  });
});

describe("nearest location and geofence", () => {
  const office: WorkingLocation = {
    id: 1,
    name: "Office",
    latitude: -6.2,
    longitude: 106.816666,
    radiusMeters: 100,
  };
  const warehouse: WorkingLocation = {
    id: 2,
    name: "Warehouse",
    latitude: -6.21,
    longitude: 106.816666,
    radiusMeters: 2000,
  };

  it("prefers a location the fix is inside, then the nearest", () => {
    // ~222 m south of the office: outside it, inside the warehouse's large circle.
    const fix = { latitude: -6.202, longitude: 106.816666 };
    const found = nearestLocation(fix, 10, [office, warehouse]);
    expect(found?.location.id).toBe(2);
    expect(found?.result).toBe("inside");
    expect(nearestLocation(fix, 10, [office])).toMatchObject({ result: "outside" });
    expect(nearestLocation(fix, 10, [office])?.distanceMeters).toBeCloseTo(222.4, 0);
    expect(nearestLocation(fix, 10, [])).toBeNull();
  });

  it("is ambiguous when only the accuracy circle reaches", () => {
    const fix = { latitude: -6.2012, longitude: 106.816666 }; // ~133 m
    expect(nearestLocation(fix, 50, [office])?.result).toBe("ambiguous");
    expect(geofenceVerdict(nearestLocation(fix, 50, [office]), "reject")).toEqual({
      reject: false,
      flags: ["low_accuracy"],
    });
  });

  it("rejects or flags outside per policy", () => {
    const outside = nearestLocation({ latitude: -6.3, longitude: 106.9 }, 10, [office]);
    expect(geofenceVerdict(outside, "reject")).toEqual({ reject: true, flags: [] });
    expect(geofenceVerdict(outside, "flag")).toEqual({
      reject: false,
      flags: ["outside_geofence"],
    });
    expect(geofenceVerdict(null, "reject")).toEqual({ reject: false, flags: [] });
  });

  it("flags accuracy worse than the policy's maximum", () => {
    expect(accuracyFlags(101, 100)).toEqual(["low_accuracy"]);
    expect(accuracyFlags(100, 100)).toEqual([]);
  });
});

describe("verification", () => {
  it("demands what the policy says", () => {
    expect(verificationProblems("none", undefined)).toEqual([]);
    expect(verificationProblems("selfie", undefined)).toEqual([
      { field: "verification", message: "is required by your attendance policy (selfie)" },
    ]);
    expect(verificationProblems("selfie_verified", { method: "selfie" })).toEqual([
      { field: "verification.fileId", message: "is required" },
    ]);
    expect(verificationProblems("selfie", { method: "qr", value: "x" })[0]?.field).toBe(
      "verification.method",
    );
    expect(verificationProblems("qr", { method: "qr", value: "POSTER-1" })).toEqual([]);
    expect(verificationProblems("qr", { method: "qr" })[0]?.field).toBe("verification.value");
    expect(verificationProblems("code", { method: "code", value: "12a4" })).toEqual([
      { field: "verification.value", message: "must be a 4-digit code" },
    ]);
    expect(verificationProblems("code", { method: "code", value: "1234" })).toEqual([]);
  });
});

describe("canonicalJson", () => {
  it("is the same whatever the key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 1, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: undefined, b: "x" })).toBe('{"b":"x"}');
  });
});
