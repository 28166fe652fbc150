import { describe, expect, it } from "vitest";
import {
  checkPoint,
  classifyFix,
  coordinateProblems,
  distanceMeters,
  EARTH_RADIUS_METERS,
} from "./geo.ts";

const ONE_DEGREE = (2 * Math.PI * EARTH_RADIUS_METERS) / 360; // 111,194.93 m

describe("distanceMeters (haversine, R = 6,371 km)", () => {
  it("matches known distances", () => {
    // Big Ben → Statue of Liberty: 5,574.8 km on the 6,371 km sphere.
    const london = { latitude: 51.5007, longitude: -0.1246 };
    const newYork = { latitude: 40.6892, longitude: -74.0445 };
    expect(distanceMeters(london, newYork) / 1000).toBeCloseTo(5574.8, 0);
    // One degree along a meridian and along the equator.
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(ONE_DEGREE, 3);
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }),
    ).toBeCloseTo(ONE_DEGREE, 3);
    // Monas → Bundaran HI (Jakarta), about 2.3 km.
    const monas = { latitude: -6.175392, longitude: 106.827153 };
    const hi = { latitude: -6.195, longitude: 106.823 };
    expect(distanceMeters(monas, hi)).toBeGreaterThan(2_200);
    expect(distanceMeters(monas, hi)).toBeLessThan(2_300);
  });

  it("is symmetric and zero for the same point", () => {
    const a = { latitude: -8.65, longitude: 115.216667 };
    const b = { latitude: -8.66, longitude: 115.2 };
    expect(distanceMeters(a, b)).toBe(distanceMeters(b, a));
    expect(distanceMeters(a, a)).toBe(0);
  });

  it("crosses the antimeridian the short way", () => {
    const east = { latitude: 0, longitude: 179.9995 };
    const west = { latitude: 0, longitude: -179.9995 };
    expect(distanceMeters(east, west)).toBeCloseTo(ONE_DEGREE * 0.001, 3);
  });

  it("handles the poles", () => {
    // Every longitude is the same point at a pole.
    expect(
      distanceMeters({ latitude: 90, longitude: 0 }, { latitude: 90, longitude: 180 }),
    ).toBeCloseTo(0, 6);
    expect(
      distanceMeters({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }),
    ).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3);
    expect(
      distanceMeters({ latitude: 89.999, longitude: 0 }, { latitude: 89.999, longitude: 180 }),
    ).toBeCloseTo(ONE_DEGREE * 0.002, 3);
  });

  it("is exact enough for centimetres (tiny distances do not vanish)", () => {
    const a = { latitude: -6.2, longitude: 106.8 };
    expect(distanceMeters(a, { latitude: -6.200001, longitude: 106.8 })).toBeCloseTo(
      ONE_DEGREE * 1e-6,
      6,
    );
    expect(distanceMeters(a, { latitude: -6.2, longitude: 106.800001 })).toBeCloseTo(
      ONE_DEGREE * 1e-6 * Math.cos((6.2 * Math.PI) / 180),
      6,
    );
  });

  it("does not fail on antipodes (rounding past 1)", () => {
    const d = distanceMeters({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 });
    expect(d).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 0);
    expect(Number.isNaN(d)).toBe(false);
  });
});

describe("classifyFix: inside ≤ radius; ambiguous when distance − accuracy ≤ radius < distance", () => {
  it.each([
    [100, 100, 0, "inside"],
    [99.99, 100, 50, "inside"],
    [100.01, 100, 0, "outside"],
    [100.01, 100, 0.01, "ambiguous"],
    [150, 100, 50, "ambiguous"],
    [150.01, 100, 50, "outside"],
    [5000, 5000, 0, "inside"],
  ] as const)("distance %s, radius %s, accuracy %s → %s", (distance, radius, accuracy, result) => {
    expect(classifyFix(distance, radius, accuracy)).toBe(result);
  });

  it("checkPoint answers the distance in centimetres and the verdict", () => {
    const centre = { latitude: 0, longitude: 0 };
    const north = { latitude: 100 / ONE_DEGREE, longitude: 0 }; // 100 m
    expect(checkPoint(centre, 100, north)).toEqual({ distanceMeters: 100, result: "inside" });
    expect(checkPoint(centre, 99, north)).toEqual({ distanceMeters: 100, result: "outside" });
    expect(checkPoint(centre, 99, { ...north, accuracyMeters: 1 })).toEqual({
      distanceMeters: 100,
      result: "ambiguous",
    });
    expect(checkPoint(centre, 99, { ...north, accuracyMeters: null }).result).toBe("outside");
  });
});

describe("coordinateProblems", () => {
  it("accepts the boundaries", () => {
    expect(
      coordinateProblems({ latitude: 90, longitude: -180, radiusMeters: 20, accuracyMeters: 0 }),
    ).toEqual([]);
    expect(coordinateProblems({ latitude: -90, longitude: 180, radiusMeters: 5000 })).toEqual([]);
  });
  it("names every field outside its range", () => {
    expect(
      coordinateProblems({
        latitude: 90.000001,
        longitude: -180.1,
        radiusMeters: 19,
        accuracyMeters: -1,
      }),
    ).toEqual([
      { field: "latitude", message: "must be a number from -90 to 90" },
      { field: "longitude", message: "must be a number from -180 to 180" },
      { field: "radiusMeters", message: "must be a whole number from 20 to 5000" },
      { field: "accuracyMeters", message: "must not be negative" },
    ]);
    expect(coordinateProblems({ radiusMeters: 5001 })).toHaveLength(1);
    expect(coordinateProblems({ radiusMeters: 100.5 })).toHaveLength(1);
  });
});
