import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRequest } from "../../services/hcm/attendance/requests/flow.ts";
import { removeDemoRequestRule } from "../support/demoRequests.ts";
import { bearer, DEMO, login as restLogin, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { PendingApprovalPages } from "./pages/PendingApprovalPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  // The demo's "Attendance Requests" rule and its pending requests: this journey makes its own
  // rule for shift and branch requests and expects the admin's queue to hold only its own.
  await removeDemoRequestRule(stack.owner);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Pending Approval (issue 14)", () => {
  it("admin@maju.test approves a worker's shift request at layer 2 of 2, sees its timeline, and a new request arrives live", async () => {
    const maju = await clientId(stack, "PT Maju Jaya");
    const adminId = (
      await stack.owner.query<{ id: number }>(
        "SELECT id FROM users WHERE email = 'admin@maju.test'",
      )
    ).rows[0]!.id;
    const ops = (
      await stack.owner.query<{ id: number }>("SELECT id FROM users WHERE email = 'ops@maju.test'")
    ).rows[0]!.id;
    // A two-layer rule for shift requests: the operations user, then the admin.
    const rule = await stack.owner.query<{ id: number }>(
      `INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, 'Shift changes', 2) RETURNING id`,
      [maju],
    );
    const ruleId = rule.rows[0]!.id;
    await stack.owner.query(
      `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type) VALUES ($1, $2, 'shift'), ($1, $2, 'branch')
       ON CONFLICT (client_id, request_type) DO UPDATE SET rule_id = EXCLUDED.rule_id`,
      [maju, ruleId],
    );
    await stack.owner.query(
      `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id) VALUES ($1, $2, 1, $3), ($1, $2, 2, $4)`,
      [maju, ruleId, ops, adminId],
    );
    const agent = (
      await stack.owner.query<{ id: number; full_name: string }>(
        "SELECT id, full_name FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
        [maju],
      )
    ).rows[0]!;
    const date = Temporal.Now.plainDateISO("Asia/Jakarta").add({ days: 3 }).toString();
    // Another shift than the one the schedule gives that day, so the change shows.
    const shift = (
      await stack.owner.query<{ id: number; name: string }>(
        `SELECT id, name FROM shifts WHERE client_id = $1 AND status = 'active'
           AND id IS DISTINCT FROM (SELECT shift_id FROM employee_schedule_days
                                    WHERE client_id = $1 AND agent_id = $2 AND date = $3)
         ORDER BY id LIMIT 1`,
        [maju, agent.id, date],
      )
    ).rows[0]!;
    const scheduled =
      (
        await stack.owner.query<{ name: string | null }>(
          `SELECT s.name FROM employee_schedule_days d JOIN shifts s ON s.id = d.shift_id
         WHERE d.client_id = $1 AND d.agent_id = $2 AND d.date = $3`,
          [maju, agent.id, date],
        )
      ).rows[0]?.name ?? "-";
    // The worker asks (the function the worker app's route calls); the ops user approves
    // layer 1 through the REST API.
    const { request } = await createWorkerRequest({ db: stack.db }, maju, agent.id, {
      type: "shift",
      shiftId: shift.id,
      date,
      reason: "Tukar shift dengan rekan",
      clientRequestId: randomUUID(),
    });
    const opsToken = (await restLogin(stack.app, DEMO.majuOps)).token;
    const first = await stack.app.inject({
      method: "POST",
      url: `/api/hcm/v1/attendance-requests/${request.id}/approve`,
      headers: bearer(opsToken),
      payload: { note: "OK dari ops" },
    });
    expect(first.statusCode, first.body).toBe(200);

    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);

    const pending = new PendingApprovalPages(page);
    await pending.openList(stack.baseUrl);
    const row = pending.row(agent.full_name);
    await row.waitFor();
    expect(await row.textContent()).toContain("Shift");
    expect(await row.textContent()).toContain("2 of 2");
    expect(await row.textContent()).toContain(`${scheduled} → ${shift.name}`);
    // At 1440 px the narrow sticky actions column leaves the Change column in sight.
    const change = await pending.table.locator("thead th", { hasText: "Change" }).boundingBox();
    const actions = await pending.table.locator("thead th", { hasText: "Actions" }).boundingBox();
    expect(change!.x + change!.width).toBeLessThanOrEqual(actions!.x);
    await row.getByRole("button", { name: `Approve ${agent.full_name}`, exact: true }).waitFor();
    await row.getByRole("button", { name: `Reject ${agent.full_name}`, exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-pending-approval-list.png" });

    await pending.openDetail(agent.full_name);
    await pending.history
      .getByText(/requested Shift/)
      .first()
      .waitFor();
    await pending.history.getByText(/approved Shift \(layer 1\): “OK dari ops”/).waitFor();
    await pending.decide(pending.requests, "Approve", "Disetujui admin");
    await seeToast(page, "Request approved");
    await pending.history.getByText(/approved Shift \(layer 2\): “Disetujui admin”/).waitFor();
    await pending.history.getByText(/applied the request to the day/).waitFor();
    // Decided, the request still says what it changed.
    await pending.requests.getByText("Request status: Approved").waitFor();
    expect(await pending.requests.textContent()).toContain(`${scheduled} → ${shift.name}`);
    await page.screenshot({ path: ".tmp/e2e-pending-approval.png", fullPage: true });

    const stored = await stack.owner.query(
      `SELECT r.status, rec.shift_id FROM attendance_requests r JOIN attendance_records rec ON rec.id = r.record_id
       WHERE r.id = $1`,
      [request.id],
    );
    expect(stored.rows).toEqual([{ status: "approved", shift_id: shift.id }]);

    // The queue is empty now.
    await pending.openList(stack.baseUrl);
    expect(await pending.row(agent.full_name).count()).toBe(0);

    // The worker's app asks for another branch (PIN, login, POST /agent/requests): the open
    // list shows it without a reload (the live "attendance_request" pointer).
    const adminToken = (await restLogin(stack.app, DEMO.majuAdmin)).token;
    const pin = await stack.app.inject({
      method: "PUT",
      url: `/api/main/v1/agents/${agent.id}/app-access`,
      headers: bearer(adminToken),
      payload: { pin: "482916" },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const phone = (
      await stack.owner.query<{ phone_number: string }>(
        "SELECT phone_number FROM agents WHERE id = $1",
        [agent.id],
      )
    ).rows[0]!.phone_number;
    const app = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agent-auth/login",
      payload: { phoneNumber: phone, pin: "482916" },
    });
    expect(app.statusCode, app.body).toBe(200);
    const otherBranch = (
      await stack.owner.query<{ id: number; name: string }>(
        `SELECT id, name FROM branches WHERE client_id = $1 AND status = 'active'
           AND id <> (SELECT branch_id FROM agents WHERE id = $2) ORDER BY id LIMIT 1`,
        [maju, agent.id],
      )
    ).rows[0]!;
    const asked = await stack.app.inject({
      method: "POST",
      url: "/api/hcm/v1/agent/requests",
      headers: bearer(app.json().data.token),
      payload: {
        type: "branch",
        clientRequestId: "e2e-branch-1",
        date,
        branchId: otherBranch.id,
        reason: "Dipindah sementara",
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // Layer 1 (ops) approves by REST; now it waits for the admin's layer.
    const layerOne = await stack.app.inject({
      method: "POST",
      url: `/api/hcm/v1/attendance-requests/${asked.json().data.id}/approve`,
      headers: bearer(opsToken),
      payload: {},
    });
    expect(layerOne.statusCode, layerOne.body).toBe(200);
    await pending.row(agent.full_name).filter({ hasText: otherBranch.name }).waitFor();
  });
});
