import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARTH_RADIUS_METERS } from "../../domain/geo.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import { clientIdOf, countRows, expectFieldErrors, ownerBranch } from "./org-helpers.ts";

/** /api/hcm/v1/working-locations (issue 13): geofences linked to branches and assignments. */

let stack: TestStack;
let admin: Hcm;
let ops: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;

/** A caller of /api/hcm/v1 with this session (tests/integration/hcm-helpers.ts). */
const hcmAs = (token: string) => sharedHcmAs(stack, token);

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs((await login(stack.app, DEMO.majuAdmin)).token);
  ops = hcmAs((await login(stack.app, DEMO.majuOps)).token);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  // The flag-gated menus' routes answer Sentosa too (the demo opens them for Maju only).
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
});
afterAll(() => stack.close());

let counter = 0;
const location = (overrides: Record<string, unknown> = {}) => ({
  name: `Lokasi ${Date.now()}-${counter++}`,
  latitude: -6.175392,
  longitude: 106.827153,
  radiusMeters: 100,
  ...overrides,
});

/** Degrees of latitude for a distance along a meridian on the haversine sphere. */
const degreesFor = (meters: number) => (meters / (2 * Math.PI * EARTH_RADIUS_METERS)) * 360;

describe("create, read, list, update, delete", () => {
  it("creates a location with branches and an assignment, reads it back and audits it", async () => {
    const branch = await ownerBranch(stack, maju);
    const { rows } = await stack.owner.query<{ id: number }>(
      "SELECT id FROM assignments WHERE client_id = $1 ORDER BY id LIMIT 2",
      [maju],
    );
    const input = location({
      address: " Jl. Medan Merdeka ",
      branchIds: [branch, branch],
      assignmentIds: rows.map((r) => r.id),
    });
    const created = await admin.post("/working-locations", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data).toMatchObject({
      id: expect.any(Number),
      name: input.name,
      address: "Jl. Medan Merdeka",
      latitude: -6.175392,
      longitude: 106.827153,
      radiusMeters: 100,
      status: "active",
      branchIds: [branch],
      assignmentIds: rows.map((r) => r.id),
      version: 1,
    });
    expect(data.branches).toEqual([expect.objectContaining({ id: branch })]);
    expect((await admin.get(`/working-locations/${data.id}`)).body["data"]).toEqual(data);
    const audit = await stack.owner.query(
      "SELECT action, before, after FROM audit_log WHERE entity_type = 'working_location' AND entity_id = $1",
      [String(data.id)],
    );
    expect(audit.rows).toEqual([{ action: "working_location.create", before: null, after: data }]);
  });

  it("defaults the radius to 100 m and accepts the boundaries 20 and 5,000 m and ±90/±180", async () => {
    const plain = location();
    delete (plain as Record<string, unknown>)["radiusMeters"];
    expect((await admin.post("/working-locations", plain)).body["data"].radiusMeters).toBe(100);
    for (const edge of [
      { radiusMeters: 20, latitude: 90, longitude: 180 },
      { radiusMeters: 5000, latitude: -90, longitude: -180 },
    ]) {
      const answer = await admin.post("/working-locations", location(edge));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body["data"]).toMatchObject(edge);
    }
  });

  it.each([
    [{ latitude: 90.000001 }, "latitude", "must be a number from -90 to 90"],
    [{ latitude: -90.5 }, "latitude", "must be a number from -90 to 90"],
    [{ longitude: 180.000001 }, "longitude", "must be a number from -180 to 180"],
    [{ longitude: -181 }, "longitude", "must be a number from -180 to 180"],
    [{ radiusMeters: 19 }, "radiusMeters", "must be a whole number from 20 to 5000"],
    [{ radiusMeters: 5001 }, "radiusMeters", "must be a whole number from 20 to 5000"],
    [{ radiusMeters: 50.5 }, "radiusMeters", "must be a whole number from 20 to 5000"],
    [{ name: "   " }, "name", "is required"],
    [{ name: "x".repeat(121) }, "name", "must be at most 120 characters"],
    [{ latitude: "6" }, "latitude", "must be number"],
    [{ branchIds: [0] }, "branchIds.0", "must be >= 1"],
    [{ branchIds: [2_147_483_000] }, "branchIds", "contains ids that do not exist: 2147483000"],
    [
      { assignmentIds: [2_147_483_000] },
      "assignmentIds",
      "contains ids that do not exist: 2147483000",
    ],
    [{ colour: "red" }, "colour", "is not an allowed field"],
  ])("%j is a 400 naming %s and changes nothing", async (overrides, field, message) => {
    const before = await countRows(stack, "working_locations", maju);
    const answer = await admin.post("/working-locations", location(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"]).toContainEqual({ field, message });
    expect(await countRows(stack, "working_locations", maju)).toBe(before);
  });

  it("a missing latitude is a 400 naming it, in Indonesian for an Indonesian caller", async () => {
    const input = location();
    delete (input as Record<string, unknown>)["latitude"];
    const answer = await admin.post("/working-locations", input);
    expect(answer.status).toBe(400);
    expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain("latitude");
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.sentosaAdmin.email,
    ]);
    try {
      const indonesian = await sentosa.post("/working-locations", location({ radiusMeters: 10 }));
      expect(indonesian.body["message"]).toBe("Gagal Membuat Lokasi Kerja");
      expect(indonesian.body["errors"]).toEqual([
        { field: "radiusMeters", message: "harus berupa bilangan bulat dari 20 sampai 5000" },
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.sentosaAdmin.email,
      ]);
    }
  });

  it("a duplicate name (any case) is a 409 at the name", async () => {
    const first = location();
    expect((await admin.post("/working-locations", first)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/working-locations", location({ name: first.name.toUpperCase() })),
      409,
      "Failed to Create Working Location",
      { name: "is already used by another working location" },
    );
  });

  it("lists by search, branch and page with the total", async () => {
    const tag = `Cari-${Date.now()}`;
    const branch = await ownerBranch(stack, maju);
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(
        (
          await admin.post(
            "/working-locations",
            location({ name: `${tag} ${i}`, branchIds: i === 1 ? [branch] : [] }),
          )
        ).body["data"],
      );
    const page1 = await admin.get(`/working-locations?q=${tag}&limit=2`);
    expect(page1.body["data"].totalItems).toBe(3);
    expect(page1.body["data"].items.map((l: { name: string }) => l.name)).toEqual([
      `${tag} 0`,
      `${tag} 1`,
    ]);
    const page2 = await admin.get(`/working-locations?q=${tag}&limit=2&page=2`);
    expect(page2.body["data"].items.map((l: { name: string }) => l.name)).toEqual([`${tag} 2`]);
    const byBranch = await admin.get(`/working-locations?branchId=${branch}`);
    expect(byBranch.body["data"]).toMatchObject({ totalItems: 1, items: [{ id: made[1].id }] });
  });

  it("updates (links replaced, version bumped, audited) and deletes", async () => {
    const branch = await ownerBranch(stack, maju);
    const made = (await admin.post("/working-locations", location({ branchIds: [branch] }))).body[
      "data"
    ];
    const changed = await admin.put(
      `/working-locations/${made.id}`,
      location({ name: made.name, radiusMeters: 250 }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body["data"]).toMatchObject({ radiusMeters: 250, branchIds: [], version: 2 });
    const bad = await admin.put(`/working-locations/${made.id}`, location({ radiusMeters: 5001 }));
    expect(bad.status).toBe(400);
    expect((await admin.get(`/working-locations/${made.id}`)).body["data"].radiusMeters).toBe(250);
    expect((await admin.del(`/working-locations/${made.id}`)).status).toBe(200);
    expect((await admin.get(`/working-locations/${made.id}`)).status).toBe(404);
    const actions = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'working_location' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      "working_location.create",
      "working_location.update",
      "working_location.delete",
    ]);
  });

  it("a location a policy uses cannot be deleted (409 naming the policy)", async () => {
    const made = (await admin.post("/working-locations", location())).body["data"];
    const name = `Kebijakan ${Date.now()}`;
    const policy = await admin.post("/attendance-policies", {
      name,
      verification: "selfie",
      approvalMode: "auto",
      geofence: "reject",
      maxAccuracyMeters: 100,
      allowOffline: false,
      workingLocationIds: [made.id],
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const refused = await admin.del(`/working-locations/${made.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toContain(name);
    expect((await admin.get(`/working-locations/${made.id}`)).status).toBe(200);
  });
});

describe("check a point", () => {
  let centre: { id: number };
  beforeAll(async () => {
    centre = (
      await admin.post(
        "/working-locations",
        location({ latitude: 0, longitude: 0, radiusMeters: 100 }),
      )
    ).body["data"];
  });
  const check = (meters: number, accuracyMeters?: number) =>
    admin.post(`/working-locations/${centre.id}/check`, {
      latitude: degreesFor(meters),
      longitude: 0,
      ...(accuracyMeters === undefined ? {} : { accuracyMeters }),
    });

  it.each([
    [0, undefined, 0, "inside"],
    [100, undefined, 100, "inside"],
    [100, 0, 100, "inside"],
    [100.01, undefined, 100.01, "outside"],
    [100.01, 0.01, 100.01, "ambiguous"],
    [150, 50, 150, "ambiguous"],
    [150.01, 50, 150.01, "outside"],
  ])("%s m with accuracy %s → %s m, %s", async (meters, accuracy, distance, result) => {
    const answer = await check(meters, accuracy);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toEqual({ distanceMeters: distance, result, radiusMeters: 100 });
  });

  it("across the antimeridian", async () => {
    const edge = (
      await admin.post("/working-locations", location({ latitude: 0, longitude: 179.9995 }))
    ).body["data"];
    const answer = await admin.post(`/working-locations/${edge.id}/check`, {
      latitude: 0,
      longitude: -179.9995,
    });
    expect(answer.body["data"]).toMatchObject({ distanceMeters: 111.19, result: "outside" });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, "latitude"],
    [{ latitude: 0, longitude: -180.5 }, "longitude"],
    [{ latitude: 0, longitude: 0, accuracyMeters: -1 }, "accuracyMeters"],
    [{ latitude: 0 }, "longitude"],
  ])("%j is a 400 naming %s", async (body, field) => {
    const answer = await admin.post(`/working-locations/${centre.id}/check`, body);
    expect(answer.status).toBe(400);
    expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe("access and tenancy", () => {
  it("without the menu: 403 (ops has neither working-location nor settings)", async () => {
    expect((await ops.get("/working-locations")).status).toBe(403);
    expect((await ops.post("/working-locations", location())).status).toBe(403);
  });

  it("another client's location is 404 everywhere, and its branch id is unknown here", async () => {
    const theirs = (await sentosa.post("/working-locations", location())).body["data"];
    expect(theirs?.id).toEqual(expect.any(Number));
    expect((await admin.get(`/working-locations/${theirs.id}`)).status).toBe(404);
    expect((await admin.put(`/working-locations/${theirs.id}`, location())).status).toBe(404);
    expect((await admin.del(`/working-locations/${theirs.id}`)).status).toBe(404);
    expect(
      (await admin.post(`/working-locations/${theirs.id}/check`, { latitude: 0, longitude: 0 }))
        .status,
    ).toBe(404);
    const list = await admin.get(`/working-locations?ids=${theirs.id}`);
    expect(list.body["data"].totalItems).toBe(0);

    const theirBranch = await ownerBranch(stack, sentosaId);
    const before = await countRows(stack, "working_locations", maju);
    expectFieldErrors(
      await admin.post("/working-locations", location({ branchIds: [theirBranch] })),
      400,
      "Failed to Create Working Location",
      { branchIds: `contains ids that do not exist: ${theirBranch}` },
    );
    expect(await countRows(stack, "working_locations", maju)).toBe(before);
    expect((await sentosa.get(`/working-locations/${theirs.id}`)).status).toBe(200);
  });
});
