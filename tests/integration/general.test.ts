import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(() => stack.close());

const get = (url: string) => stack.app.inject({ url, headers: bearer(token) });

describe("health", () => {
  it("/healthz answers, /readyz confirms database and migrations", async () => {
    expect((await stack.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await stack.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 while a migration is missing", async () => {
    await stack.owner.query("UPDATE schema_migrations SET version = -version");
    try {
      const response = await stack.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/migrations pending/);
    } finally {
      await stack.owner.query("UPDATE schema_migrations SET version = -version");
    }
  });

  it("/api/docs is an OpenAPI document generated from the route schemas", async () => {
    const doc = (await stack.app.inject({ url: "/api/docs" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/main/v1/auth/login",
        "/api/main/v1/client/modules",
        "/api/main/v1/general/provinces",
        "/api/hcm/v1/session",
        "/api/file/v1/check-url",
      ]),
    );
    expect(doc.paths["/api/main/v1/auth/login"].post.requestBody).toBeDefined();
  });
});

describe("regions (idn-area-data)", () => {
  it("lists all 38 provinces with limit 0", async () => {
    const { data, meta } = (await get("/api/main/v1/general/provinces?limit=0")).json();
    expect(data).toHaveLength(38);
    expect(meta.totalItems).toBe(38);
    expect(data).toContainEqual({ id: "32", name: "JAWA BARAT" });
  });

  it("pages with limit and page, defaulting to 10", async () => {
    const first = (await get("/api/main/v1/general/provinces")).json();
    const second = (await get("/api/main/v1/general/provinces?page=2")).json();
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    expect(second.data[0]).not.toEqual(first.data[0]);
  });

  it("filters cities by province and searches by name", async () => {
    const { data } = (
      await get("/api/main/v1/general/cities?province_id=32&q=bandung&limit=0")
    ).json();
    expect(data.map((c: { name: string }) => c.name).sort()).toEqual([
      "KABUPATEN BANDUNG",
      "KABUPATEN BANDUNG BARAT",
      "KOTA BANDUNG",
    ]);
    const none = (await get("/api/main/v1/general/cities?province_id=11&q=bandung")).json();
    expect(none.data).toEqual([]);
  });

  it("filters districts by city and by explicit ids", async () => {
    const { data } = (await get("/api/main/v1/general/districts?city_id=32.73&limit=0")).json();
    expect(data.length).toBeGreaterThan(20);
    expect(data.every((d: { id: string }) => d.id.startsWith("32.73."))).toBe(true);
    const picked = (
      await get(`/api/main/v1/general/districts?ids=${data[0].id},${data[1].id}&limit=0`)
    ).json();
    expect(picked.data).toHaveLength(2);
  });
});

describe("system data", () => {
  it("system-enums carries every SPEC enumeration with en and id labels", async () => {
    const { data } = (await get("/api/main/v1/general/system-enums")).json();
    for (const name of [
      "worker_status",
      "contract_type",
      "contract_status",
      "attendance_status",
      "termination_reason",
      "salary_type",
      "overtime_type",
      "announcement_delivery_status",
    ]) {
      expect(data[name], name).toBeInstanceOf(Array);
      for (const entry of data[name]) {
        expect(entry.label.en, `${name}.${entry.value}`).toBeTruthy();
        expect(entry.label.id, `${name}.${entry.value}`).toBeTruthy();
      }
    }
    const approved = data.attendance_status.find((e: { value: string }) => e.value === "approved");
    expect(approved.label.en).toBe("Present");
    expect(data.termination_reason.map((e: { value: string }) => e.value)).toContain("OTHERS");
  });

  it("system-config gives SPEC §6 defaults, then follows global and per-client flags", async () => {
    // The demo seed lists PT Maju Jaya in payroll_beta and tax_eligible (its admin reaches
    // Tax Management); without that global entry every flag is at its SPEC §6 default.
    const seeded = (await get("/api/main/v1/general/system-config")).json().data;
    expect(seeded.feature_flags).toMatchObject({ payroll_beta: true, tax_eligible: true });
    await stack.owner.query("DELETE FROM system_config WHERE key = 'feature_flags'");
    const before = (await get("/api/main/v1/general/system-config")).json().data;
    expect(before.maintenance).toEqual({
      full_maintenance: false,
      disbursement_maintenance: false,
      client_calculation_throttle: false,
    });
    expect(before.feature_flags).toMatchObject({
      contract: true,
      audit: true,
      pph21_ter: true,
      payroll: true,
      tracer: true,
      overtime: true,
      irregular_tax_component: false,
      edit_account: false,
      qr_scanner_in_schema: false,
      payroll_beta: false,
    });

    const maju = (await stack.owner.query("SELECT id FROM clients WHERE name = 'PT Maju Jaya'"))
      .rows[0].id;
    await stack.owner.query(
      `INSERT INTO system_config (key, value) VALUES ('feature_flags', $1), ('maintenance', '{"full_maintenance": true}')`,
      [{ payroll_beta: [maju], contract: false }],
    );
    await stack.owner.query(
      "INSERT INTO client_feature_flags (client_id, name, value) VALUES ($1, 'audit', false)",
      [maju],
    );
    const after = (await get("/api/main/v1/general/system-config")).json().data;
    expect(after.maintenance.full_maintenance).toBe(true);
    expect(after.feature_flags).toMatchObject({
      payroll_beta: true,
      contract: false,
      audit: false,
    });

    const sentosa = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const other = (
      await stack.app.inject({
        url: "/api/main/v1/general/system-config",
        headers: bearer(sentosa),
      })
    ).json().data;
    expect(other.feature_flags).toMatchObject({
      payroll_beta: false,
      contract: false,
      audit: true,
    });
    await stack.owner.query("DELETE FROM system_config; DELETE FROM client_feature_flags");
  });
});

describe("hcm and file services", () => {
  it("hcm authenticates with the same session", async () => {
    const { data } = (await get("/api/hcm/v1/session")).json();
    expect(data.service).toBe("hcm");
    expect((await stack.app.inject({ url: "/api/hcm/v1/session" })).statusCode).toBe(401);
  });

  it("file checks a URL's host against the allow-list (SPEC §5)", async () => {
    const check = (url: string) =>
      stack.app.inject({
        method: "POST",
        url: "/api/file/v1/check-url",
        headers: bearer(token),
        payload: { url },
      });
    expect((await check("http://localhost/files/a.png")).json().data).toEqual({
      allowed: true,
      host: "localhost",
    });
    expect((await check("https://evil.example/a.png")).json().data.allowed).toBe(false);
    expect((await check("not a url")).json().data.allowed).toBe(false);
  });
});
