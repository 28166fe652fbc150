import {
  type DirectRowInput,
  type DirectRowValues,
  directFigures,
  directLines,
  periodDays,
  validateDirectRow,
  validateReportHead,
} from "../../../../../domain/payroll/direct.ts";
import type { FieldProblem } from "../../../../../domain/payroll/groups.ts";
import type { Tx } from "../../../../db/pool.ts";
import { audit, violatedConstraint } from "../../../../main/org/common.ts";
import { HttpError } from "../../../../shared/errors.ts";
import type { Principal } from "../../../../shared/principal.ts";
import { nameTaken } from "../problems.ts";

/** One row to check: `ref` is the sheet row (an upload) or the list index (JSON). */
export type DirectRowAt = { ref: number; input: DirectRowInput };

export type DirectReportInput = {
  name: unknown;
  period: unknown;
  rows: readonly DirectRowAt[];
  source: "upload" | "request";
  fileName?: string | null;
  /** Problems the caller found already (an upload's header or cells): check, never write. */
  problems?: readonly FieldProblem[];
};

export type CreatedDirectReport = {
  id: number;
  name: string;
  type: "direct";
  status: "draft";
  period: string;
  lineCount: number;
  totals: {
    gross: number;
    net: number;
    pph21: number;
    employerContributions: number;
    deductions: number;
  };
};

/**
 * SPEC §8 BATCH_NAME_ALREADY_EXIST: batch names are unique per client (shared with general
 * reports: the same unique index and the same 409), plus the field it is about.
 */
export const batchNameTaken = (name: string) => {
  const conflict = nameTaken(name);
  return new HttpError(409, conflict.message, conflict.detail, [
    { field: "name", message: "is already the name of another payroll report" },
  ]);
};

type Worker = {
  id: number;
  nik: string;
};

/**
 * A direct report (type direct) from its rows, all or nothing (/work/reports-api.md):
 * - every problem of every row at once (`rows.<ref>.<field>`, in row order, after `name` and
 *   `period`): the row's own (domain/payroll/direct.ts), then the worker — unknown (another
 *   client's workers read as unknown under RLS) or one already on an earlier row;
 * - then the name (409 BATCH_NAME_ALREADY_EXIST, the general reports' unique index);
 * - then one report (status draft, generation 1, period the month's first and last day) and
 *   one line per worker in a few set-based statements, its totals, and an audit row.
 */
export async function createDirectReport(
  tx: Tx,
  principal: Principal,
  input: DirectReportInput,
): Promise<{ problems: FieldProblem[] } | { report: CreatedDirectReport }> {
  const head = validateReportHead(input.name, input.period);
  const checked = input.rows.map(({ ref, input: row }) => ({
    ref,
    ...validateDirectRow(row, `rows.${ref}`),
  }));

  const workers = await findWorkers(
    tx,
    checked.map((c) => c.values),
  );
  const byNik = new Map(workers.map((w) => [w.nik, w]));
  const byId = new Map(workers.map((w) => [w.id, w]));
  const firstRef = new Map<number, number>();
  const agentIds: (number | null)[] = [];
  for (const row of checked) {
    const { values } = row;
    let worker: Worker | undefined;
    if (values.agentId !== null) {
      worker = byId.get(values.agentId);
      if (!worker)
        row.problems.unshift({ field: `rows.${row.ref}.agentId`, message: "does not exist" });
    } else if (values.employeeNumber !== null) {
      worker = byNik.get(values.employeeNumber);
      if (!worker)
        row.problems.unshift({
          field: `rows.${row.ref}.employeeNumber`,
          message: "is not the employee number of one of your employees",
        });
    }
    agentIds.push(worker?.id ?? null);
    if (!worker) continue;
    const seen = firstRef.get(worker.id);
    if (seen === undefined) firstRef.set(worker.id, row.ref);
    else
      row.problems.unshift({
        field: `rows.${row.ref}.${values.agentId !== null ? "agentId" : "employeeNumber"}`,
        message:
          input.source === "upload"
            ? `repeats the worker of row ${seen}`
            : `repeats the worker of item ${seen}`,
      });
  }

  const problems = [
    ...head.problems,
    ...inRowOrder([...(input.problems ?? []), ...checked.flatMap((row) => row.problems)]),
  ];
  if (problems.length > 0 || !head.period) return { problems };
  if (checked.length === 0) return { problems: [{ field: "rows", message: "is required" }] };

  const taken = await tx.query("SELECT 1 FROM payroll_reports WHERE lower(name) = lower($1)", [
    head.name,
  ]);
  if (taken.rowCount) throw batchNameTaken(head.name);

  const { year, month, text: period } = head.period;
  const days = periodDays(year, month);
  const lines = checked.map((row, index) => {
    const figures = directFigures(row.values);
    return {
      agent_id: agentIds[index] as number,
      row: row.ref,
      basic_salary: row.values.basicSalary,
      gross: figures.gross,
      deductions: figures.employeeDeductions,
      pph21: row.values.pph21,
      net: figures.net,
      lines: directLines(row.values, row.ref),
      inputs: {
        source: "direct_upload",
        row: row.ref,
        ...(row.values.note ? { note: row.values.note } : {}),
      },
    };
  });
  const totals = {
    gross: lines.reduce((sum, line) => sum + line.gross, 0),
    net: lines.reduce((sum, line) => sum + line.net, 0),
    pph21: lines.reduce((sum, line) => sum + line.pph21, 0),
    employerContributions: 0,
    deductions: lines.reduce((sum, line) => sum + line.deductions, 0),
  };

  let id: number;
  try {
    const created = await tx.query<{ id: number }>(
      `INSERT INTO payroll_reports (client_id, name, type, payroll_group_id, period, period_start,
         period_end, status, generation, progress_done, progress_total, total_gross, total_net,
         total_pph21, total_employer, total_deductions, line_count, error_count, computed_at,
         created_by)
       VALUES ($1, $2, 'direct', NULL, $3, $4::date, $5::date, 'draft', 1, $6, $6, $7, $8, $9, 0,
               $10, $6, 0, now(), $11)
       RETURNING id`,
      [
        principal.clientId,
        head.name,
        period,
        days.start,
        days.end,
        lines.length,
        totals.gross,
        totals.net,
        totals.pph21,
        totals.deductions,
        principal.userId,
      ],
    );
    id = created.rows[0]!.id;
  } catch (error) {
    if (violatedConstraint(error) === "payroll_reports_name_key") throw batchNameTaken(head.name);
    throw error;
  }

  // One statement for every line: the worker as paid (name, NIK, branch) and the account of
  // the membership in force at the month's end when it has its own, else the worker's.
  await tx.query(
    `INSERT INTO payroll_report_details (client_id, report_id, agent_id, member_id, generation,
       agent_name, employee_number, branch_name, tax_year, tax_month, basic_salary, gross,
       taxable_gross, employee_pension, pph21, employee_deductions, employer_contributions, net,
       bpjs, lines, inputs, payment_method, bank_name, account_number, account_name, e_wallet,
       wallet_phone_number)
     SELECT $1, $2, a.id, NULL, 1, a.full_name, a.nik, b.name, $3, $4, r.basic_salary, r.gross,
            r.gross, 0, r.pph21, r.deductions, 0, r.net, $5::jsonb, r.lines, r.inputs,
            coalesce(m.payment_method, a.payment_method),
            CASE WHEN m.payment_method IS NULL THEN a.bank_name ELSE m.bank_name END,
            CASE WHEN m.payment_method IS NULL THEN a.account_number ELSE m.account_number END,
            CASE WHEN m.payment_method IS NULL THEN a.account_name ELSE m.account_name END,
            CASE WHEN m.payment_method IS NULL THEN a.e_wallet ELSE m.e_wallet END,
            CASE WHEN m.payment_method IS NULL THEN a.wallet_phone_number
                 ELSE m.wallet_phone_number END
       FROM jsonb_to_recordset($6::jsonb) AS r(agent_id int, "row" int, basic_salary bigint,
              gross bigint, deductions bigint, pph21 bigint, net bigint, lines jsonb, inputs jsonb)
       JOIN agents a ON a.id = r.agent_id
       JOIN branches b ON b.id = a.branch_id
       LEFT JOIN LATERAL (
         SELECT gm.payment_method, gm.bank_name, gm.account_number, gm.account_name, gm.e_wallet,
                gm.wallet_phone_number
           FROM payroll_group_members gm
          WHERE gm.agent_id = a.id AND gm.payment_method IS NOT NULL
            AND gm.effective_from <= $7::date
            AND (gm.effective_to IS NULL OR gm.effective_to >= $7::date)
          ORDER BY gm.effective_from DESC LIMIT 1) m ON true`,
    [
      principal.clientId,
      id,
      year,
      month,
      JSON.stringify(ZERO_BPJS),
      JSON.stringify(lines),
      days.end,
    ],
  );

  const report: CreatedDirectReport = {
    id,
    name: head.name,
    type: "direct",
    status: "draft",
    period,
    lineCount: lines.length,
    totals,
  };
  await audit(tx, principal, {
    action: "payroll_report.create",
    entityType: "payroll_report",
    entityId: id,
    before: null,
    after: {
      ...report,
      periodStart: days.start,
      periodEnd: days.end,
      source: input.source,
      ...(input.fileName ? { fileName: input.fileName } : {}),
    },
  });
  return { report };
}

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

/** The workers the rows name, by NIK or id, in one query (RLS: the caller's client only). */
async function findWorkers(tx: Tx, rows: readonly DirectRowValues[]): Promise<Worker[]> {
  const niks = [...new Set(rows.map((r) => r.employeeNumber).filter((n): n is string => !!n))];
  const ids = [...new Set(rows.map((r) => r.agentId).filter((n): n is number => n !== null))];
  if (niks.length === 0 && ids.length === 0) return [];
  const { rows: found } = await tx.query<Worker>(
    "SELECT id, nik FROM agents WHERE nik = ANY($1::text[]) OR id = ANY($2::int[])",
    [niks, ids],
  );
  return found;
}

/** Problems by row (`rows.<ref>.`), then as found; others (the file's own) first. */
function inRowOrder(problems: FieldProblem[]): FieldProblem[] {
  const refOf = (field: string) => Number(/^rows\.(\d+)/.exec(field)?.[1] ?? -1);
  return problems
    .map((problem, order) => ({ problem, order }))
    .sort((a, b) => refOf(a.problem.field) - refOf(b.problem.field) || a.order - b.order)
    .map(({ problem }) => problem);
}
