import type { JobQueue } from "../../../jobs/runtime.ts";
import { violatedConstraint } from "../../../main/org/common.ts";
import { nameTaken, periodTaken } from "./problems.ts";
import type { Report } from "./repo.ts";

/** Puts the report's run on the queue (after the transaction that set it computing). */
export async function sendRun(jobs: JobQueue, clientId: number, reportId: number): Promise<void> {
  await jobs.send("payroll-run", { clientId, reportId });
}

/** The unique indexes behind the checks, should a concurrent create slip past them. */
export async function nameOrPeriodRace<T>(
  name: string,
  period: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === "payroll_reports_name_key") throw nameTaken(name);
    if (constraint === "payroll_reports_group_period_key") throw periodTaken(period);
    throw error;
  }
}

/** What an audit row keeps of a report: its stored fields, not the progress or names. */
export const audited = ({
  progress: _p,
  createdByName: _c,
  finalizedByName: _f,
  payrollGroupName: _g,
  ...report
}: Report) => report;
