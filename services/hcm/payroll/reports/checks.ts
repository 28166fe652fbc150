import type { Static } from "typebox";
import { renderProblem } from "../../../../domain/problems.ts";
import type { FieldProblem } from "../../../../domain/workforce/org.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid } from "../../../main/org/common.ts";
import type { GroupSettingsRow } from "./inputs.ts";
import { parsePeriod, type ReportPeriod, reportPeriod } from "./period.ts";
import type { AdjustmentValues } from "./repo.ts";
import { type AdjustmentInput, type CreateReportBody, MAX_ADJUSTMENT_AMOUNT } from "./schemas.ts";

export type CreateBody = Static<typeof CreateReportBody>;
type AdjustmentBody = Static<typeof AdjustmentInput>;

/** English problems (domain/problems.ts words them in the caller's language). */
const say = (code: Parameters<typeof renderProblem>[1], params: Record<string, string> = {}) =>
  renderProblem("en", code, params);

const ADJUSTMENT_TYPES = ["increment", "decrement", "default"];

/** The report's name, problems of its own fields (not the group's). */
export function checkHead(body: CreateBody): { name: string; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = body.name.trim();
  if (name.length === 0) problems.push({ field: "name", message: say("required", {}) });
  else if (name.length > 100)
    problems.push({ field: "name", message: say("maxLength", { max: "100" }) });
  if (body.type !== "general")
    problems.push({ field: "type", message: say("payrollReportGeneralOnly") });
  if (!parsePeriod(body.period))
    problems.push({ field: "period", message: say("payrollReportMonth") });
  if (body.thrHolidayDate != null && !isDate(body.thrHolidayDate))
    problems.push({ field: "thrHolidayDate", message: say("isoDate") });
  return { name, problems };
}

const isDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The group's problem for a monthly report (null: fine) and the report's period. */
export function groupPeriod(
  group: GroupSettingsRow,
  period: string,
): { problem: FieldProblem | null; period: ReportPeriod | null } {
  if (group.cycle !== "monthly")
    return {
      problem: { field: "payrollGroupId", message: say("payrollReportMonthlyOnly") },
      period: null,
    };
  if (group.status !== "active")
    return { problem: { field: "payrollGroupId", message: say("inactive") }, period: null };
  const month = parsePeriod(period);
  return {
    problem: null,
    period: month ? reportPeriod(month, group.cutoffDay, group.payDay) : null,
  };
}

/**
 * Adjustment rows: each field's problem (`<prefix>.<i>.<field>`), the worker a member of the
 * group in the period (employed in it), a default's component one of the group's.
 */
export async function checkAdjustments(
  tx: Tx,
  prefix: string,
  rows: readonly AdjustmentBody[],
  groupId: number,
  period: { periodStart: string; periodEnd: string },
): Promise<{ values: AdjustmentValues[]; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const values: AdjustmentValues[] = [];
  if (rows.length === 0) return { values, problems };
  const members = await tx.query<{ agent_id: number }>(
    `SELECT DISTINCT m.agent_id FROM payroll_group_members m
       JOIN agents a ON a.id = m.agent_id
      WHERE m.payroll_group_id = $1 AND m.agent_id = ANY($2::int[])
        AND m.effective_from <= $4::date AND (m.effective_to IS NULL OR m.effective_to >= $3::date)
        AND a.join_date <= $4::date AND (a.termination_date IS NULL OR a.termination_date >= $3::date)`,
    [
      groupId,
      rows.map((r) => r.agentId).filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31),
      period.periodStart,
      period.periodEnd,
    ],
  );
  const inGroup = new Set(members.rows.map((r) => r.agent_id));
  const codes = await tx.query<{ code: string }>(
    `SELECT c.code FROM payroll_group_components gc JOIN payroll_components c ON c.id = gc.component_id
      WHERE gc.payroll_group_id = $1`,
    [groupId],
  );
  const groupCodes = new Set(codes.rows.map((r) => r.code));
  rows.forEach((row, i) => {
    const at = (field: string) => `${prefix}.${i}.${field}`;
    const before = problems.length;
    if (!inGroup.has(row.agentId))
      problems.push({ field: at("agentId"), message: say("payrollReportNotMember") });
    if (!ADJUSTMENT_TYPES.includes(row.type))
      problems.push({
        field: at("type"),
        message: say("oneOf", { list: ADJUSTMENT_TYPES.join(", ") }),
      });
    const label = row.label.trim();
    if (label.length === 0) problems.push({ field: at("label"), message: say("required") });
    else if (label.length > 100)
      problems.push({ field: at("label"), message: say("maxLength", { max: "100" }) });
    if (!Number.isInteger(row.amount) || row.amount < 0 || row.amount > MAX_ADJUSTMENT_AMOUNT)
      problems.push({
        field: at("amount"),
        message: say("taxRupiah", { min: "0", max: String(MAX_ADJUSTMENT_AMOUNT) }),
      });
    const code = row.componentCode?.trim() || null;
    if (row.type === "default") {
      if (code === null)
        problems.push({
          field: at("componentCode"),
          message: say("payrollReportDefaultNeedsComponent"),
        });
      else if (!groupCodes.has(code))
        problems.push({ field: at("componentCode"), message: say("payrollNotGroupComponent") });
    } else if (code !== null && ADJUSTMENT_TYPES.includes(row.type))
      problems.push({
        field: at("componentCode"),
        message: say("payrollReportComponentOnlyDefault"),
      });
    if (problems.length === before)
      values.push({
        agentId: row.agentId,
        type: row.type,
        label,
        amount: row.amount,
        componentCode: row.type === "default" ? code : null,
        taxable: row.taxable ?? true,
      });
  });
  return { values, problems };
}

export function assertNoProblems(message: string, problems: readonly FieldProblem[]) {
  assertValid(message, problems);
}
