import { Type } from "typebox";
import { maskTail } from "../../../../../../domain/payroll/run/payslip.ts";
import type { Db } from "../../../../../db/pool.ts";
import { notFound } from "../../../../../shared/errors.ts";
import type { App } from "../../../../../shared/typed.ts";
import { findReport, lineById, MENUS } from "../repo.ts";

const Money = Type.Number();
const Text = Type.Union([Type.String(), Type.Null()]);

const PayslipSourceSchema = Type.Object({
  companyName: Type.String(),
  report: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    status: Type.String(),
    period: Type.String(),
    periodStart: Type.String(),
    periodEnd: Type.String(),
    payDate: Text,
  }),
  detail: Type.Object({
    id: Type.Number(),
    agentId: Type.Integer(),
    agentName: Type.String(),
    employeeNumber: Text,
    branchName: Text,
    basicSalary: Money,
    gross: Money,
    taxableGross: Money,
    pph21: Money,
    employeeDeductions: Money,
    employerContributions: Money,
    net: Money,
    bpjs: Type.Record(Type.String(), Money),
    lines: Type.Array(
      Type.Object({
        code: Type.String(),
        label: Type.String(),
        amount: Money,
        type: Type.String(),
      }),
    ),
    errorCode: Text,
    paymentMethod: Text,
    bankName: Text,
    accountNumber: Text,
    accountName: Text,
    eWallet: Text,
    walletPhoneNumber: Text,
  }),
  tax: Type.Object({ ptkpStatus: Text, npwp: Text }),
});

/**
 * GET /payslips/:detailId: what the console's payslip preview (SPEC §2 /payroll/payroll-
 * reports-beta/payslip-preview/{id}, the employee report id) draws with the shared content
 * module, the same source the PDF is drawn from: the company's name and the worker's PTKP
 * and NPWP are not in the GraphQL report types. Account and NPWP numbers leave masked.
 */
export function payslipPreviewRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payslips/:detailId",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "The payslip of one employee report (line) id: company, report, the line's figures, PTKP and masked NPWP (the console's payslip preview)",
        params: Type.Object({
          detailId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        response: { 200: Type.Object({ data: PayslipSourceSchema }) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const found = await db.tenant(principal.clientId, async (tx) => {
        const hit = await lineById(tx, params.detailId);
        if (!hit) return null;
        const report = await findReport(tx, hit.reportId);
        return report ? { report, line: hit.line } : null;
      });
      if (!found) throw notFound("Payslip");
      const { report, line } = found;
      return {
        data: {
          companyName: report.companyName,
          report: {
            id: report.id,
            name: report.name,
            status: report.status,
            period: report.period,
            periodStart: report.periodStart,
            periodEnd: report.periodEnd,
            payDate: report.payDate,
          },
          detail: {
            id: line.id,
            agentId: line.agentId,
            agentName: line.agentName,
            employeeNumber: line.employeeNumber,
            branchName: line.branchName,
            basicSalary: line.basicSalary,
            gross: line.gross,
            taxableGross: line.taxableGross,
            pph21: line.pph21,
            employeeDeductions: line.employeeDeductions,
            employerContributions: line.employerContributions,
            net: line.net,
            bpjs: line.bpjs as Record<string, number>,
            lines: line.lines.map(({ code, label, amount, type }) => ({
              code,
              label,
              amount,
              type,
            })),
            errorCode: line.errorCode ?? null,
            paymentMethod: line.paymentMethod,
            bankName: line.bankName,
            accountNumber: line.accountNumber ? maskTail(line.accountNumber) : null,
            accountName: line.accountName,
            eWallet: line.eWallet,
            walletPhoneNumber: line.walletPhoneNumber ? maskTail(line.walletPhoneNumber) : null,
          },
          tax: { ptkpStatus: line.ptkpStatus, npwp: line.npwp ? maskTail(line.npwp) : null },
        },
      };
    },
  );
}
