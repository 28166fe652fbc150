import type { GatewayContext } from "../../context.ts";
import { type Row, toReport, withoutNulls } from "../types/payrollReportsShape.ts";

/**
 * Issue 17, payroll reports over the hcm service (services/hcm/payroll/reports). Refusals
 * come back as the service said them (gateway/services.ts): a 400 is BAD_USER_INPUT with
 * `extensions.errors` naming each field (`adjustments.<i>.<field>`); a 409 is CONFLICT with
 * the SPEC §8 code in `extensions.detail.code` (BATCH_NAME_ALREADY_EXIST,
 * NO_PAYROLL_REPORT_DETAIL, PAYROLL_PERIOD_ALREADY_REPORTED, PAYROLL_REPORT_COMPUTING, ...);
 * another client's ids are NOT_FOUND.
 */

type AdjustmentInput = Record<string, unknown>;

const adjustmentsBody = (rows: readonly AdjustmentInput[]) => rows.map((row) => withoutNulls(row));

/** The report as it stands now (the answers of 202 routes carry its id only). */
async function reportNow(context: GatewayContext, id: number) {
  return toReport(await context.services.get<Row>("hcm", `/payroll-reports/${id}`));
}

export async function createPayrollReport(
  _parent: unknown,
  args: { input: Record<string, unknown> & { adjustments?: AdjustmentInput[] | null } },
  context: GatewayContext,
) {
  const { adjustments, ...fields } = args.input;
  const created = await context.services.post<Row>("hcm", "/payroll-reports", {
    ...withoutNulls(fields),
    ...(adjustments ? { adjustments: adjustmentsBody(adjustments) } : {}),
  });
  return reportNow(context, Number(created["id"]));
}

export async function recomputePayrollReport(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  // The report as the recompute left it (computing), from the route's own answer: read again
  // afterwards, a quick run could already be a draft again and the page never show it ran.
  return toReport(
    await context.services.post<Row>("hcm", `/payroll-reports/${args.id}/recompute`, {}),
  );
}

export async function setPayrollReportAdjustments(
  _parent: unknown,
  args: { id: number; adjustments: AdjustmentInput[] },
  context: GatewayContext,
) {
  await context.services.put<unknown>("hcm", `/payroll-reports/${args.id}/adjustments`, {
    adjustments: adjustmentsBody(args.adjustments),
  });
  return reportNow(context, args.id);
}

export async function finalizePayrollReport(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const report = await context.services.post<Row>(
    "hcm",
    `/payroll-reports/${args.id}/finalize`,
    {},
  );
  return report && typeof report["status"] === "string"
    ? toReport(report)
    : reportNow(context, args.id);
}

export async function deletePayrollReport(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  // 204 without a body: gone.
  await context.services.delete<unknown>("hcm", `/payroll-reports/${args.id}`);
  return true;
}
