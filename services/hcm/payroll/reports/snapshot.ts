import { loadComponents, loadGroup, loadMinimumWage, type Q, runSettings } from "./inputs.ts";
import type { Report } from "./repo.ts";
import { ENGINE_RULE_VERSION } from "./run.ts";

/**
 * What finalisation freezes (payroll_reports.snapshot): the group's settings as the run used
 * them (RunSettings), its components with the group's amounts, the tax configuration, the
 * minimum wage, and the engine's rule version. A direct report has no group: the version only.
 */
export async function reportSnapshot(
  q: Q,
  clientId: number,
  report: Pick<
    Report,
    | "payrollGroupId"
    | "type"
    | "period"
    | "periodStart"
    | "periodEnd"
    | "thrHolidayDate"
    | "useAttendance"
  >,
) {
  const base = { engineRuleVersion: ENGINE_RULE_VERSION, takenAt: new Date().toISOString() };
  if (report.payrollGroupId === null) return { ...base, type: report.type };
  const group = await loadGroup(q, clientId, report.payrollGroupId);
  if (!group) return { ...base, type: report.type };
  const year = Number(report.period.slice(0, 4));
  const minimumWage = await loadMinimumWage(q, clientId, group.id, year);
  const { group: components } = await loadComponents(q, clientId, group.id, []);
  const { rows: overtime } = await q.query<{ rounding: string }>(
    "SELECT rounding FROM overtime_policies WHERE client_id = $1 AND status = 'active' ORDER BY id LIMIT 1",
    [clientId],
  );
  const settings = runSettings(
    {
      period: report.period,
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      thrHolidayDate: report.thrHolidayDate,
      useAttendance: report.useAttendance,
    },
    group,
    minimumWage,
    overtime[0]?.rounding === "hourly_truncated" ? "hourly_truncated" : "exact",
  );
  return {
    ...base,
    type: report.type,
    group: {
      id: group.id,
      name: group.name,
      cycle: group.cycle,
      cutoffDay: group.cutoffDay,
      payDay: group.payDay,
    },
    settings,
    components,
    taxConfiguration:
      group.taxConfigurationId === null
        ? null
        : { id: group.taxConfigurationId, name: group.taxConfigurationName, ...settings.tax },
    minimumWage,
  };
}
