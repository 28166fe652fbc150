import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReimbursements } from "../../services/hcm/payroll/reports/inputs.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";
import {
  allLines,
  createdReport,
  type Json,
  settled,
  uniqueName,
  type Workforce,
  workforce,
} from "./payroll-report-helpers.ts";
import { claimType, dropReimbursementRules, today } from "./reimbursement-helpers.ts";

/**
 * Issue 18, reimbursements paid through payroll: an approved claim with payout payroll is an
 * increment line REIMBURSEMENT of the worker's next general report — its non-taxable part
 * leaves PPh 21 as it was, its taxable part raises it — and finalising the report marks the
 * claim paid by it; a claim withdrawn after the run refuses the finalisation (409
 * REIMBURSEMENT_ALREADY_PAID) until a recompute; a paid claim is never carried again.
 */
let stack: TestStack;
let admin: Hcm;
let maju: number;
let team: Workforce;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  await dropReimbursementRules(stack, maju);
  const from = today().toPlainYearMonth().subtract({ months: 2 }).toPlainDate({ day: 1 });
  team = await workforce(stack, maju, 2, { salary: 9_000_000, from: from.toString() });
  const tax = await stack.owner.query<{ id: number }>(
    `INSERT INTO tax_configurations (client_id, kind, name, ter_rounding, biaya_jabatan_mode)
     VALUES ($1, 'pph21_non_final', $2, 'half_up', 'aggregate') RETURNING id`,
    [maju, uniqueName("PPh 21 Klaim")],
  );
  await stack.owner.query("UPDATE payroll_groups SET tax_configuration_id = $2 WHERE id = $1", [
    team.groupId,
    tax.rows[0]!.id,
  ]);
});
afterAll(() => stack.close());

const lineOf = (lines: Json[], agentId: number) => lines.find((l) => l["agentId"] === agentId)!;
const recomputed = async (id: number) => {
  const answer = await admin.post(`/payroll-reports/${id}/recompute`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const report = await settled(admin, id);
  expect(report["status"]).toBe("draft");
  return allLines(admin, id);
};
const claimsOf = async (ids: number[]) =>
  (
    await stack.owner.query<{ id: number; status: string; report: number | null; paid: boolean }>(
      `SELECT id, status, payroll_report_id AS report, paid_at IS NOT NULL AS paid
         FROM reimbursement_claims WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    )
  ).rows;

describe("reimbursements in the next payroll report", () => {
  it("lines with the tax treatment, paid on finalise, never twice", async () => {
    const [a, b] = team.agentIds as [number, number];
    const period = today().toPlainYearMonth().toString();
    const claimDate = today().toString();
    const report = await createdReport(admin, {
      name: uniqueName("Gaji Klaim"),
      payrollGroupId: team.groupId,
      period,
    });
    expect(report["status"]).toBe("draft");
    const base = await allLines(admin, report["id"]);

    const dinas = await claimType(admin, { taxTreatment: "non_taxable_actual_cost" });
    const transport = await claimType(admin, { taxTreatment: "taxable_allowance" });
    const batchOnly = await claimType(admin, { defaultPayout: "disbursement" });
    const make = async (agentId: number, typeId: number, amount: number) => {
      const answer = await admin.post("/reimbursements", {
        agentId,
        typeId,
        claimDate,
        amount,
        description: "Klaim uji penggajian",
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body["data"].status).toBe("approved");
      return answer.body["data"].id as number;
    };
    const nonTaxable = await make(a, dinas.id, 500_000);
    const taxable = await make(b, transport.id, 500_000);
    const withdrawn = await make(b, transport.id, 100_000);
    const byBatch = await make(a, batchOnly.id, 300_000);

    const lines = await recomputed(report["id"]);
    const [baseA, baseB, lineA, lineB] = [
      lineOf(base, a),
      lineOf(base, b),
      lineOf(lines, a),
      lineOf(lines, b),
    ];
    const parts = (line: Json) =>
      line["lines"]
        .filter((l: Json) => l["code"] === "REIMBURSEMENT")
        .map((l: Json) => [l["label"], l["amount"], l["taxable"], l["inputs"]["claimId"]]);
    expect(parts(lineA)).toEqual([[`Reimbursement: ${dinas.name}`, 500_000, false, nonTaxable]]);
    expect(parts(lineB)).toEqual([
      [`Reimbursement: ${transport.name}`, 500_000, true, taxable],
      [`Reimbursement: ${transport.name}`, 100_000, true, withdrawn],
    ]);
    // Non-taxable: paid, PPh 21 and the taxable gross as they were.
    expect(lineA["gross"]).toBe(baseA["gross"] + 500_000);
    expect(lineA["taxableGross"]).toBe(baseA["taxableGross"]);
    expect(lineA["pph21"]).toBe(baseA["pph21"]);
    expect(lineA["net"]).toBe(baseA["net"] + 500_000);
    // Taxable: in the taxable gross, PPh 21 rises.
    expect(baseB["pph21"]).toBeGreaterThan(0);
    expect(lineB["taxableGross"]).toBe(baseB["taxableGross"] + 600_000);
    expect(lineB["pph21"]).toBeGreaterThan(baseB["pph21"]);
    expect(lineB["net"]).toBe(baseB["net"] + 600_000 - (lineB["pph21"] - baseB["pph21"]));

    // Withdrawn after the run: the finalisation is refused and changes nothing.
    expect((await admin.post(`/reimbursements/${withdrawn}/cancel`, {})).status).toBe(200);
    const refused = await admin.post(`/payroll-reports/${report["id"]}/finalize`);
    expect(refused.status).toBe(409);
    expect(refused.body["code"]).toBe("REIMBURSEMENT_ALREADY_PAID");
    expect(refused.body["message"]).toContain("Recompute the report before finalizing");
    expect((await settled(admin, report["id"]))["status"]).toBe("draft");
    expect((await claimsOf([nonTaxable, taxable])).map((c) => c.status)).toEqual([
      "approved",
      "approved",
    ]);

    const again = await recomputed(report["id"]);
    expect(parts(lineOf(again, b))).toEqual([
      [`Reimbursement: ${transport.name}`, 500_000, true, taxable],
    ]);
    const finalized = await admin.post(`/payroll-reports/${report["id"]}/finalize`);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    expect(await claimsOf([nonTaxable, taxable, withdrawn, byBatch])).toEqual([
      { id: nonTaxable, status: "paid", report: report["id"], paid: true },
      { id: taxable, status: "paid", report: report["id"], paid: true },
      { id: withdrawn, status: "cancelled", report: null, paid: false },
      { id: byBatch, status: "approved", report: null, paid: false },
    ]);
    const read = await admin.get(`/reimbursements/${nonTaxable}`);
    expect(read.body["data"]).toMatchObject({
      status: "paid",
      payrollReportId: report["id"],
      payrollReportName: report["name"],
      paidAt: expect.any(String),
    });
    const audited = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'reimbursement_claim.pay' AND entity_id = ANY($1::text[])",
      [[String(nonTaxable), String(taxable)]],
    );
    expect(audited.rows[0]!.n).toBe(2);

    // Never twice: finalising again changes nothing; no later run carries a paid claim.
    expect((await admin.post(`/payroll-reports/${report["id"]}/finalize`)).status).toBe(200);
    const later = await loadReimbursements(stack.owner, maju, [a, b], "2099-12-31");
    expect(later.get(a)?.map((c) => c.claimId)).toBeUndefined();
    expect(later.get(b)).toBeUndefined();
    const cancelPaid = await admin.post(`/reimbursements/${taxable}/cancel`, {});
    expect(cancelPaid.status).toBe(409);
  });
});
