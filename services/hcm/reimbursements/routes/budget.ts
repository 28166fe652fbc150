import { renderProblem } from "../../../../domain/problems.ts";
import { budgetWindow, isIsoDate } from "../../../../domain/reimbursement/rules.ts";
import type { Db } from "../../../db/pool.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { invalid, notFoundEmployee, notFoundType } from "../problems.ts";
import { budgetUsed, findType, findWorker } from "../repo.ts";
import { BudgetQuery, BudgetSchema, MENUS } from "../schemas.ts";

/**
 * GET /reimbursements/budget?agentId&typeId&date: what the worker's pending, approved and paid
 * claims of the type use in the budget period holding `date`, and what remains (a type
 * without a budget: the calendar month's use, remaining null).
 */
export function budgetRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/reimbursements/budget",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A worker's budget use for a claim type in the period (month or year) of a date: used, remaining",
        querystring: BudgetQuery,
        response: { 200: dataOf(BudgetSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      if (!isIsoDate(query.date))
        throw invalid({ en: "Invalid query", id: "Kueri tidak valid" }, [
          { field: "date", message: renderProblem("en", "isoDate") },
        ]);
      const data = await db.tenant(principal.clientId, async (tx) => {
        if (!(await findWorker(tx, query.agentId))) throw notFoundEmployee();
        const type = await findType(tx, query.typeId);
        if (!type) throw notFoundType();
        const window = budgetWindow(query.date, type.budgetPeriod ?? "monthly");
        const used = await budgetUsed(tx, query.agentId, type.id, window.start, window.end);
        return {
          typeId: type.id,
          periodStart: window.start,
          periodEnd: window.end,
          budgetAmount: type.budgetAmount,
          used,
          remaining: type.budgetAmount === null ? null : Math.max(0, type.budgetAmount - used),
        };
      });
      return { data };
    },
  );
}
