import type { Db } from "../../../../db/pool.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { invalidFields, notFound } from "../../../../shared/errors.ts";
import { readSystemConfig } from "../../../../shared/flags.ts";
import type { App } from "../../../../shared/typed.ts";
import { groupPeriod } from "../checks.ts";
import { loadAttendance, loadGroup, loadMembers, loadOvertime } from "../inputs.ts";
import { MENUS, PreviewQuery, PreviewSchema } from "../schemas.ts";

/**
 * GET /payroll-groups/:id/run-preview?period=YYYY-MM: the members a report of the month would
 * compute, with their attendance in the period (the wizard's review step). Same loaders as the
 * run, so the preview is what the run reads.
 */
export function previewRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups/:id/run-preview",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "The members of a monthly group a report of `period` would compute, with attendance, leave and overtime in the pay period",
        params: IdParams,
        querystring: PreviewQuery,
        response: { 200: PreviewSchema },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const flags = await readSystemConfig(db, principal.clientId, "development");
      const answer = await db.tenant(principal.clientId, async (tx) => {
        const group = await loadGroup(tx, principal.clientId, params.id);
        if (!group) throw notFound("Payroll group");
        const { problem, period } = groupPeriod({ ...group, status: "active" }, query.period);
        if (problem) throw invalidFields("Invalid payroll group", [problem]);
        if (!period)
          throw invalidFields("Invalid period", [
            { field: "period", message: "must be a month written YYYY-MM" },
          ]);
        const { members, total } = await loadMembers(
          tx,
          principal.clientId,
          group.id,
          period.periodStart,
          period.periodEnd,
          { q: query.q?.trim() || null, limit, offset: (page - 1) * limit },
        );
        const attendance = members.length
          ? await loadAttendance(
              tx,
              principal.clientId,
              members,
              period.periodStart,
              period.periodEnd,
            )
          : new Map();
        const overtime = members.length
          ? await loadOvertime(
              tx,
              principal.clientId,
              members,
              period.periodStart,
              period.periodEnd,
            )
          : { byAgent: new Map() };
        return {
          period: query.period,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          payDate: period.payDate,
          useAttendance: flags.feature_flags.attendance_data_for_payroll === true,
          memberCount: total,
          items: members.map((m) => {
            const days = attendance.get(m.agentId);
            const requests: { minutes: number }[] = overtime.byAgent.get(m.agentId) ?? [];
            return {
              agentId: m.agentId,
              agentName: m.name,
              employeeNumber: m.employeeNumber,
              branchName: m.branchName,
              basicSalary: m.basicSalary,
              ptkpStatus: m.ptkpStatus,
              effectiveFrom: m.effectiveFrom,
              effectiveTo: m.effectiveTo,
              workingDays: days?.workingDaysEmployed ?? null,
              attendedDays: days?.attendedDays ?? 0,
              absentDays: days?.absentDays ?? 0,
              unpaidLeaveDays: days?.unpaidLeaveDays ?? 0,
              paidLeaveDays: days?.paidLeaveDays ?? 0,
              overtimeMinutes: requests.reduce((sum, r) => sum + r.minutes, 0),
              incompleteAccount: m.incompleteAccount,
            };
          }),
          totalItems: total,
          limit,
          page,
        };
      });
      return { data: answer };
    },
  );
}
