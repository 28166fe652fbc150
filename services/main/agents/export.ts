import { PassThrough } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import writeXlsxFile, { type Cell, type SheetData } from "write-excel-file/node";
import type { AgentFieldDefinition } from "../../../domain/workforce/agent.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import { requireMenu, requirePrincipal } from "../../shared/principal.ts";
import { type AgentFilter, type AgentRow, countAgents, exportAgents } from "./repo.ts";
import { type AgentFilterParams, AgentFilterQuery } from "./schemas.ts";

/**
 * The most rows one export holds. CSV streams in batches, so memory stays flat; XLSX is
 * built in memory by write-excel-file (about 3 kB per row at peak), hence its lower cap.
 */
export const CSV_EXPORT_MAX_ROWS = 100_000;
export const XLSX_EXPORT_MAX_ROWS = 20_000;
const BATCH = 1000;

type Column = { header: string; value: (agent: AgentRow) => string | number | null };

const COLUMNS: Column[] = [
  { header: "ID", value: (a) => a.id },
  { header: "Full Name", value: (a) => a.fullName },
  { header: "NIK", value: (a) => a.nik },
  { header: "Phone Number", value: (a) => a.phoneNumber },
  { header: "Email", value: (a) => a.email },
  { header: "Birth Date", value: (a) => a.birthDate },
  { header: "Gender", value: (a) => a.gender },
  { header: "Join Date", value: (a) => a.joinDate },
  { header: "Contract Type", value: (a) => a.contractType },
  { header: "Contract Status", value: (a) => a.contractStatus },
  { header: "Branch", value: (a) => a.branch.name },
  { header: "Project", value: (a) => a.project?.name ?? null },
  { header: "Payment Method", value: (a) => a.paymentMethod },
  { header: "Account Name", value: (a) => a.accountName },
  { header: "Account Number", value: (a) => a.accountNumber },
  { header: "Bank Name", value: (a) => a.bankName },
  { header: "E-Wallet", value: (a) => a.eWallet },
  { header: "E-Wallet Phone Number", value: (a) => a.walletPhoneNumber },
  { header: "Domicile Address", value: (a) => a.domicileAddress },
  { header: "Domicile Province", value: (a) => a.domicileProvince?.name ?? null },
  { header: "Domicile City", value: (a) => a.domicileCity?.name ?? null },
  { header: "Vaccine Status", value: (a) => a.vaccineStatus },
  { header: "PTKP Status", value: (a) => a.ptkpStatus },
  { header: "NPWP", value: (a) => a.npwp },
  { header: "Worker Status", value: (a) => a.workerStatus },
  { header: "Termination Reason", value: (a) => a.terminationReason },
  { header: "Termination Date", value: (a) => a.terminationDate },
  { header: "Termination Note", value: (a) => a.terminationNote },
  { header: "Created At", value: (a) => a.createdAt },
];

/** The additional-data columns: active fields in form order; a multi-select joins with ", ". */
function customColumns(fields: ReadonlyMap<string, AgentFieldDefinition>): Column[] {
  return [...fields.values()]
    .filter((field) => field.status === "active")
    .map((field) => ({
      header: field.label,
      value: (agent: AgentRow) => {
        const value = agent.customData[field.key];
        if (value === undefined || value === null) return null;
        if (Array.isArray(value)) return value.join(", ");
        return typeof value === "number" ? value : String(value);
      },
    }));
}

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab / carriage return) as a
 * formula; a quote in front keeps typed text text (CSV injection).
 */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

type Helpers = {
  filterOf(
    query: AgentFilterParams,
    fields: ReadonlyMap<string, AgentFieldDefinition>,
  ): AgentFilter;
  fieldMap(tx: Tx): Promise<Map<string, AgentFieldDefinition>>;
};

export function exportRoute(app: FastifyInstance, db: Db, helpers: Helpers): void {
  app.get(
    "/agents/export",
    {
      schema: {
        summary: `Exports the employees the list's filters (or ids) select as CSV (at most ${CSV_EXPORT_MAX_ROWS.toLocaleString("en")} rows, streamed) or XLSX (at most ${XLSX_EXPORT_MAX_ROWS.toLocaleString("en")}), with the additional-data columns (menu employee-list)`,
        querystring: Type.Object({
          ...AgentFilterQuery,
          format: Type.Optional(Type.Enum(["csv", "xlsx"], { default: "csv" })),
        }),
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const query = request.query as AgentFilterParams & { format?: "csv" | "xlsx" };
      const format = query.format ?? "csv";
      const max = format === "csv" ? CSV_EXPORT_MAX_ROWS : XLSX_EXPORT_MAX_ROWS;
      const stamp = new Date().toISOString().slice(0, 10);
      const fileName = `employees-${stamp}.${format}`;

      if (format === "xlsx") {
        const sheet = await db.tenant(principal.clientId, async (tx) => {
          const fields = await helpers.fieldMap(tx);
          const filter = helpers.filterOf(query, fields);
          await assertWithinCap(tx, filter, fields, max, format);
          const columns = [...COLUMNS, ...customColumns(fields)];
          const data: SheetData = [
            columns.map((column) => ({ value: column.header, fontWeight: "bold" }) as Cell),
          ];
          for await (const batch of exportAgents(tx, { filter, fields, batch: BATCH, max })) {
            for (const agent of batch) data.push(columns.map((column) => column.value(agent)));
          }
          return { data, columns: columns.length };
        });
        const buffer = await writeXlsxFile(sheet.data, {
          sheet: "Employees",
          stickyRowsCount: 1,
          columns: Array.from({ length: sheet.columns }, () => ({ width: 20 })),
        }).toBuffer();
        return reply
          .header(
            "content-type",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          )
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(buffer);
      }

      // CSV: the count decides the answer (a 400 before any byte is sent); then the rows
      // stream in batches through the still-open transaction.
      const output = new PassThrough();
      let streaming = false;
      let started: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        started = resolve;
      });
      const done = db.tenant(principal.clientId, async (tx) => {
        const fields = await helpers.fieldMap(tx);
        const filter = helpers.filterOf(query, fields);
        await assertWithinCap(tx, filter, fields, max, format);
        const columns = [...COLUMNS, ...customColumns(fields)];
        const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
        csv.pipe(output);
        streaming = true;
        started();
        // Waits while the client reads slowly; a closed download ends the work.
        const drained = () =>
          new Promise<void>((resolve) => {
            const go = () => {
              csv.off("drain", go);
              output.off("close", go);
              resolve();
            };
            csv.once("drain", go);
            output.once("close", go);
          });
        for await (const batch of exportAgents(tx, { filter, fields, batch: BATCH, max })) {
          for (const agent of batch) {
            const row = columns.map((column) => {
              const value = column.value(agent);
              return typeof value === "string" ? defuse(value) : value;
            });
            if (!csv.write(row)) await drained();
            if (output.destroyed) return;
          }
        }
        csv.end();
      });
      // A failure before the first byte (400, 403...) is the answer; after it, the headers
      // are out and all that is left is to cut the download short.
      done.catch((error: unknown) => {
        if (!streaming) return;
        request.log.error({ err: error }, "agents export failed mid-stream");
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      await Promise.race([ready, done]);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(output);
    },
  );
}

async function assertWithinCap(
  tx: Tx,
  filter: AgentFilter,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
  max: number,
  format: string,
): Promise<void> {
  const total = await countAgents(tx, filter, fields);
  if (total > max)
    throw new HttpError(
      400,
      `Too many employees to export as ${format.toUpperCase()} (${total.toLocaleString("en")}; at most ${max.toLocaleString("en")}). Narrow the filters${format === "xlsx" ? " or export CSV" : ""}.`,
    );
}
