import type { Db } from "../../../../../db/pool.ts";
import { invalidFields } from "../../../../../shared/errors.ts";
import type { App } from "../../../../../shared/typed.ts";
import { createDirectReport } from "../create.ts";
import { CREATE_MESSAGE, CreatedSchema, DIRECT_BODY_LIMIT, DirectBody, MENUS } from "../schemas.ts";

/**
 * POST /payroll-reports/direct { name, period, rows: [{ employeeNumber | agentId, basicSalary,
 * allowances?, overtime?, otherEarnings?, deductions?, pph21?, note? }] } → 201 { data: { id, … } }
 * (a draft direct report); every bad row's every problem 400 `rows.<i>.<field>`, nothing saved;
 * a taken name 409 BATCH_NAME_ALREADY_EXIST.
 */
export function createRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/payroll-reports/direct",
    {
      bodyLimit: DIRECT_BODY_LIMIT,
      config: { menus: MENUS },
      schema: {
        summary:
          "Creates a direct payroll report (draft) from rows of amounts per worker: all or nothing, 400 rows.<i>.<field>; a taken name 409 BATCH_NAME_ALREADY_EXIST",
        body: DirectBody,
        response: { 201: CreatedSchema },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const outcome = await db.tenant(principal.clientId, (tx) =>
        createDirectReport(tx, principal, {
          name: body.name,
          period: body.period,
          rows: body.rows.map((row, index) => ({ ref: index, input: row })),
          source: "request",
        }),
      );
      if ("problems" in outcome) throw invalidFields(CREATE_MESSAGE, outcome.problems);
      reply.status(201);
      return { data: outcome.report };
    },
  );
}
