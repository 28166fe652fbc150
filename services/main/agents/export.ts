import { PassThrough } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { AgentFieldDefinition } from "../../../domain/workforce/agent.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import { csvRow, xlsxHeaderRow, xlsxRow } from "../../shared/spreadsheet.ts";
import { typed } from "../../shared/typed.ts";
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

type Helpers = {
  filterOf(
    query: AgentFilterParams,
    fields: ReadonlyMap<string, AgentFieldDefinition>,
  ): AgentFilter;
  fieldMap(tx: Tx): Promise<Map<string, AgentFieldDefinition>>;
};

/**
 * At most this many XLSX exports are built at once per process: each holds its whole sheet
 * in memory (about 3 kB per row, so up to ~60 MB at the row cap). Another one meanwhile is
 * a 429 rather than a process that runs out of memory.
 */
export const XLSX_EXPORTS_AT_ONCE = 2;
export const XLSX_BUSY_MESSAGE =
  "Another spreadsheet export is being prepared. Try again in a moment, or export CSV.";

/** A counting semaphore that refuses instead of queueing. */
export class Slots {
  private used = 0;
  constructor(readonly size: number) {}
  tryAcquire(): (() => void) | null {
    if (this.used >= this.size) return null;
    this.used += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= 1;
    };
  }
}

/** This process's XLSX export slots (tests hold them to see the 429). */
export const xlsxExportSlots = new Slots(XLSX_EXPORTS_AT_ONCE);

export function exportRoute(server: FastifyInstance, db: Db, helpers: Helpers): void {
  const app = typed(server);
  app.get(
    "/agents/export",
    {
      config: { menu: "employee-list" },
      schema: {
        summary: `Exports the employees the list's filters (or ids) select as CSV (at most ${CSV_EXPORT_MAX_ROWS.toLocaleString("en")} rows, streamed) or XLSX (at most ${XLSX_EXPORT_MAX_ROWS.toLocaleString("en")}; ${XLSX_EXPORTS_AT_ONCE} built at once per server, another is 429), with the additional-data columns (menu employee-list)`,
        querystring: Type.Object({
          ...AgentFilterQuery,
          format: Type.Optional(Type.Enum(["csv", "xlsx"], { default: "csv" })),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const query = request.query;
      const format = query.format ?? "csv";
      const max = format === "csv" ? CSV_EXPORT_MAX_ROWS : XLSX_EXPORT_MAX_ROWS;
      const stamp = new Date().toISOString().slice(0, 10);
      const fileName = `employees-${stamp}.${format}`;
      const read = <T>(work: (tx: Tx) => Promise<T>) => db.tenant(principal.clientId, work);

      const release = format === "xlsx" ? xlsxExportSlots.tryAcquire() : () => {};
      if (!release) {
        reply.header("retry-after", "10");
        throw new HttpError(429, XLSX_BUSY_MESSAGE);
      }
      try {
        // The filter, the columns and the cap first, in one short transaction: a 400 is the
        // answer before any byte is sent.
        const { fields, filter } = await read(async (tx) => {
          const fields = await helpers.fieldMap(tx);
          const filter = helpers.filterOf(query, fields);
          await assertWithinCap(tx, filter, fields, max, format);
          return { fields, filter };
        });
        const columns = [...COLUMNS, ...customColumns(fields)];
        const batches = exportAgents(read, { filter, fields, batch: BATCH, max });

        if (format === "xlsx") {
          // Additional-data labels are typed by users: headers go through the same cells.
          const data: SheetData = [xlsxHeaderRow(columns.map((column) => column.header))];
          for await (const batch of batches)
            for (const agent of batch)
              data.push(xlsxRow(columns.map((column) => column.value(agent))));
          const buffer = await writeXlsxFile(data, {
            sheet: "Employees",
            stickyRowsCount: 1,
            columns: Array.from({ length: columns.length }, () => ({ width: 20 })),
          }).toBuffer();
          return reply
            .header(
              "content-type",
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            )
            .header("content-disposition", `attachment; filename="${fileName}"`)
            .send(buffer);
        }

        // CSV streams at the client's pace; each batch is read in its own transaction, so a
        // slow download holds no connection while it waits.
        const csv = stringify({ bom: true });
        const output = new PassThrough();
        csv.pipe(output);
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
        const pump = async () => {
          // Additional-data labels are typed by users: the header is neutralised like a row.
          csv.write(csvRow(columns.map((column) => column.header)));
          for await (const batch of batches) {
            for (const agent of batch) {
              if (!csv.write(csvRow(columns.map((column) => column.value(agent))))) await drained();
              // A closed download ends the work.
              if (output.destroyed) return;
            }
          }
          csv.end();
        };
        // After the headers are out, all a failure can do is cut the download short.
        pump().catch((error: unknown) => {
          request.log.error({ err: error }, "agents export failed mid-stream");
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(output);
      } finally {
        release();
      }
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
