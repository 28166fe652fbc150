import { describe, expect, it } from "vitest";
import { validateAttendancePolicy, validateWorkingLocation } from "./places.ts";

describe("validateWorkingLocation", () => {
  it("trims, defaults the radius to 100 m and drops repeated ids", () => {
    const { values, problems } = validateWorkingLocation({
      name: "  Gudang  ",
      latitude: -6.2,
      longitude: 106.8,
      branchIds: [3, 3, 4],
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      name: "Gudang",
      address: "",
      radiusMeters: 100,
      branchIds: [3, 4],
      assignmentIds: [],
    });
  });
  it("names every problem", () => {
    const { problems } = validateWorkingLocation({
      name: " ",
      latitude: Number.NaN,
      longitude: 200,
      radiusMeters: 10,
      address: "x".repeat(501),
    });
    expect(problems.map((p) => p.field)).toEqual([
      "name",
      "latitude",
      "longitude",
      "radiusMeters",
      "address",
    ]);
  });
});

describe("validateAttendancePolicy", () => {
  const base = {
    name: "Kebijakan",
    verification: "qr" as const,
    approvalMode: "manual" as const,
    geofence: "flag" as const,
    workingLocationIds: [1, 1],
  };
  it("fills per-feature approval from the default, and the documented defaults", () => {
    const { values, problems } = validateAttendancePolicy({
      ...base,
      approvalModes: { overtime: "auto" },
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      approvalModes: { checkIn: "manual", checkOut: "manual", overtime: "auto" },
      maxAccuracyMeters: 100,
      allowOffline: false,
      allowOutsideRequest: false,
      workingLocationIds: [1],
      branchIds: [],
      agentIds: [],
    });
  });
  it.each([0, 5001, 1.5, Number.NaN])("max accuracy %s is refused", (maxAccuracyMeters) => {
    expect(validateAttendancePolicy({ ...base, maxAccuracyMeters }).problems).toEqual([
      { field: "maxAccuracyMeters", message: "must be a whole number from 1 to 5000" },
    ]);
  });
});
