import type { BulkImportKind, ImportError } from "../../../domain/workforce/import.ts";
import { cellText, readDate } from "../../../domain/workforce/import.ts";
import { dateRangesOverlap, validateAssignment } from "../../../domain/workforce/org.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { type JobContext, JobInterrupted } from "../../jobs/runtime.ts";
import { importRows, notifyImport } from "./repo.ts";
import { type AdditionalImportRow, type AgentImportRow, existingAgentClashes } from "./validate.ts";

/** Rows per INSERT (and per progress report) of an employee import. */
export const IMPORT_CHUNK = 1000;
/** Assignment rows committed (and pushed to the result stream) together. */
const ASSIGNMENT_BATCH = 25;

/** A failure the import reports as it is (with row errors), not as an internal error. */
class ImportFailed extends Error {
  constructor(
    message: string,
    readonly errors: ImportError[] = [],
  ) {
    super(message);
  }
}

type Claimed = { kind: BulkImportKind; created_by: number | null; total_rows: number };

/**
 * The `bulk-import` job. Employee imports are all-or-nothing: one transaction inserts (or
 * updates) every row in chunks, while progress goes through a separate connection, since
 * what the import transaction writes is invisible until it commits. Any failure rolls
 * everything back and marks the import failed with the reason. The assignment upload
 * commits row by row instead, each row's result with it.
 */
export async function runBulkImport(
  db: Db,
  data: { clientId: number; importId: string },
  context: JobContext,
): Promise<void> {
  const { clientId, importId } = data;
  // One runner per import however many jobs name it (a re-sent job, a second process): the
  // lock lives as long as this connection, so a runner that dies releases it.
  const lock = await db.pool.connect();
  try {
    const locked = await lock.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended($1, 7240002)) AS ok",
      [importId],
    );
    if (!locked.rows[0]?.ok) return; // another runner has it
    try {
      await runLocked(db, clientId, importId, context);
    } finally {
      await lock.query("SELECT pg_advisory_unlock(hashtextextended($1, 7240002))", [importId]);
    }
  } finally {
    lock.release();
  }
}

async function runLocked(
  db: Db,
  clientId: number,
  importId: string,
  context: JobContext,
): Promise<void> {
  if (context.signal.aborted) throw new JobInterrupted();
  const claimed = await db.tenant(clientId, async (tx) => {
    const found = await tx.query<Claimed>(
      `UPDATE bulk_imports SET status = 'running',
         processed_rows = CASE WHEN kind = 'assignments' THEN processed_rows ELSE 0 END,
         started_at = coalesce(started_at, now())
       WHERE id = $1 AND status IN ('queued', 'running')
       RETURNING kind, created_by, total_rows`,
      [importId],
    );
    if (found.rows[0]) await notifyImport(tx, importId);
    return found.rows[0];
  });
  if (!claimed) return; // already done (a repeated job), or not this client's

  try {
    if (claimed.kind === "assignments")
      await importAssignments(db, clientId, importId, claimed, context);
    else await importAgents(db, clientId, importId, claimed, context);
  } catch (error) {
    if (error instanceof JobInterrupted) {
      // An employee import rolled back and starts over; an assignment upload resumes.
      await db.tenant(clientId, async (tx) => {
        await tx.query(
          `UPDATE bulk_imports SET status = 'queued',
             processed_rows = CASE WHEN kind = 'assignments' THEN processed_rows ELSE 0 END
           WHERE id = $1 AND status = 'running'`,
          [importId],
        );
        await notifyImport(tx, importId);
      });
      throw error;
    }
    const rowByRow = claimed.kind === "assignments";
    const failure =
      error instanceof ImportFailed
        ? error
        : isUniqueViolation(error) && !rowByRow
          ? new ImportFailed(
              "An employee with the same NIK or phone number was saved while this file was importing. Nothing was imported; upload the file again to see which rows clash.",
            )
          : new ImportFailed(
              rowByRow
                ? "The upload stopped unexpectedly. The rows with a result were handled; upload the file again for the rest."
                : "The import failed unexpectedly. Nothing was imported; please try again.",
            );
    if (!(error instanceof ImportFailed) && !isUniqueViolation(error))
      console.error(
        `[imports] ${importId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    await db.tenant(clientId, async (tx) => {
      await tx.query(
        `UPDATE bulk_imports SET status = 'failed', finished_at = now(),
           processed_rows = CASE WHEN kind = 'assignments' THEN processed_rows ELSE 0 END,
           errors = $2, result = jsonb_build_object('reason', $3::text)
         WHERE id = $1`,
        [importId, JSON.stringify(failure.errors), failure.message],
      );
      await notifyImport(tx, importId);
    });
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

async function actorOf(
  tx: Tx,
  userId: number | null,
): Promise<{ id: number | null; label: string }> {
  if (userId === null) return { id: null, label: "bulk import" };
  const found = await tx.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [
    userId,
  ]);
  return { id: userId, label: found.rows[0]?.email ?? "bulk import" };
}

function checkpoint(context: JobContext): void {
  if (context.signal.aborted) throw new JobInterrupted();
}

/** Reports progress from outside the import transaction, so streams see it at once. */
function progressReporter(db: Db, clientId: number, importId: string) {
  return (processed: number) =>
    db.tenant(clientId, async (tx) => {
      await tx.query(
        "UPDATE bulk_imports SET processed_rows = $2 WHERE id = $1 AND status = 'running'",
        [importId, processed],
      );
      await notifyImport(tx, importId);
    });
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

async function importAgents(
  db: Db,
  clientId: number,
  importId: string,
  claimed: Claimed,
  context: JobContext,
): Promise<void> {
  const progress = progressReporter(db, clientId, importId);
  await db.tenant(clientId, async (tx) => {
    const actor = await actorOf(tx, claimed.created_by);
    let done = 0;
    let summary: Record<string, unknown>;
    if (claimed.kind === "agents_default") {
      const rows = await importRows<AgentImportRow>(tx, importId);
      // Someone may have added one of these employees since the file was validated.
      const clashes = await existingAgentClashes(tx, rows);
      if (clashes.length > 0)
        throw new ImportFailed(
          "Employees with some of these NIKs or phone numbers were added after the file was checked. Nothing was imported.",
          clashes,
        );
      for (const chunk of chunks(rows, IMPORT_CHUNK)) {
        checkpoint(context);
        await insertAgents(tx, clientId, importId, actor, chunk);
        done += chunk.length;
        await progress(done);
      }
      summary = { created: rows.length };
    } else {
      const rows = await importRows<AdditionalImportRow>(tx, importId);
      for (const chunk of chunks(rows, IMPORT_CHUNK)) {
        checkpoint(context);
        const updated = await updateCustomData(tx, actor, chunk);
        if (updated !== chunk.length)
          throw new ImportFailed(
            "Some employees of this file no longer exist. Nothing was imported.",
          );
        done += chunk.length;
        await progress(done);
      }
      summary = { updated: rows.length };
    }
    checkpoint(context);
    const finished = await tx.query(
      `UPDATE bulk_imports SET status = 'completed', processed_rows = total_rows,
         finished_at = now(), result = $2
       WHERE id = $1 AND status = 'running'`,
      [importId, JSON.stringify(summary)],
    );
    // Never keep rows of an import that is no longer on record as running.
    if (finished.rowCount !== 1) throw new ImportFailed("The import was cancelled.");
    await tx.query(
      `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                              entity_type, entity_id, after)
       SELECT client_id, 'user', $2, $3, 'bulk_import.complete', 'bulk_import', id::text,
              jsonb_build_object('kind', kind, 'fileName', file_name, 'fileSha256', file_sha256,
                                 'totalRows', total_rows) || $4::jsonb
       FROM bulk_imports WHERE id = $1`,
      [importId, actor.id, actor.label, JSON.stringify(summary)],
    );
    await notifyImport(tx, importId);
  });
}

/** One INSERT ... SELECT FROM unnest(...) per chunk, and an `agent.import` audit row per agent. */
async function insertAgents(
  tx: Tx,
  clientId: number,
  importId: string,
  actor: { id: number | null; label: string },
  rows: readonly AgentImportRow[],
): Promise<void> {
  const col = <K extends keyof AgentImportRow>(key: K) => rows.map((row) => row[key] ?? null);
  await tx.query(
    `WITH created AS (
       INSERT INTO agents (client_id, import_id, full_name, nik, phone_number, email, birth_date,
         gender, join_date, contract_type, branch_id, project_id, payment_method, account_name,
         account_number, bank_name, e_wallet, wallet_phone_number, domicile_address,
         domicile_province_id, domicile_city_id, vaccine_status, ptkp_status, npwp)
       SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::date[],
         $8::text[], $9::date[], $10::text[], $11::int[], $12::int[], $13::text[], $14::text[],
         $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[],
         $21::text[], $22::text[], $23::text[], $24::text[])
       RETURNING *
     )
     INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, after)
     SELECT client_id, 'user', $25, $26, 'agent.import', 'agent', id::text,
       jsonb_strip_nulls(jsonb_build_object(
         'fullName', full_name, 'nik', nik, 'phoneNumber', phone_number, 'email', email,
         'birthDate', birth_date, 'gender', gender, 'joinDate', join_date,
         'contractType', contract_type, 'branchId', branch_id, 'projectId', project_id,
         'paymentMethod', payment_method, 'accountName', account_name,
         'accountNumber', account_number, 'bankName', bank_name, 'eWallet', e_wallet,
         'walletPhoneNumber', wallet_phone_number, 'domicileAddress', domicile_address,
         'domicileProvinceId', domicile_province_id, 'domicileCityId', domicile_city_id,
         'vaccineStatus', vaccine_status, 'ptkpStatus', ptkp_status, 'npwp', npwp,
         'workerStatus', worker_status, 'importId', import_id))
     FROM created`,
    [
      clientId,
      importId,
      col("fullName"),
      col("nik"),
      col("phoneNumber"),
      col("email"),
      col("birthDate"),
      col("gender"),
      col("joinDate"),
      col("contractType"),
      col("branchId"),
      col("projectId"),
      col("paymentMethod"),
      col("accountName"),
      col("accountNumber"),
      col("bankName"),
      col("eWallet"),
      col("walletPhoneNumber"),
      col("domicileAddress"),
      col("domicileProvinceId"),
      col("domicileCityId"),
      col("vaccineStatus"),
      col("ptkpStatus"),
      col("npwp"),
      actor.id,
      actor.label,
    ],
  );
}

/** Merges each row's values into its agent's custom_data; audit before/after per agent. */
async function updateCustomData(
  tx: Tx,
  actor: { id: number | null; label: string },
  rows: readonly AdditionalImportRow[],
): Promise<number> {
  const result = await tx.query<{ n: number }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::jsonb[]) AS u(nik, data)
     ), before AS (
       SELECT a.id, a.custom_data FROM agents a JOIN input i ON i.nik = a.nik
     ), changed AS (
       UPDATE agents a SET custom_data = a.custom_data || i.data, version = a.version + 1,
         updated_at = now()
       FROM input i WHERE a.nik = i.nik
       RETURNING a.id, a.client_id, i.data
     ), audited AS (
       INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                              entity_type, entity_id, before, after)
       SELECT c.client_id, 'user', $3, $4, 'agent.import', 'agent', c.id::text,
         jsonb_build_object('customData', coalesce(
           (SELECT jsonb_object_agg(k, b.custom_data -> k) FROM jsonb_object_keys(c.data) k
            WHERE b.custom_data ? k), '{}')),
         jsonb_build_object('customData', c.data)
       FROM changed c JOIN before b ON b.id = c.id
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM audited`,
    [rows.map((r) => r.nik), rows.map((r) => JSON.stringify(r.data)), actor.id, actor.label],
  );
  return result.rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------
// Assignment upload: row by row, results streamed.

/** An assignment upload row as stored: the sheet row and its cells as text. */
export type AssignmentSheetRow = { row: number; cells: Record<string, string> };

type RowOutcome = {
  status: "created" | "failed";
  entityId: number | null;
  errors: { column: string; message: string }[];
};

const ASSIGNMENT_COLUMN_OF: Record<string, string> = {
  agentId: "agentNik",
  projectId: "projectCode",
  merchantId: "merchantCode",
  branchId: "branchCode",
  startDate: "startDate",
  endDate: "endDate",
};

async function importAssignments(
  db: Db,
  clientId: number,
  importId: string,
  claimed: Claimed,
  context: JobContext,
): Promise<void> {
  const { rows, earlier, refs, actor } = await db.tenant(clientId, async (tx) => {
    const rows = await importRows<AssignmentSheetRow>(tx, importId);
    const values = (key: string) => [
      ...new Set(rows.map((r) => (r.cells[key] ?? "").toUpperCase()).filter(Boolean)),
    ];
    const lookup = async (table: string, key: string) => {
      const found = await tx.query<{ code: string; id: number; status: string }>(
        `SELECT code, id, status FROM ${table} WHERE code = ANY($1::text[])`,
        [values(key)],
      );
      return new Map(found.rows.map((r) => [r.code, r]));
    };
    const agents = await tx.query<{ nik: string; id: number }>(
      "SELECT nik, id FROM agents WHERE nik = ANY($1::text[])",
      [[...new Set(rows.map((r) => r.cells["agentNik"] ?? ""))]],
    );
    // A resumed upload (the process stopped midway) skips the rows it already answered.
    const earlier = await tx.query<{
      row: number;
      status: "created" | "failed";
      agent_id: number | null;
      project_id: number | null;
      start_date: string | null;
      end_date: string | null;
    }>(
      `SELECT r.row_number AS row, r.status, a.agent_id, a.project_id,
              a.start_date::text, a.end_date::text
       FROM bulk_import_results r LEFT JOIN assignments a ON a.id = r.entity_id
       WHERE r.import_id = $1`,
      [importId],
    );
    return {
      rows,
      earlier: earlier.rows,
      actor: await actorOf(tx, claimed.created_by),
      refs: {
        agents: new Map(agents.rows.map((a) => [a.nik, a.id])),
        projects: await lookup("projects", "projectCode"),
        merchants: await lookup("merchants", "merchantCode"),
        branches: await lookup("branches", "branchCode"),
      },
    };
  });

  // Rows of this file already accepted, for "overlaps row N" messages.
  const accepted: {
    row: number;
    agentId: number;
    projectId: number;
    startDate: string;
    endDate: string | null;
  }[] = [];
  for (const row of earlier)
    if (row.status === "created" && row.agent_id !== null && row.project_id !== null)
      accepted.push({
        row: row.row,
        agentId: row.agent_id,
        projectId: row.project_id,
        startDate: row.start_date ?? "",
        endDate: row.end_date,
      });
  const answered = new Set(earlier.map((row) => row.row));
  let created = earlier.filter((row) => row.status === "created").length;
  let failed = earlier.length - created;
  let done = earlier.length;
  const pending = rows.filter((row) => !answered.has(row.row));
  for (const batch of chunks(pending, ASSIGNMENT_BATCH)) {
    checkpoint(context);
    await db.tenant(clientId, async (tx) => {
      for (const sheetRow of batch) {
        const outcome = await assignmentRow(
          tx,
          clientId,
          importId,
          sheetRow,
          refs,
          accepted,
          actor,
        );
        if (outcome.status === "created") created++;
        else failed++;
        await tx.query(
          `INSERT INTO bulk_import_results (client_id, import_id, row_number, status, entity_id, errors)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            clientId,
            importId,
            sheetRow.row,
            outcome.status,
            outcome.entityId,
            JSON.stringify(outcome.errors),
          ],
        );
      }
      done += batch.length;
      await tx.query("UPDATE bulk_imports SET processed_rows = $2 WHERE id = $1", [importId, done]);
      await notifyImport(tx, importId);
    });
  }
  await db.tenant(clientId, async (tx) => {
    await tx.query(
      `UPDATE bulk_imports SET status = 'completed', finished_at = now(), result = $2 WHERE id = $1`,
      [importId, JSON.stringify({ created, failed })],
    );
    await notifyImport(tx, importId);
  });
}

type AssignmentRefs = {
  agents: Map<string, number>;
  projects: Map<string, { id: number; status: string }>;
  merchants: Map<string, { id: number; status: string }>;
  branches: Map<string, { id: number; status: string }>;
};

async function assignmentRow(
  tx: Tx,
  clientId: number,
  importId: string,
  { row, cells }: AssignmentSheetRow,
  refs: AssignmentRefs,
  accepted: {
    row: number;
    agentId: number;
    projectId: number;
    startDate: string;
    endDate: string | null;
  }[],
  actor: { id: number | null; label: string },
): Promise<RowOutcome> {
  const errors: { column: string; message: string }[] = [];
  const fail = (column: string, message: string) => errors.push({ column, message });
  const text = (key: string) => cellText(cells[key]);

  const nik = text("agentNik");
  const agentId = nik ? refs.agents.get(nik) : undefined;
  if (nik && agentId === undefined) fail("agentNik", "No employee has this NIK");
  const code = (key: string, map: Map<string, { id: number; status: string }>, what: string) => {
    const wanted = text(key).toUpperCase();
    if (!wanted) return null;
    const found = map.get(wanted);
    if (!found) fail(key, `No ${what} has the code ${wanted}`);
    else if (found.status !== "active") fail(key, `The ${what} ${wanted} is inactive`);
    return found && found.status === "active" ? found.id : undefined;
  };
  const projectId = code("projectCode", refs.projects, "project");
  const merchantId = code("merchantCode", refs.merchants, "merchant");
  const branchId = code("branchCode", refs.branches, "branch");
  const date = (key: string) => {
    if (!text(key)) return null;
    const value = readDate(text(key));
    if (!value) fail(key, "Must be a date (yyyy-MM-dd or dd-MM-yyyy)");
    return value ?? undefined;
  };
  const startDate = date("startDate");
  const endDate = date("endDate");

  const reported = new Set(errors.map((e) => e.column));
  const { values, problems } = validateAssignment({
    agentId: agentId ?? (nik ? 0 : null),
    projectId: projectId ?? (text("projectCode") ? 0 : null),
    merchantId: merchantId ?? (text("merchantCode") ? 0 : null),
    branchId: branchId ?? (text("branchCode") ? 0 : null),
    startDate: startDate === undefined ? "" : startDate,
    endDate: endDate === undefined ? null : endDate,
  });
  for (const problem of problems) {
    const column = ASSIGNMENT_COLUMN_OF[problem.field] ?? problem.field;
    // The org rules word problems after the field's name ("is required"); a sheet shows them alone.
    const message = problem.message.startsWith("or a branch")
      ? "A merchant code or a branch code is required"
      : `${problem.message.charAt(0).toUpperCase()}${problem.message.slice(1)}`;
    if (!reported.has(column)) fail(column, message);
  }
  if (errors.length > 0) return { status: "failed", entityId: null, errors };

  const clash = accepted.find(
    (other) =>
      other.agentId === values.agentId &&
      other.projectId === values.projectId &&
      dateRangesOverlap(other, values),
  );
  if (clash)
    return {
      status: "failed",
      entityId: null,
      errors: [
        { column: "startDate", message: `Overlaps row ${clash.row} (same employee and project)` },
      ],
    };

  await tx.query("SAVEPOINT assignment_row");
  try {
    const inserted = await tx.query<{ id: number }>(
      `WITH created AS (
         INSERT INTO assignments (client_id, agent_id, project_id, merchant_id, branch_id,
                                  start_date, end_date, import_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *
       ), audited AS (
         INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                entity_type, entity_id, after)
         SELECT client_id, 'user', $9, $10, 'assignment.create', 'assignment', id::text,
           jsonb_strip_nulls(jsonb_build_object('agentId', agent_id, 'projectId', project_id,
             'merchantId', merchant_id, 'branchId', branch_id, 'startDate', start_date,
             'endDate', end_date, 'importId', import_id))
         FROM created
       )
       SELECT id FROM created`,
      [
        clientId,
        values.agentId,
        values.projectId,
        values.merchantId,
        values.branchId,
        values.startDate,
        values.endDate,
        importId,
        actor.id,
        actor.label,
      ],
    );
    await tx.query("RELEASE SAVEPOINT assignment_row");
    accepted.push({ row, ...values });
    return { status: "created", entityId: inserted.rows[0]!.id, errors: [] };
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT assignment_row");
    if ((error as { code?: string }).code === "23P01")
      return {
        status: "failed",
        entityId: null,
        errors: [
          {
            column: "startDate",
            message: "Overlaps an existing assignment of this employee on this project",
          },
        ],
      };
    throw error;
  }
}
