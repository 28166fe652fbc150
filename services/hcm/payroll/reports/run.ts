import * as engine from "../../../../domain/payroll/run/compute.ts";
import type {
  MemberInput,
  MemberResult,
  RunSettings,
} from "../../../../domain/payroll/run/types.ts";
import type { Db } from "../../../db/pool.ts";
import { type JobContext, JobInterrupted } from "../../../jobs/runtime.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { loadRunInputs, type Q, type RunMember, readReportHead } from "./inputs.ts";

/** Lines per statement and per committed progress step. */
export const RUN_CHUNK = 1000;

/** The engine's rule version (compute.ts), kept in the finalised snapshot. */
export const ENGINE_RULE_VERSION = engine.RULE_VERSION;

export type Compute = (settings: RunSettings, member: MemberInput) => MemberResult;

export type RunOptions = {
  live?: LivePublisher | undefined;
  /** The engine (tests inject one that throws for a worker). */
  compute?: Compute;
  /** Chunks written side by side (the job: 2; the seed's one connection: 1). */
  writers?: number;
  /** Called after each chunk committed (the crash test waits here to kill the process). */
  afterChunk?: (done: number, total: number) => Promise<void> | void;
};

/** The run lost its claim: a newer run of the same report took over (or it was deleted). */
class Superseded extends Error {}

const ZERO_BPJS = {
  kesehatanWorker: 0,
  kesehatanEmployer: 0,
  jhtWorker: 0,
  jhtEmployer: 0,
  jpWorker: 0,
  jpEmployer: 0,
  jkk: 0,
  jkm: 0,
};

/** One worker through the engine; a throw becomes that worker's error line. */
export function computeLine(
  compute: Compute,
  settings: RunSettings,
  input: MemberInput,
): MemberResult {
  try {
    const result = compute(settings, input);
    for (const key of [
      "basicSalary",
      "gross",
      "taxableGross",
      "employeePension",
      "pph21",
      "employeeDeductions",
      "employerContributions",
      "net",
    ] as const)
      if (!Number.isSafeInteger(result[key]))
        throw new Error(`the engine answered ${key} = ${result[key]}, not whole rupiah`);
    return result;
  } catch (error) {
    const coded = error as { code?: unknown };
    return {
      agentId: input.agentId,
      basicSalary: 0,
      gross: 0,
      taxableGross: 0,
      employeePension: 0,
      bpjs: ZERO_BPJS,
      pph21: 0,
      employeeDeductions: 0,
      employerContributions: 0,
      net: 0,
      lines: [],
      inputs: {},
      errorCode: typeof coded?.code === "string" ? coded.code : "COMPUTE_FAILED",
      errorReason: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    };
  }
}

/** A line as jsonb_to_recordset reads it. */
function row(member: RunMember, result: MemberResult) {
  return {
    agent_id: member.agentId,
    member_id: member.memberId,
    agent_name: member.name,
    employee_number: member.employeeNumber,
    branch_name: member.branchName,
    basic_salary: result.basicSalary,
    gross: result.gross,
    taxable_gross: result.taxableGross,
    employee_pension: result.employeePension,
    pph21: result.pph21,
    employee_deductions: result.employeeDeductions,
    employer_contributions: result.employerContributions,
    net: result.net,
    bpjs: result.bpjs,
    lines: result.lines,
    inputs: result.inputs,
    error_code: result.errorCode ?? null,
    error_reason: result.errorReason ?? null,
    payment_method: member.paymentMethod,
    bank_name: member.bankName,
    account_number: member.accountNumber,
    account_name: member.accountName,
    e_wallet: member.eWallet,
    wallet_phone_number: member.walletPhoneNumber,
  };
}

const COLUMNS = [
  "basic_salary",
  "gross",
  "taxable_gross",
  "employee_pension",
  "pph21",
  "employee_deductions",
  "employer_contributions",
  "net",
];

/**
 * One chunk in one statement: INSERT ... SELECT FROM jsonb_to_recordset, an upsert on
 * (report_id, agent_id) that stamps the run's generation (never over a newer one's line).
 */
export async function writeChunk(
  q: Q,
  clientId: number,
  reportId: number,
  generation: number,
  taxYear: number,
  taxMonth: number,
  lines: ReturnType<typeof row>[],
): Promise<void> {
  await q.query(
    `INSERT INTO payroll_report_details (client_id, report_id, agent_id, member_id, generation,
       agent_name, employee_number, branch_name, tax_year, tax_month, ${COLUMNS.join(", ")},
       bpjs, lines, inputs, error_code, error_reason, payment_method, bank_name,
       account_number, account_name, e_wallet, wallet_phone_number)
     SELECT $1, $2, x.agent_id, x.member_id, $3, x.agent_name, x.employee_number, x.branch_name,
            $4, $5, ${COLUMNS.map((c) => `x.${c}`).join(", ")}, x.bpjs, x.lines, x.inputs,
            x.error_code, x.error_reason, x.payment_method, x.bank_name, x.account_number,
            x.account_name, x.e_wallet, x.wallet_phone_number
       FROM json_to_recordset($6::json) AS x(agent_id int, member_id int, agent_name text,
            employee_number text, branch_name text, ${COLUMNS.map((c) => `${c} bigint`).join(", ")},
            bpjs jsonb, lines jsonb, inputs jsonb, error_code text, error_reason text,
            payment_method text, bank_name text, account_number text, account_name text,
            e_wallet text, wallet_phone_number text)
     ON CONFLICT (report_id, agent_id) DO UPDATE SET
       member_id = EXCLUDED.member_id, generation = EXCLUDED.generation,
       agent_name = EXCLUDED.agent_name, employee_number = EXCLUDED.employee_number,
       branch_name = EXCLUDED.branch_name, tax_year = EXCLUDED.tax_year,
       tax_month = EXCLUDED.tax_month,
       ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(", ")},
       bpjs = EXCLUDED.bpjs, lines = EXCLUDED.lines, inputs = EXCLUDED.inputs,
       error_code = EXCLUDED.error_code, error_reason = EXCLUDED.error_reason,
       payment_method = EXCLUDED.payment_method, bank_name = EXCLUDED.bank_name,
       account_number = EXCLUDED.account_number, account_name = EXCLUDED.account_name,
       e_wallet = EXCLUDED.e_wallet, wallet_phone_number = EXCLUDED.wallet_phone_number,
       updated_at = now()
     WHERE payroll_report_details.generation <= EXCLUDED.generation`,
    [clientId, reportId, generation, taxYear, taxMonth, JSON.stringify(lines)],
  );
}

/** Locks the report row and checks the run still holds it (status computing, its generation). */
async function holds(
  q: Q,
  clientId: number,
  reportId: number,
  generation: number,
  lock: "share" | "update" = "update",
) {
  // Chunks take FOR KEY SHARE (they write side by side; their progress UPDATE does not
  // conflict with it); the start and the end take FOR UPDATE, so the end waits for every
  // chunk in flight and no chunk of an older run writes after it.
  const { rows } = await q.query<{ generation: number; status: string }>(
    `SELECT generation, status FROM payroll_reports WHERE client_id = $1 AND id = $2
        ${lock === "share" ? "FOR KEY SHARE" : "FOR UPDATE"}`,
    [clientId, reportId],
  );
  const found = rows[0];
  if (!found || found.generation !== generation || found.status !== "computing")
    throw new Superseded();
}

/** Σ lines (the ones without an error) into the report's totals and counts. */
export async function sumTotals(q: Q, clientId: number, reportId: number): Promise<void> {
  await q.query(
    `UPDATE payroll_reports r SET
       total_gross = s.gross, total_net = s.net, total_pph21 = s.pph21,
       total_employer = s.employer, total_deductions = s.deductions,
       line_count = s.lines, error_count = s.errors, updated_at = now()
       FROM (SELECT coalesce(sum(gross) FILTER (WHERE error_code IS NULL), 0) AS gross,
                    coalesce(sum(net) FILTER (WHERE error_code IS NULL), 0) AS net,
                    coalesce(sum(pph21) FILTER (WHERE error_code IS NULL), 0) AS pph21,
                    coalesce(sum(employer_contributions) FILTER (WHERE error_code IS NULL), 0) AS employer,
                    coalesce(sum(employee_deductions) FILTER (WHERE error_code IS NULL), 0) AS deductions,
                    count(*)::int AS lines,
                    (count(*) FILTER (WHERE error_code IS NOT NULL))::int AS errors
               FROM payroll_report_details WHERE client_id = $1 AND report_id = $2) s
      WHERE r.client_id = $1 AND r.id = $2`,
    [clientId, reportId],
  );
}

/**
 * The computation of a claimed report over a client-scoped connection `q`, chunk by chunk
 * through `step` (the job commits each chunk in its own transaction; the seed runs them all
 * in its one transaction). Answers the number of lines written.
 */
export async function computeReport(
  step: <T>(work: (q: Q) => Promise<T>) => Promise<T>,
  clientId: number,
  reportId: number,
  generation: number,
  options: RunOptions & { signal?: AbortSignal } = {},
): Promise<number> {
  const loaded = await step(async (q) => {
    const head = await readReportHead(q, clientId, reportId);
    if (!head) throw new Superseded();
    return loadRunInputs(q, head);
  });
  const total = loaded.members.length;
  // The run's settings are checked once: settings no member could be computed with fail the
  // run as a whole (status failed), not every line.
  const compute: Compute =
    options.compute ??
    (() => {
      const prepared = engine.prepareRun(loaded.settings);
      return (_settings, member) => engine.computePrepared(prepared, member);
    })();
  await step(async (tx) => {
    await holds(tx, clientId, reportId, generation);
    await tx.query(
      "UPDATE payroll_reports SET progress_total = $3, progress_done = 0 WHERE client_id = $1 AND id = $2",
      [clientId, reportId, total],
    );
  });
  const { year, month } = loaded.settings;
  // Up to `writers` chunks in flight (each its own transaction): PostgreSQL parses and stores
  // one while the next is computed and sent.
  const writers = Math.max(1, options.writers ?? 1);
  const inflight = new Set<Promise<void>>();
  let failure: unknown = null;
  let done = 0;
  for (let start = 0; start < total; start += RUN_CHUNK) {
    if (options.signal?.aborted) throw new JobInterrupted();
    const lines: ReturnType<typeof row>[] = [];
    for (let i = start; i < Math.min(total, start + RUN_CHUNK); i++)
      lines.push(row(loaded.members[i]!, computeLine(compute, loaded.settings, loaded.inputs[i]!)));
    const write: Promise<void> = step(async (tx) => {
      await holds(tx, clientId, reportId, generation, "share");
      await writeChunk(tx, clientId, reportId, generation, year, month, lines);
      await tx.query(
        `UPDATE payroll_reports SET progress_done = progress_done + $4, updated_at = now()
          WHERE client_id = $1 AND id = $2 AND generation = $3`,
        [clientId, reportId, generation, lines.length],
      );
    }).then(
      async () => {
        inflight.delete(write);
        done += lines.length;
        options.live?.changed(clientId, { type: "payroll_report" });
        await options.afterChunk?.(done, total);
      },
      (error: unknown) => {
        inflight.delete(write);
        failure ??= error;
      },
    );
    inflight.add(write);
    if (inflight.size >= writers) await Promise.race(inflight);
    if (failure !== null) break;
  }
  await Promise.all(inflight);
  if (failure !== null) throw failure;
  await step(async (tx) => {
    await holds(tx, clientId, reportId, generation);
    await tx.query(
      "DELETE FROM payroll_report_details WHERE client_id = $1 AND report_id = $2 AND generation <> $3",
      [clientId, reportId, generation],
    );
    await sumTotals(tx, clientId, reportId);
    await tx.query(
      `UPDATE payroll_reports SET status = 'draft', computed_at = now(), failure_reason = NULL,
         progress_done = progress_total, version = version + 1, updated_at = now()
       WHERE client_id = $1 AND id = $2`,
      [clientId, reportId],
    );
  });
  options.live?.changed(clientId, { type: "payroll_report" });
  return total;
}

/** Takes the report for a new run: its next generation (null: not computing, nothing to do). */
export async function claimReport(q: Q, clientId: number, reportId: number) {
  const { rows } = await q.query<{ generation: number }>(
    `UPDATE payroll_reports SET generation = generation + 1, progress_done = 0,
       failure_reason = NULL, updated_at = now()
     WHERE client_id = $1 AND id = $2 AND status = 'computing' AND type = 'general'
     RETURNING generation`,
    [clientId, reportId],
  );
  return rows[0]?.generation ?? null;
}

/**
 * The "payroll-run" job: claims the report (status computing → generation + 1), loads
 * everything set-based, computes each worker (a throw is that worker's error line), writes
 * chunks of RUN_CHUNK lines each committed with the progress, then deletes the lines of older
 * generations, sums the totals and sets draft. Killed mid-way, the report stays computing and
 * the next run (the job's retry, or the start-up sweep) rewrites it whole: one line per worker.
 * A failure of the run itself: status failed with the reason.
 */
export async function runPayrollReport(
  db: Db,
  data: { clientId: number; reportId: number },
  context: Pick<JobContext, "signal">,
  options: RunOptions = {},
): Promise<void> {
  const { clientId, reportId } = data;
  if (context.signal.aborted) throw new JobInterrupted();
  const generation = await db.tenant(clientId, (tx) => claimReport(tx, clientId, reportId));
  if (generation === null) return; // done already, deleted, or not this client's
  try {
    await computeReport((work) => db.tenant(clientId, work), clientId, reportId, generation, {
      writers: 2,
      ...options,
      signal: context.signal,
    });
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    if (error instanceof Superseded) return;
    const message = error instanceof Error ? error.message : String(error);
    await db.tenant(clientId, (tx) =>
      tx.query(
        `UPDATE payroll_reports SET status = 'failed', failure_reason = $4, updated_at = now(),
           version = version + 1
         WHERE client_id = $1 AND id = $2 AND generation = $3 AND status = 'computing'`,
        [clientId, reportId, generation, message.slice(0, 1000)],
      ),
    );
    options.live?.changed(clientId, { type: "payroll_report" });
  }
}

/** Reports left computing (a crash, a stop): the start-up sweep sends their job again. */
export const STRANDED_REPORTS_SQL =
  "SELECT id, client_id FROM payroll_reports WHERE status = 'computing' AND type = 'general' ORDER BY id";
