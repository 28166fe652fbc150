import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeMember } from "../../domain/payroll/run/compute.ts";
import type { MemberInput, RunSettings } from "../../domain/payroll/run/types.ts";
import { DEMO_PAYROLL_GROUP } from "../../services/db/seed/payrollDemo.ts";
import { runPayrollReport } from "../../services/hcm/payroll/reports/run.ts";
import { startBackgroundJobs } from "../../services/jobs/index.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf, expectFieldErrors, userWithMenus } from "./org-helpers.ts";
import {
  allLines,
  createdReport,
  type Json,
  settled,
  uniqueName,
  type Workforce,
  workforce,
} from "./payroll-report-helpers.ts";

/**
 * /api/hcm/v1/payroll-reports (issue 17; /work/reports-api.md): the contract's create (202)
 * → computing → draft, the report and line shapes, finalize (idempotent), the 409 codes, each
 * field's 400 (nothing written), another client's ids (404), the menus (403), recompute and
 * adjustments (never a duplicate line), a worker whose computation throws (an error line, the
 * others stand), delete, the group delete refused, the run preview, and the crash test (a run
 * killed with SIGKILL mid-way, run again: exactly one line per worker, totals = Σ lines).
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let team: Workforce;

const CREATE = "Failed to Create Payroll Report";
const never = { signal: new AbortController().signal };

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  team = await workforce(stack, maju, 5);
});
afterAll(() => stack.close());

const count = async (sql: string, params: unknown[]) =>
  (await stack.owner.query<{ n: number }>(sql, params)).rows[0]!.n;

describe("the contract", () => {
  let reportId: number;

  it("POST /payroll-reports answers 202 { data: { id } } computing, then the run makes it a draft", async () => {
    const name = uniqueName("Gaji Maret");
    const created = await admin.post("/payroll-reports", {
      name,
      type: "general",
      payrollGroupId: team.groupId,
      period: "2026-03",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body["data"]).toMatchObject({
      id: expect.any(Number),
      name,
      type: "general",
      status: "computing",
      period: "2026-03",
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      payDate: "2026-03-25",
      payrollGroupId: team.groupId,
      payrollGroupName: team.groupName,
    });
    reportId = created.body["data"].id;
    const report = await settled(admin, reportId);
    expect(report).toMatchObject({
      id: reportId,
      status: "draft",
      progress: { done: 5, total: 5 },
      lineCount: 5,
      errorCount: 0,
      failureReason: null,
      computedAt: expect.any(String),
      createdByName: expect.any(String),
      totals: {
        gross: expect.any(Number),
        net: expect.any(Number),
        pph21: expect.any(Number),
        employerContributions: expect.any(Number),
        deductions: expect.any(Number),
      },
    });
    const lines = await allLines(admin, reportId);
    expect(report["totals"].gross).toBe(lines.reduce((sum, line) => sum + line["gross"], 0));
    expect(report["totals"].net).toBe(lines.reduce((sum, line) => sum + line["net"], 0));
  });

  it("GET /details answers one line per member in the contract's shape; ?agentId= filters", async () => {
    const answer = await admin.get(`/payroll-reports/${reportId}/details?limit=100`);
    expect(answer.status).toBe(200);
    const { items, totalItems } = answer.body["data"];
    expect(totalItems).toBe(5);
    expect(items.map((i: { agentId: number }) => i.agentId).sort()).toEqual(team.agentIds);
    const line = items[0];
    expect(line).toMatchObject({
      id: expect.any(Number),
      agentId: expect.any(Number),
      agentName: expect.stringContaining("Pekerja"),
      employeeNumber: expect.stringMatching(/^\d{16}$/),
      branchName: expect.any(String),
      taxMonth: 3,
      basicSalary: expect.any(Number),
      gross: expect.any(Number),
      taxableGross: expect.any(Number),
      employeePension: expect.any(Number),
      pph21: expect.any(Number),
      employeeDeductions: expect.any(Number),
      employerContributions: expect.any(Number),
      net: expect.any(Number),
      bpjs: {
        kesehatanWorker: expect.any(Number),
        kesehatanEmployer: expect.any(Number),
        jhtWorker: expect.any(Number),
        jhtEmployer: expect.any(Number),
        jpWorker: expect.any(Number),
        jpEmployer: expect.any(Number),
        jkk: expect.any(Number),
        jkm: expect.any(Number),
      },
      inputs: expect.any(Object),
      paymentMethod: "bank_transfer",
      bankName: "BCA",
    });
    expect(line.lines.length).toBeGreaterThan(0);
    for (const part of line.lines)
      expect(part).toMatchObject({
        code: expect.any(String),
        label: expect.any(String),
        amount: expect.any(Number),
        type: expect.any(String),
        rule: expect.any(String),
      });
    const one = await admin.get(`/payroll-reports/${reportId}/details?agentId=${team.agentIds[2]}`);
    expect(one.body["data"].items).toHaveLength(1);
    expect(one.body["data"].items[0].agentId).toBe(team.agentIds[2]);
    const single = await admin.get(`/payroll-reports/${reportId}/details/${line.id}`);
    expect(single.status).toBe(200);
    expect(single.body["data"]).toEqual(line);
    const byName = await admin.get(
      `/payroll-reports/${reportId}/details?q=${encodeURIComponent(line.agentName)}`,
    );
    expect(byName.body["data"].items.map((i: { id: number }) => i.id)).toEqual([line.id]);
    const errors = await admin.get(`/payroll-reports/${reportId}/details?errorsOnly=true`);
    expect(errors.body["data"]).toMatchObject({ items: [], totalItems: 0 });
    const sorted = await admin.get(`/payroll-reports/${reportId}/details?sort=-basicSalary`);
    const salaries = sorted.body["data"].items.map((i: { basicSalary: number }) => i.basicSalary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
  });

  it("the list finds it (search, filters, sort)", async () => {
    const list = await admin.get(`/payroll-reports?payrollGroupId=${team.groupId}&period=2026-03`);
    expect(list.status).toBe(200);
    expect(list.body["data"]).toMatchObject({ totalItems: 1, limit: 10, page: 1 });
    expect(list.body["data"].items[0].id).toBe(reportId);
    const none = await admin.get(`/payroll-reports?payrollGroupId=${team.groupId}&status=paid`);
    expect(none.body["data"].totalItems).toBe(0);
    const bad = await admin.get("/payroll-reports?sort=salary");
    expect(bad.status).toBe(400);
  });

  it("recompute replaces the lines: never a duplicate (count = members), generation moves", async () => {
    const before = await count("SELECT generation AS n FROM payroll_reports WHERE id = $1", [
      reportId,
    ]);
    for (let i = 0; i < 2; i++) {
      const again = await admin.post(`/payroll-reports/${reportId}/recompute`);
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      expect(again.body["data"].status).toBe("computing");
      expect((await settled(admin, reportId))["status"]).toBe("draft");
    }
    expect(
      await count("SELECT count(*)::int AS n FROM payroll_report_details WHERE report_id = $1", [
        reportId,
      ]),
    ).toBe(5);
    expect(
      await count("SELECT generation AS n FROM payroll_reports WHERE id = $1", [reportId]),
    ).toBe(before + 2);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'payroll_report' AND entity_id = $1 AND action = 'payroll_report.recompute'",
        [String(reportId)],
      ),
    ).toBe(2);
  });

  it("adjustments: PUT replaces them (202, recomputed), GET lists them; bad rows 400 naming adjustments.<i>.<field>", async () => {
    const [first, second] = team.agentIds;
    const put = await admin.put(`/payroll-reports/${reportId}/adjustments`, {
      adjustments: [
        { agentId: first, type: "increment", label: "Bonus", amount: 250_000 },
        { agentId: second, type: "decrement", label: "Kasbon", amount: 100_000, taxable: false },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(202);
    expect((await settled(admin, reportId))["status"]).toBe("draft");
    const read = await admin.get(`/payroll-reports/${reportId}/adjustments`);
    expect(read.status).toBe(200);
    expect(read.body["data"]).toEqual([
      expect.objectContaining({
        agentId: first,
        type: "increment",
        label: "Bonus",
        amount: 250_000,
        componentCode: null,
        taxable: true,
        agentName: expect.any(String),
      }),
      expect.objectContaining({
        agentId: second,
        type: "decrement",
        label: "Kasbon",
        amount: 100_000,
        taxable: false,
      }),
    ]);
    const stranger = (await workforce(stack, maju, 1)).agentIds[0];
    const bad = await admin.put(`/payroll-reports/${reportId}/adjustments`, {
      adjustments: [
        { agentId: stranger, type: "increment", label: "Bonus", amount: 1 },
        { agentId: first, type: "sometimes", label: " ", amount: 1.5 },
        { agentId: first, type: "default", label: "Tunjangan", amount: 5, componentCode: "nope" },
        { agentId: first, type: "increment", label: "x", amount: 5, componentCode: "nope" },
      ],
    });
    expectFieldErrors(bad, 400, "Failed to Update Payroll Report Adjustments", {
      "adjustments.0.agentId": "is not a member of the report's payroll group in its period",
      "adjustments.1.type": "must be one of increment, decrement, default",
      "adjustments.1.label": "is required",
      "adjustments.1.amount": "must be whole rupiah from 0 to 10000000000",
      "adjustments.2.componentCode": "is not a component of this payroll group",
      "adjustments.3.componentCode": "must be empty unless the type is default",
    });
    expect((await admin.get(`/payroll-reports/${reportId}/adjustments`)).body["data"]).toHaveLength(
      2,
    );
  });

  it("finalize answers 200 finalized with a snapshot; again: the same answer (idempotent)", async () => {
    const done = await admin.post(`/payroll-reports/${reportId}/finalize`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body["data"]).toMatchObject({
      id: reportId,
      status: "finalized",
      finalizedAt: expect.any(String),
      finalizedByName: expect.any(String),
    });
    const again = await admin.post(`/payroll-reports/${reportId}/finalize`);
    expect(again.status).toBe(200);
    expect(again.body["data"]).toEqual(done.body["data"]);
    const { rows } = await stack.owner.query<{ snapshot: Json }>(
      "SELECT snapshot FROM payroll_reports WHERE id = $1",
      [reportId],
    );
    expect(rows[0]!.snapshot).toMatchObject({
      engineRuleVersion: expect.any(String),
      group: { id: team.groupId },
      settings: { year: 2026, month: 3, periodStart: "2026-03-01" },
      components: expect.any(Array),
    });
    const recompute = await admin.post(`/payroll-reports/${reportId}/recompute`);
    expect(recompute.status).toBe(409);
    expect(recompute.body["detail"].code).toBe("PAYROLL_REPORT_NOT_DRAFT");
    const adjust = await admin.put(`/payroll-reports/${reportId}/adjustments`, { adjustments: [] });
    expect(adjust.body["detail"].code).toBe("PAYROLL_REPORT_NOT_DRAFT");
    const remove = await admin.del(`/payroll-reports/${reportId}`);
    expect(remove.status).toBe(409);
    expect(remove.body["detail"].code).toBe("PAYROLL_REPORT_FINALIZED");
  });

  it("the payroll group cannot be deleted while reports refer to it (409, not a 500)", async () => {
    await stack.owner.query(
      "UPDATE payroll_group_members SET effective_to = '2026-04-30' WHERE payroll_group_id = $1",
      [team.groupId],
    );
    const refused = await admin.del(`/payroll-groups/${team.groupId}`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body["detail"].code).toBe("PAYROLL_GROUP_HAS_REPORTS");
    await stack.owner.query(
      "UPDATE payroll_group_members SET effective_to = NULL WHERE payroll_group_id = $1",
      [team.groupId],
    );
  });
});

describe("the demo", () => {
  it("seeds Gaji Bulanan Jakarta's January to October 2026 finalised and November a draft, computed by the run", async () => {
    const list = await admin.get(
      "/payroll-reports?q=Gaji%20Bulanan%20Jakarta&sort=period&limit=100",
    );
    expect(list.status).toBe(200);
    const demo = list.body["data"].items.filter(
      (r: { payrollGroupName: string }) => r.payrollGroupName === DEMO_PAYROLL_GROUP,
    );
    expect(demo.map((r: { period: string; status: string }) => [r.period, r.status])).toEqual([
      ...Array.from({ length: 10 }, (_, i) => [
        `2026-${String(i + 1).padStart(2, "0")}`,
        "finalized",
      ]),
      ["2026-11", "draft"],
    ]);
    const members = await count(
      `SELECT count(*)::int AS n FROM payroll_group_members m JOIN payroll_groups g ON g.id = m.payroll_group_id
        WHERE g.client_id = $1 AND g.name = $2 AND m.effective_from <= '2026-11-30'
          AND (m.effective_to IS NULL OR m.effective_to >= '2026-11-01')`,
      [maju, DEMO_PAYROLL_GROUP],
    );
    expect(members).toBeGreaterThan(0);
    for (const report of demo) {
      expect(report.lineCount).toBeGreaterThan(0);
      expect(report.totals.gross).toBeGreaterThan(0);
    }
    expect(demo[10].lineCount).toBeLessThanOrEqual(members);
  });
});

describe("refusals", () => {
  it("BATCH_NAME_ALREADY_EXIST (case-insensitive) and PAYROLL_PERIOD_ALREADY_REPORTED: 409, nothing written", async () => {
    const name = uniqueName("Gaji April");
    await createdReport(admin, { name, payrollGroupId: team.groupId, period: "2026-04" });
    const before = await count(
      "SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1",
      [maju],
    );
    const sameName = await admin.post("/payroll-reports", {
      name: name.toUpperCase(),
      type: "general",
      payrollGroupId: team.groupId,
      period: "2026-05",
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body["detail"].code).toBe("BATCH_NAME_ALREADY_EXIST");
    const samePeriod = await admin.post("/payroll-reports", {
      name: uniqueName("Lagi"),
      type: "general",
      payrollGroupId: team.groupId,
      period: "2026-04",
    });
    expect(samePeriod.status).toBe(409);
    expect(samePeriod.body["detail"].code).toBe("PAYROLL_PERIOD_ALREADY_REPORTED");
    expect(
      await count("SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1", [maju]),
    ).toBe(before);
  });

  it("NO_PAYROLL_REPORT_DETAIL: a month where the group has no members computes no line and cannot be finalised", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Kosong"),
      payrollGroupId: team.groupId,
      period: "2025-06",
    });
    expect(report).toMatchObject({
      status: "draft",
      lineCount: 0,
      progress: { done: 0, total: 0 },
    });
    const lines = await admin.get(`/payroll-reports/${report["id"]}/details`);
    expect(lines.status).toBe(200);
    expect(lines.body["data"]).toMatchObject({ items: [], totalItems: 0 });
    const refused = await admin.post(`/payroll-reports/${report["id"]}/finalize`);
    expect(refused.status).toBe(409);
    expect(refused.body["detail"].code).toBe("NO_PAYROLL_REPORT_DETAIL");
    expect(refused.body["message"]).toBe(
      "This payroll report has no lines: there is nothing to finalize.",
    );
    const deleted = await admin.del(`/payroll-reports/${report["id"]}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get(`/payroll-reports/${report["id"]}`)).status).toBe(404);
  });

  it("bad input: 400 naming each field, in the caller's language; nothing written", async () => {
    const before = await count(
      "SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1",
      [maju],
    );
    const answer = await admin.post("/payroll-reports", {
      name: "  ",
      type: "direct",
      payrollGroupId: team.groupId,
      period: "2026-13",
      thrHolidayDate: "2026-02-30",
    });
    expectFieldErrors(answer, 400, CREATE, {
      name: "is required",
      type: "must be general (direct reports are uploaded)",
      period: "must be a month written YYYY-MM",
      thrHolidayDate: "must be a date written yyyy-MM-dd",
    });
    const long = await admin.post("/payroll-reports", {
      name: "x".repeat(101),
      type: "general",
      payrollGroupId: team.groupId,
      period: "2026-07",
      adjustments: [{ agentId: team.agentIds[0], type: "increment", label: "Bonus", amount: -1 }],
    });
    expectFieldErrors(long, 400, CREATE, {
      name: "must be at most 100 characters",
      "adjustments.0.amount": "must be whole rupiah from 0 to 10000000000",
    });
    const weekly = await workforce(stack, maju, 1, { cycle: "weekly" });
    const notMonthly = await admin.post("/payroll-reports", {
      name: uniqueName("Mingguan"),
      type: "general",
      payrollGroupId: weekly.groupId,
      period: "2026-07",
    });
    expectFieldErrors(notMonthly, 400, CREATE, {
      payrollGroupId: "only monthly groups can run a monthly report",
    });
    const wrongType = await admin.post("/payroll-reports", { name: 5, type: "general" });
    expect(wrongType.status).toBe(400);
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const indonesian = await admin.post("/payroll-reports", {
        name: "Gaji",
        type: "general",
        payrollGroupId: weekly.groupId,
        period: "2026-7",
      });
      expect(indonesian.status).toBe(400);
      expect(indonesian.body["message"]).toBe("Gagal Membuat Laporan Penggajian");
      expect(indonesian.body["errors"]).toEqual([
        { field: "period", message: "harus berupa bulan dengan format YYYY-MM" },
        {
          field: "payrollGroupId",
          message: "hanya grup bulanan yang dapat menjalankan laporan bulanan",
        },
      ]);
      const taken = await admin.post("/payroll-reports", {
        name: "Gaji",
        type: "general",
        payrollGroupId: team.groupId,
        period: "2027-01",
      });
      expect(taken.status).toBe(202);
      const again = await admin.post("/payroll-reports", {
        name: "gaji",
        type: "general",
        payrollGroupId: team.groupId,
        period: "2027-02",
      });
      expect(again.status).toBe(409);
      expect(again.body["message"]).toBe(
        'Laporan penggajian bernama "gaji" sudah ada. Coba nama lain.',
      );
      await settled(admin, taken.body["data"].id);
      expect((await admin.del(`/payroll-reports/${taken.body["data"].id}`)).status).toBe(204);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
    expect(
      await count("SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1", [maju]),
    ).toBe(before);
  });

  it("another client's report or group: 404, and nothing of it changes", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Milik Maju"),
      payrollGroupId: team.groupId,
      period: "2026-08",
    });
    const id = report["id"];
    const line = (await admin.get(`/payroll-reports/${id}/details`)).body["data"].items[0];
    for (const answer of [
      await sentosa.get(`/payroll-reports/${id}`),
      await sentosa.get(`/payroll-reports/${id}/details`),
      await sentosa.get(`/payroll-reports/${id}/details/${line.id}`),
      await sentosa.get(`/payroll-reports/${id}/adjustments`),
      await sentosa.put(`/payroll-reports/${id}/adjustments`, { adjustments: [] }),
      await sentosa.post(`/payroll-reports/${id}/recompute`),
      await sentosa.post(`/payroll-reports/${id}/finalize`),
      await sentosa.del(`/payroll-reports/${id}`),
      await sentosa.get(`/payroll-groups/${team.groupId}/run-preview?period=2026-08`),
      await sentosa.post("/payroll-reports", {
        name: uniqueName("Curian"),
        type: "general",
        payrollGroupId: team.groupId,
        period: "2026-09",
      }),
    ])
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    const list = await sentosa.get("/payroll-reports?limit=100");
    expect(list.body["data"].items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await admin.get(`/payroll-reports/${id}`)).body["data"]).toEqual(
      await settled(admin, id),
    );
    expect((await admin.get(`/payroll-reports/${id}`)).body["data"].status).toBe("draft");
  });

  it("without the payroll report menus (ops@maju.test): 403", async () => {
    const ops = hcmAs(stack, (await login(stack.app, DEMO.majuOps)).token);
    for (const answer of [
      await ops.get("/payroll-reports"),
      await ops.post("/payroll-reports", {
        name: "x",
        type: "general",
        payrollGroupId: team.groupId,
        period: "2026-09",
      }),
      await ops.get(`/payroll-groups/${team.groupId}/run-preview?period=2026-09`),
    ])
      expect(answer.status).toBe(403);
    const beta = hcmAs(stack, await userWithMenus(stack, maju, ["payroll-report-beta"]));
    expect((await beta.get("/payroll-reports")).status).toBe(200);
  });
});

describe("the run", () => {
  it("a worker whose computation throws gets an error line; the others stand; finalize is refused", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Gagal Satu"),
      payrollGroupId: team.groupId,
      period: "2026-10",
    });
    const id = report["id"];
    const broken = team.agentIds[1];
    await stack.owner.query("UPDATE payroll_reports SET status = 'computing' WHERE id = $1", [id]);
    await runPayrollReport(stack.db, { clientId: maju, reportId: id }, never, {
      compute: (settings: RunSettings, member: MemberInput) => {
        if (member.agentId === broken) throw new Error("the worker's data cannot be computed");
        return computeMember(settings, member);
      },
    });
    const after = await settled(admin, id);
    expect(after).toMatchObject({ status: "draft", lineCount: 5, errorCount: 1 });
    const errors = await admin.get(`/payroll-reports/${id}/details?errorsOnly=true`);
    expect(errors.body["data"].items).toEqual([
      expect.objectContaining({
        agentId: broken,
        errorCode: "COMPUTE_FAILED",
        errorReason: "the worker's data cannot be computed",
        net: 0,
      }),
    ]);
    const lines = await allLines(admin, id);
    const fine = lines.filter((line) => line["errorCode"] === null);
    expect(fine).toHaveLength(4);
    expect(after["totals"].gross).toBe(fine.reduce((sum, line) => sum + line["gross"], 0));
    const refused = await admin.post(`/payroll-reports/${id}/finalize`);
    expect(refused.status).toBe(409);
    expect(refused.body["detail"].code).toBe("PAYROLL_REPORT_HAS_ERRORS");
  });

  it("a run that fails as a whole marks the report failed with the reason; recompute makes it a draft", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Gagal Semua"),
      payrollGroupId: team.groupId,
      period: "2027-03",
    });
    const id = report["id"];
    await stack.owner.query("UPDATE payroll_reports SET status = 'computing' WHERE id = $1", [id]);
    // A result the store cannot write (a bigint in the inputs): the chunk's statement fails.
    await runPayrollReport(stack.db, { clientId: maju, reportId: id }, never, {
      compute: (settings: RunSettings, member: MemberInput) => ({
        ...computeMember(settings, member),
        inputs: { unwritable: 1n },
      }),
    });
    const failed = await settled(admin, id);
    expect(failed).toMatchObject({
      status: "failed",
      failureReason: expect.stringMatching(/BigInt/),
    });
    const finalize = await admin.post(`/payroll-reports/${id}/finalize`);
    expect(finalize.status).toBe(409);
    const again = await admin.post(`/payroll-reports/${id}/recompute`);
    expect(again.status).toBe(202);
    expect(await settled(admin, id)).toMatchObject({
      status: "draft",
      failureReason: null,
      lineCount: 5,
    });
  });

  it("a report still computing cannot be finalised (PAYROLL_REPORT_COMPUTING)", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Sibuk"),
      payrollGroupId: team.groupId,
      period: "2026-11",
    });
    await stack.owner.query("UPDATE payroll_reports SET status = 'computing' WHERE id = $1", [
      report["id"],
    ]);
    const refused = await admin.post(`/payroll-reports/${report["id"]}/finalize`);
    expect(refused.status).toBe(409);
    expect(refused.body["detail"].code).toBe("PAYROLL_REPORT_COMPUTING");
    await runPayrollReport(stack.db, { clientId: maju, reportId: report["id"] }, never);
    expect((await settled(admin, report["id"]))["status"]).toBe("draft");
  });

  it("a report left computing (a crash) gets its job again when the jobs start; the run tells open pages (live change)", async () => {
    const report = await createdReport(admin, {
      name: uniqueName("Terdampar"),
      payrollGroupId: team.groupId,
      period: "2026-12",
    });
    await stack.owner.query(
      "UPDATE payroll_reports SET status = 'computing', progress_done = 0 WHERE id = $1",
      [report["id"]],
    );
    const restarted = await startBackgroundJobs({
      ownerUrl: stack.database.ownerUrl,
      db: stack.db,
      pollingIntervalSeconds: 0.2,
    });
    try {
      const after = await settled(admin, report["id"]);
      expect(after).toMatchObject({ status: "draft", lineCount: 5 });
    } finally {
      await restarted.stop();
    }
    const live = await count(
      "SELECT count(*)::int AS n FROM live_events WHERE client_id = $1 AND payload->>'type' = 'payroll_report'",
      [maju],
    );
    expect(live).toBeGreaterThan(0);
  });

  it("the run preview lists the month's members with their attendance figures", async () => {
    const preview = await admin.get(
      `/payroll-groups/${team.groupId}/run-preview?period=2026-12&limit=2`,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body["data"]).toMatchObject({
      period: "2026-12",
      periodStart: "2026-12-01",
      periodEnd: "2026-12-31",
      payDate: "2026-12-25",
      memberCount: 5,
      totalItems: 5,
      limit: 2,
      page: 1,
    });
    expect(preview.body["data"].items).toHaveLength(2);
    expect(preview.body["data"].items[0]).toMatchObject({
      agentId: expect.any(Number),
      basicSalary: expect.any(Number),
      ptkpStatus: "TK/0",
      attendedDays: 0,
      overtimeMinutes: 0,
      incompleteAccount: false,
    });
    const bad = await admin.get(`/payroll-groups/${team.groupId}/run-preview?period=2026-00`);
    expect(bad.status).toBe(400);
  });

  it("killed with SIGKILL mid-run, then run again: exactly one line per member, totals = Σ lines", async () => {
    const big = await workforce(stack, maju, 3000);
    const report = await createdReport(admin, {
      name: uniqueName("Besar"),
      payrollGroupId: big.groupId,
      period: "2026-05",
    });
    expect(report).toMatchObject({ status: "draft", lineCount: 3000 });
    const id = report["id"];
    // A stranded run: computing, and a process that dies after its first committed chunk.
    await stack.owner.query("UPDATE payroll_reports SET status = 'computing' WHERE id = $1", [id]);
    const child = spawn(
      path.join(REPO, "node_modules/.bin/tsx"),
      ["tests/support/payroll-run-child.ts", stack.database.appUrl, String(maju), String(id)],
      { cwd: REPO, env: { ...process.env, PAUSE_MS: "5000" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no chunk from the child: ${errors}`)),
        60_000,
      );
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("chunk ")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const mid = await stack.owner.query<{ status: string; done: number; generations: number }>(
      `SELECT r.status, r.progress_done AS done,
              (SELECT count(DISTINCT generation)::int FROM payroll_report_details d WHERE d.report_id = r.id) AS generations
         FROM payroll_reports r WHERE r.id = $1`,
      [id],
    );
    // Killed after its first committed chunk (two are written side by side): mid-run.
    expect(mid.rows[0]).toMatchObject({ status: "computing", generations: 2 });
    expect(mid.rows[0]!.done).toBeGreaterThanOrEqual(1000);
    expect(mid.rows[0]!.done).toBeLessThan(3000);
    // One worker leaves the group meanwhile: the restarted run drops their old line.
    await stack.owner.query(
      "DELETE FROM payroll_group_members WHERE payroll_group_id = $1 AND agent_id = $2",
      [big.groupId, big.agentIds[0]],
    );
    await runPayrollReport(stack.db, { clientId: maju, reportId: id }, never);
    const after = await settled(admin, id);
    expect(after).toMatchObject({
      status: "draft",
      lineCount: 2999,
      progress: { done: 2999, total: 2999 },
    });
    const { rows } = await stack.owner.query<{
      lines: number;
      agents: number;
      generations: number;
      gross: string;
      net: string;
      pph21: string;
      employer: string;
    }>(
      `SELECT count(*)::int AS lines, count(DISTINCT agent_id)::int AS agents,
              count(DISTINCT generation)::int AS generations, sum(gross)::text AS gross,
              sum(net)::text AS net, sum(pph21)::text AS pph21,
              sum(employer_contributions)::text AS employer
         FROM payroll_report_details WHERE report_id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ lines: 2999, agents: 2999, generations: 1 });
    expect(after["totals"]).toMatchObject({
      gross: Number(rows[0]!.gross),
      net: Number(rows[0]!.net),
      pph21: Number(rows[0]!.pph21),
      employerContributions: Number(rows[0]!.employer),
    });
    const members = await stack.owner.query<{ agent_id: number }>(
      "SELECT agent_id FROM payroll_report_details WHERE report_id = $1 ORDER BY agent_id",
      [id],
    );
    expect(members.rows.map((r) => r.agent_id)).toEqual(big.agentIds.slice(1));
  }, 120_000);
});

describe("THR of daily workers", () => {
  it("averages their basic pay of the finalised months before the run (Permenaker 6/2016 Art 3(3)), pro rata to the months of service", async () => {
    const crew = await workforce(stack, maju, 2, { salary: 3_000_000 });
    await stack.owner.query(
      "UPDATE agents SET contract_type = 'daily_worker', join_date = '2025-06-01' WHERE id = ANY($1::int[])",
      [crew.agentIds],
    );
    for (const period of ["2026-01", "2026-02"]) {
      const report = await createdReport(admin, {
        name: uniqueName(`Harian ${period}`),
        payrollGroupId: crew.groupId,
        period,
      });
      expect(report["status"]).toBe("draft");
      const finalized = await admin.post(`/payroll-reports/${report["id"]}/finalize`, {});
      expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    }
    const march = await createdReport(admin, {
      name: uniqueName("Harian THR"),
      payrollGroupId: crew.groupId,
      period: "2026-03",
      thrHolidayDate: "2026-03-20",
    });
    expect(march["status"]).toBe("draft");
    const lines = await allLines(admin, march["id"]);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line["errorCode"] ?? null).toBeNull();
      const thr = line["lines"].find((l: Json) => l["code"] === "thr");
      // Joined 2025-06-01: 9 completed months on 2026-03-20; the wage base is the average of
      // January and February (the same full-month basic), so THR = basic × 9 / 12.
      expect(thr["amount"]).toBe(Math.round((line["basicSalary"] * 9) / 12));
    }
  });
});
