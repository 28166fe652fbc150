import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURE_DISABLED_MESSAGES, PERMISSION_DENIED } from "../../domain/errors.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { turnFlagsOn } from "./hcm-helpers.ts";

/**
 * A menu whose sidebar entry stands behind a feature flag (SPEC §2, §6) is refused by the
 * services too when the client has the flag off: 403 FEATURE_DISABLED, in the caller's
 * language, whatever the role holds. The demo has payroll beta and tax eligibility on for
 * PT Maju Jaya only, and the attendance beta for both; here PT Sentosa Abadi (whose Super
 * Admin holds every menu) has the attendance beta turned off by its own override.
 */

let stack: TestStack;
let majuToken: string;
let sentosaToken: string;

beforeAll(async () => {
  stack = await startStack();
  majuToken = (await login(stack.app, DEMO.majuAdmin)).token;
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  await stack.owner.query(
    `INSERT INTO client_feature_flags (client_id, name, value)
     SELECT id, 'attendance_beta', false FROM clients WHERE name = 'PT Sentosa Abadi'`,
  );
});
afterAll(async () => {
  await stack?.close();
});

async function call(token: string, method: "GET" | "POST" | "DELETE", url: string, extra = {}) {
  const response = await stack.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...extra },
    ...(method === "POST" ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe("flag-gated menus on the server", () => {
  it("refuses Working Location and Employee Schedule to a client without the attendance beta", async () => {
    // Routes of those menus alone (reads the Settings screens share stay open to Settings).
    const cases = [
      ["DELETE", "/api/hcm/v1/working-locations/999999", 404],
      ["GET", "/api/hcm/v1/employee-schedules/grid?month=2026-12", 200],
    ] as const;
    for (const [method, url, forMaju] of cases) {
      const refused = await call(sentosaToken, method, url);
      expect(refused.status, url).toBe(403);
      expect(refused.body["message"], url).toBe(FEATURE_DISABLED_MESSAGES.en);
      expect((await call(majuToken, method, url)).status, url).toBe(forMaju);
    }
  });

  it("answers in Indonesian to an Indonesian caller", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.sentosaAdmin.email,
    ]);
    try {
      const refused = await call(sentosaToken, "DELETE", "/api/hcm/v1/working-locations/999999");
      expect(refused.status).toBe(403);
      expect(refused.body["message"]).toBe(FEATURE_DISABLED_MESSAGES.id);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.sentosaAdmin.email,
      ]);
    }
  });

  it("refuses Tax Management without payroll beta and tax eligibility", async () => {
    const refused = await call(sentosaToken, "POST", "/api/hcm/v1/tax/pph21/simulate");
    expect(refused.status).toBe(403);
    expect(refused.body["message"]).toBe(FEATURE_DISABLED_MESSAGES.en);
  });

  it("leaves menus without a flag alone (Shifts, Settings)", async () => {
    expect((await call(sentosaToken, "GET", "/api/hcm/v1/shifts")).status).toBe(200);
    expect((await call(sentosaToken, "GET", "/api/hcm/v1/approval-rules")).status).toBe(200);
  });

  it("follows the flag at once: turned off for Maju, refused; turned on for Sentosa, answered", async () => {
    const url = "/api/hcm/v1/employee-schedules/grid?month=2026-12";
    await stack.owner.query(
      `INSERT INTO client_feature_flags (client_id, name, value)
       SELECT id, 'attendance_beta', false FROM clients WHERE name = 'PT Maju Jaya'`,
    );
    try {
      expect((await call(majuToken, "GET", url)).status).toBe(403);
    } finally {
      await stack.owner.query(
        `DELETE FROM client_feature_flags WHERE name = 'attendance_beta'
           AND client_id = (SELECT id FROM clients WHERE name = 'PT Maju Jaya')`,
      );
    }
    expect((await call(majuToken, "GET", url)).status).toBe(200);
    await turnFlagsOn(stack, "PT Sentosa Abadi", ["attendance_beta"]);
    expect((await call(sentosaToken, "GET", url)).status).toBe(200);
  });

  it("still says Permission Denied (not the flag) to a role without the menu", async () => {
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    const refused = await call(ops, "DELETE", "/api/hcm/v1/working-locations/999999");
    expect(refused.status).toBe(403);
    expect(refused.body["message"]).toBe(PERMISSION_DENIED);
  });
});
