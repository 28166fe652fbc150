import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { clientIdOf, MAIN, type Rest, restAs } from "./org-helpers.ts";

/** /api/main/v1/client/audit-log (issue 12): the audit trail viewer and its CSV export. */

let stack: TestStack;
let admin: Rest;
let adminToken: string;
let ops: Rest;
let maju: number;
let adminId: number;
let opsId: number;
const marker = `Audit${randomBytes(3).toString("hex")}`;

/** An audit row written as the owner at a given instant (the API writes `now()`). */
async function entry(fields: {
  action: string;
  entityType: string;
  actor: number | null;
  label: string;
  at: string;
  after?: unknown;
}) {
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action, entity_type,
                            entity_id, before, after, created_at)
     VALUES ($1, 'user', $2, $3, $4, $5, $6, NULL, $7, $8) RETURNING id`,
    [
      maju,
      fields.actor,
      fields.label,
      fields.action,
      fields.entityType,
      marker,
      JSON.stringify(fields.after ?? { name: marker }),
      fields.at,
    ],
  );
  return Number(rows[0]!.id);
}

let ids: { early: number; lateWib: number; nextDay: number };

beforeAll(async () => {
  stack = await startStack();
  const adminLogin = await login(stack.app, DEMO.majuAdmin);
  adminToken = adminLogin.token;
  adminId = adminLogin.user.id;
  admin = restAs(stack, adminToken);
  const opsLogin = await login(stack.app, DEMO.majuOps);
  opsId = opsLogin.user.id;
  ops = restAs(stack, opsLogin.token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  // PT Maju Jaya's zone is Asia/Jakarta (UTC+7): 2025-03-01 23:30 WIB is 16:30 UTC.
  ids = {
    early: await entry({
      action: "branch.create",
      entityType: "branch",
      actor: adminId,
      label: "Admin Maju",
      at: "2025-02-28T16:59:00Z", // 28-02-2025 23:59 WIB
    }),
    lateWib: await entry({
      action: "branch.update",
      entityType: "branch",
      actor: adminId,
      label: "Admin Maju",
      at: "2025-03-01T16:30:00Z", // 01-03-2025 23:30 WIB
    }),
    nextDay: await entry({
      action: "agent.update",
      entityType: "agent",
      actor: opsId,
      label: "Ops Maju",
      at: "2025-03-01T17:00:00Z", // 02-03-2025 00:00 WIB
      after: { name: '=HYPERLINK("http://evil")' },
    }),
  };
});
afterAll(() => stack.close());

const found = async (query: string) => {
  const answer = await admin.get(`/client/audit-log?limit=0&q=${marker}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body["data"] as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
};

describe("filters", () => {
  it("each filter narrows the result", async () => {
    expect(await found("")).toEqual([ids.early, ids.lateWib, ids.nextDay]);
    expect(await found("&entity=agent")).toEqual([ids.nextDay]);
    expect(await found("&action=branch.update")).toEqual([ids.lateWib]);
    expect(await found(`&actor=${opsId}`)).toEqual([ids.nextDay]);
    expect(await found(`&actor=${adminId}&entity=branch`)).toEqual([ids.early, ids.lateWib]);
  });

  it("reads from and to as days in the client's time zone (WIB), in either date form", async () => {
    expect(await found("&from=2025-03-01&to=2025-03-01")).toEqual([ids.lateWib]);
    expect(await found("&from=01-03-2025&to=01-03-2025")).toEqual([ids.lateWib]);
    expect(await found("&from=2025-03-02")).toEqual([ids.nextDay]);
    expect(await found("&to=2025-02-28")).toEqual([ids.early]);
  });

  it("answers the entries with actor, before and after, newest first, and pages", async () => {
    const page = await admin.get(`/client/audit-log?q=${marker}&limit=2&page=1`);
    expect(page.body["meta"]).toEqual({ limit: 2, page: 1, totalItems: 3 });
    expect(page.body["data"][0]).toMatchObject({
      id: ids.nextDay,
      action: "agent.update",
      entity_type: "agent",
      actor_label: "Ops Maju",
      actor_user_id: opsId,
      before: null,
    });
  });

  it.each([
    ["from=2025-02-30", "from"],
    ["from=yesterday", "from"],
    ["to=31-13-2025", "to"],
    ["from=2025-03-02&to=2025-03-01", "to"],
  ])("refuses the bad date %s with a 400 naming %s", async (query, field) => {
    for (const url of [`/client/audit-log?${query}`, `/client/audit-log/export?${query}`]) {
      const answer = await admin.get(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body["errors"].map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it("refuses a bad actor and needs the role-management menu", async () => {
    expect((await admin.get("/client/audit-log?actor=abc")).status).toBe(400);
    expect((await ops.get("/client/audit-log")).status).toBe(403);
    expect((await ops.get("/client/audit-log/export")).status).toBe(403);
  });

  it("another client sees none of these entries", async () => {
    const sentosa = restAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
    const answer = await sentosa.get(`/client/audit-log?limit=0&q=${marker}`);
    expect(answer.body["meta"].totalItems).toBe(0);
    const csv = await stack.app.inject({
      method: "GET",
      url: `${MAIN}/client/audit-log/export?q=${marker}`,
      headers: bearer((await login(stack.app, DEMO.sentosaAdmin)).token),
    });
    expect(csv.body).not.toContain(marker);
  });
});

describe("the CSV export", () => {
  it("holds the filtered entries, times in WIB, every formula-like cell neutralised", async () => {
    const answer = await stack.app.inject({
      method: "GET",
      url: `${MAIN}/client/audit-log/export?q=${marker}&from=2025-03-01`,
      headers: bearer(adminToken),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    const lines = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Time,Actor,Actor email,Action,Entity,Entity id,Before,After");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("02-03-2025 00:00 WIB");
    expect(lines[1]).toContain("ops@maju.test");
    expect(lines[2]).toContain("01-03-2025 23:30 WIB");
    // The after cell is JSON text starting with "{": not a formula. A label that is one:
    await entry({
      action: "agent.update",
      entityType: "agent",
      actor: null,
      label: "=cmd|' /C calc'!A0",
      at: "2025-03-03T01:00:00Z",
    });
    const second = await stack.app.inject({
      method: "GET",
      url: `${MAIN}/client/audit-log/export?q=${marker}&from=2025-03-03`,
      headers: bearer(adminToken),
    });
    expect(second.body).toContain("'=cmd|");
    expect(second.body).not.toMatch(/,=cmd/);
  });

  it("refuses more than 50,000 rows with a clear 400", async () => {
    const big = `Bulk${randomBytes(3).toString("hex")}`;
    await stack.owner.query(
      `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id)
       SELECT $1, 'system', 'seed', 'bulk.test', $2, g::text FROM generate_series(1, 50001) g`,
      [maju, big],
    );
    const answer = await admin.get(`/client/audit-log/export?entity=${big}`);
    expect(answer.status).toBe(400);
    expect(answer.body["message"]).toBe(
      "Too many audit entries to export (50,001; at most 50,000). Narrow the filters.",
    );
  });
});

describe("changes made through the API appear", () => {
  it("lists user.create for a user the admin made, filtered by entity and action", async () => {
    const created = await admin.post("/client/users", {
      email: `audited-${randomBytes(3).toString("hex")}@maju.test`,
      fullname: "Audited User",
      roleId: (
        await stack.owner.query<{ id: number }>(
          "SELECT id FROM roles WHERE client_id = $1 AND name = 'Operations'",
          [maju],
        )
      ).rows[0]!.id,
    });
    expect(created.status).toBe(201);
    const answer = await admin.get("/client/audit-log?entity=user&action=user.create&limit=0");
    const row = (
      answer.body["data"] as { entity_id: string; after: Record<string, unknown> }[]
    ).find((entry) => entry.entity_id === String(created.body["data"].id));
    expect(row?.after).toMatchObject({ fullname: "Audited User", status: "active" });
    expect(JSON.stringify(row)).not.toContain(created.body["data"].initialPassword);
  });
});
