import type { InjectOptions } from "fastify";
import readXlsxFile from "read-excel-file/node";
import { expect } from "vitest";
import { bearer, DEMO, login } from "../../support/stack.ts";
import type { CaseModule, TenancyContext } from "./types.ts";

/**
 * Uploads, files and bulk imports: client B's token never reaches client A's files or imports
 * (404 with only a message), B's templates list only B's fields, and B's uploads are checked
 * against B's data alone — A's employees, codes and earlier files neither clash with nor
 * answer them, so an upload cannot probe whether A has a NIK or a code.
 */

const MAIN = "/api/main/v1";
const FILE = "/api/file/v1";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const A_NIK = "9411000101900001";

type MajuData = {
  token: string;
  fileId: string;
  defaultImportId: string;
  assignmentImportId: string;
  /** A default-data CSV A imported, uploaded again by B below. */
  csv: Buffer;
};

let maju: Promise<MajuData> | undefined;

/** A's uploads, made once through the API as admin@maju.test. */
function majuData(context: TenancyContext): Promise<MajuData> {
  maju ??= (async () => {
    const { app, owner } = context.stack();
    const token = (await login(app, DEMO.majuAdmin)).token;
    const clientId = context.majuClientId();
    await owner.query(
      `INSERT INTO branches (client_id, code, name) VALUES ($1, 'TIM-BR', 'Tenancy import branch A');
       INSERT INTO projects (client_id, code, name, start_date) VALUES ($1, 'TIM-PJ', 'Tenancy import project A', '2024-01-01');
       INSERT INTO agent_fields (client_id, key, label, type) VALUES ($1, 'maju_secret_field', 'Maju secret', 'text');`.replaceAll(
        "$1",
        String(Number(clientId)),
      ),
    );
    const file = await app.inject({
      method: "POST",
      url: `${FILE}/uploads`,
      headers: { ...bearer(token), "content-type": "image/png" },
      payload: PNG,
    });
    const csv = Buffer.from(
      `fullName,nik,phoneNumber,joinDate,contractType,branchCode\nTenancy Import A,${A_NIK},81100000001,2024-01-01,pkwt,TIM-BR\n`,
    );
    const imported = await app.inject({
      method: "POST",
      url: `${MAIN}/agents/imports?kind=default`,
      headers: { ...bearer(token), "content-type": "text/csv" },
      payload: csv,
    });
    const assignments = await app.inject({
      method: "POST",
      url: `${MAIN}/client/assignments/upload`,
      headers: { ...bearer(token), "content-type": "text/csv" },
      payload: Buffer.from(
        `agentNik,projectCode,branchCode,startDate\n${A_NIK},TIM-PJ,TIM-BR,2025-01-01\n`,
      ),
    });
    expect(file.statusCode).toBe(201);
    expect(imported.json().data.status).toBe("queued");
    expect(assignments.statusCode).toBe(201);
    return {
      token,
      fileId: file.json().data.id,
      defaultImportId: imported.json().data.id,
      assignmentImportId: assignments.json().data.id,
      csv,
    };
  })();
  return maju;
}

export const importsCases: CaseModule = (context) => {
  const inject = (options: InjectOptions) => context.stack().app.inject(options);
  const asB = (url: string) => inject({ url, headers: bearer(context.tokenB()) });
  const notFoundOnly = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(/maju|tenancy import/i);
  };
  const uploadAsB = (url: string, body: Buffer) =>
    inject({
      method: "POST",
      url,
      headers: { ...bearer(context.tokenB()), "content-type": "text/csv" },
      payload: body,
    });

  return {
    "POST /api/file/v1/uploads": {
      why: "stores the file under the caller's client; its id serves only that client",
      check: async () => {
        const response = await inject({
          method: "POST",
          url: `${FILE}/uploads`,
          headers: { ...bearer(context.tokenB()), "content-type": "image/png" },
          payload: PNG,
        });
        expect(response.statusCode).toBe(201);
        const owner = await context
          .stack()
          .owner.query<{ client_id: number }>("SELECT client_id FROM files WHERE id = $1", [
            response.json().data.id,
          ]);
        expect(owner.rows[0]!.client_id).toBe(context.sentosaClientId());
        const { token } = await majuData(context);
        const fromA = await inject({
          url: `${FILE}/files/${response.json().data.id}`,
          headers: bearer(token),
        });
        expect(fromA.statusCode).toBe(404);
      },
    },
    "GET /api/file/v1/files/:id": {
      why: "a file of the caller's client only (RLS on files), by bearer or session cookie",
      check: async () => {
        const { fileId } = await majuData(context);
        notFoundOnly(await asB(`${FILE}/files/${fileId}`));
        notFoundOnly(
          await inject({
            url: `${FILE}/files/${fileId}`,
            headers: { cookie: `authToken=${encodeURIComponent(context.tokenB())}` },
          }),
        );
      },
    },
    "GET /api/main/v1/agents/bulk/template": {
      why: "the additional-data template lists the caller's client's fields only",
      check: async () => {
        await majuData(context);
        const response = await asB(`${MAIN}/agents/bulk/template?kind=additional`);
        expect(response.statusCode).toBe(200);
        const sheets = await readXlsxFile(response.rawPayload);
        expect(JSON.stringify(sheets)).not.toMatch(/maju/i);
      },
    },
    "GET /api/main/v1/client/assignments/upload/template": {
      why: "a fixed template; reads no tenant rows",
      check: async () => {
        const response = await asB(`${MAIN}/client/assignments/upload/template`);
        expect(response.statusCode).toBe(200);
        expect(JSON.stringify(await readXlsxFile(response.rawPayload))).not.toMatch(/maju/i);
      },
    },
    "POST /api/main/v1/agents/imports": {
      why: "validates against the caller's data only; A's same file does not answer B's upload",
      check: async () => {
        const { csv, defaultImportId } = await majuData(context);
        // A's file uses A's branch code: for B it is unknown, and A's NIK is no clash.
        const response = await uploadAsB(`${MAIN}/agents/imports?kind=default`, csv);
        expect(response.statusCode).toBe(201);
        const view = response.json().data;
        expect(view.id).not.toBe(defaultImportId);
        expect(view.errors).toEqual([
          { row: 2, column: "branchCode", message: "No branch has the code TIM-BR" },
        ]);
        // A's employee's NIK is unknown to B's additional-data import.
        const additional = await uploadAsB(
          `${MAIN}/agents/imports?kind=additional`,
          Buffer.from(`nik\n${A_NIK}\n`),
        );
        expect(additional.json().data.errors).toEqual([
          { row: 2, column: "nik", message: "No employee has this NIK" },
        ]);
      },
    },
    "POST /api/main/v1/client/assignments/upload": {
      why: "rows resolve against the caller's employees and codes only",
      check: async () => {
        await majuData(context);
        const response = await uploadAsB(
          `${MAIN}/client/assignments/upload`,
          Buffer.from(
            `agentNik,projectCode,branchCode,startDate\n${A_NIK},TIM-PJ,TIM-BR,2025-02-01\n`,
          ),
        );
        expect(response.statusCode).toBe(201);
        const { id } = response.json().data;
        const deadline = Date.now() + 20_000;
        let results: { status: string; errors: { column: string }[] }[] = [];
        while (results.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          results = (
            await context
              .stack()
              .owner.query("SELECT status, errors FROM bulk_import_results WHERE import_id = $1", [
                id,
              ])
          ).rows;
        }
        expect(results).toHaveLength(1);
        expect(results[0]!.status).toBe("failed");
        expect(results[0]!.errors.map((e) => e.column)).toEqual([
          "agentNik",
          "projectCode",
          "branchCode",
        ]);
        const created = await context
          .stack()
          .owner.query("SELECT 1 FROM assignments WHERE import_id = $1", [id]);
        expect(created.rowCount).toBe(0);
      },
    },
    "GET /api/main/v1/agents/imports/:id": {
      why: "an import of the caller's client only (RLS on bulk_imports)",
      check: async () => {
        const { defaultImportId, assignmentImportId } = await majuData(context);
        notFoundOnly(await asB(`${MAIN}/agents/imports/${defaultImportId}`));
        notFoundOnly(await asB(`${MAIN}/agents/imports/${assignmentImportId}`));
      },
    },
    "GET /api/main/v1/agents/imports/:id/events": {
      why: "the progress of the caller's client's import only; 404 before any stream opens",
      check: async () => {
        const { defaultImportId } = await majuData(context);
        notFoundOnly(await asB(`${MAIN}/agents/imports/${defaultImportId}/events`));
        notFoundOnly(
          await inject({
            url: `${MAIN}/agents/imports/${defaultImportId}/events?t=${encodeURIComponent(context.tokenB())}`,
          }),
        );
      },
    },
    "GET /api/main/v1/agents/imports/:id/report": {
      why: "the result report of the caller's client's import only",
      check: async () => {
        const { defaultImportId } = await majuData(context);
        notFoundOnly(await asB(`${MAIN}/agents/imports/${defaultImportId}/report?format=csv`));
        notFoundOnly(await asB(`${MAIN}/agents/imports/${defaultImportId}/report?format=xlsx`));
      },
    },
    "GET /api/main/v1/client/assignments/upload/result": {
      why: "the per-row results of the caller's client's upload only; 404 before any stream opens",
      check: async () => {
        const { assignmentImportId } = await majuData(context);
        notFoundOnly(
          await asB(`${MAIN}/client/assignments/upload/result?id=${assignmentImportId}`),
        );
      },
    },
  };
};
