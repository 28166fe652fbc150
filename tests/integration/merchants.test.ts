import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
  type Rest,
  restAs,
  uniqueCode,
} from "./org-helpers.ts";

/** /api/main/v1/merchants (issue 5): outlets, optionally served from a branch. */

let stack: TestStack;
let admin: Rest;
let ops: Rest;
let maju: number;
let branchId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
});
afterAll(() => stack.close());

const validMerchant = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode("MC"),
  name: `Toko ${uniqueCode("N")}`,
  branchId,
  address: "Jl. Sudirman 5",
  provinceId: "32",
  cityId: "32.73",
  latitude: -6.914744,
  longitude: 107.60981,
  ...overrides,
});

describe("merchants", () => {
  it("creates, reads, lists by branch, updates and audits", async () => {
    const created = await admin.post("/merchants", validMerchant());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const merchant = created.body["data"];
    expect(merchant).toMatchObject({
      branchId,
      branchName: expect.stringMatching(/^Owner branch /),
      cityName: "KOTA BANDUNG",
      timezone: "Asia/Jakarta",
      timezoneLabel: "WIB",
      status: "active",
    });
    expect((await admin.get(`/merchants/${merchant.id}`)).body["data"]).toEqual(merchant);
    const byBranch = await admin.get(`/merchants?branchIds=${branchId}&limit=100`);
    expect(byBranch.body["data"].items.map((m: { id: number }) => m.id)).toContain(merchant.id);

    const updated = await admin.put(
      `/merchants/${merchant.id}`,
      validMerchant({
        code: merchant.code,
        name: merchant.name,
        branchId: null,
        status: "inactive",
      }),
    );
    expect(updated.body["data"]).toMatchObject({
      branchId: null,
      branchName: null,
      status: "inactive",
    });
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'merchant' AND entity_id = $1 ORDER BY id",
      [String(merchant.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["merchant.create", "merchant.update"]);
  });

  it("refuses a missing or inactive branch, and every field problem at once", async () => {
    const inactive = await ownerBranch(stack, maju, { status: "inactive" });
    const before = await countRows(stack, "merchants", maju);
    expectFieldErrors(
      await admin.post("/merchants", validMerchant({ branchId: inactive })),
      400,
      "Failed to Create Merchant",
      { branchId: "is inactive" },
    );
    expectFieldErrors(
      await admin.post(
        "/merchants",
        validMerchant({ branchId: 2147483000, code: "", cityId: "31.71", latitude: 91 }),
      ),
      400,
      "Failed to Create Merchant",
      {
        code: "is required",
        cityId: "is not in the chosen province",
        latitude: "must be a number from -90 to 90",
        branchId: "does not exist",
      },
    );
    expect(await countRows(stack, "merchants", maju)).toBe(before);
  });

  it("a merchant may keep a branch that became inactive", async () => {
    const merchant = (await admin.post("/merchants", validMerchant())).body["data"];
    await stack.owner.query("UPDATE branches SET status = 'inactive' WHERE id = $1", [branchId]);
    try {
      const kept = await admin.put(
        `/merchants/${merchant.id}`,
        validMerchant({ code: merchant.code, name: `${merchant.name} 2` }),
      );
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    } finally {
      await stack.owner.query("UPDATE branches SET status = 'active' WHERE id = $1", [branchId]);
    }
  });

  it("names are unique per client, case-insensitive (409)", async () => {
    const first = (await admin.post("/merchants", validMerchant())).body["data"];
    expectFieldErrors(
      await admin.post("/merchants", validMerchant({ name: first.name.toLowerCase() })),
      409,
      "Failed to Create Merchant",
      { name: "is already used by another merchant" },
    );
  });

  it("deletes a merchant without assignments; one with assignments is 409", async () => {
    const free = (await admin.post("/merchants", validMerchant())).body["data"];
    expect((await admin.del(`/merchants/${free.id}`)).status).toBe(200);
    expect((await admin.get(`/merchants/${free.id}`)).status).toBe(404);

    const used = (await admin.post("/merchants", validMerchant())).body["data"];
    const agent = await ownerAgent(stack, maju, branchId);
    const project = await stack.owner.query<{ id: number }>(
      "INSERT INTO projects (client_id, code, name, start_date) VALUES ($1, $2, $3, '2024-01-01') RETURNING id",
      [maju, uniqueCode("PJ"), `Project ${uniqueCode("P")}`],
    );
    await stack.owner.query(
      "INSERT INTO assignments (client_id, agent_id, project_id, merchant_id, start_date) VALUES ($1, $2, $3, $4, '2024-03-01')",
      [maju, agent, project.rows[0]!.id, used.id],
    );
    expect(await admin.del(`/merchants/${used.id}`)).toEqual({
      status: 409,
      body: {
        message: `Merchant ${used.code} is still used by 1 assignment. Set it to inactive instead.`,
      },
    });
  });

  it("ops@maju.test has neither the merchant nor the assignment menu: 403 everywhere", async () => {
    const merchant = (await admin.post("/merchants", validMerchant())).body["data"];
    for (const answer of [
      await ops.get("/merchants"),
      await ops.get(`/merchants/${merchant.id}`),
      await ops.post("/merchants", validMerchant()),
      await ops.put(`/merchants/${merchant.id}`, validMerchant()),
      await ops.del(`/merchants/${merchant.id}`),
    ]) {
      expect(answer).toEqual({ status: 403, body: { message: "Permission Denied" } });
    }
  });
});
