import {
  MAX_TAX_RECORD_YEAR,
  MIN_TAX_RECORD_YEAR,
} from "../../../../../domain/payroll/taxRecords.ts";
import { CLIENT_TODAY, IdParams } from "../../../../main/org/common.ts";
import { invalidFields } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { listAnswer } from "../../../places/schemas.ts";
import { listEmployeeTaxRecords } from "../recordRepo.ts";
import { findTaxConfiguration } from "../repo.ts";
import { EmployeeTaxRecordListQuery, EmployeeTaxRecordSchema, READ_MENUS } from "../schemas.ts";
import { configurationNotFound, type TaxDeps } from "../shared.ts";

/**
 * GET /tax-configurations/:id/employee-tax-records?year: the configuration's records of a year
 * (default the client's current one) with the worker's name, NIK and branch; q searches the
 * name, and NIK or tax id from their start.
 */
export function recordListRoute(app: App, deps: TaxDeps): void {
  app.get(
    "/tax-configurations/:id/employee-tax-records",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary:
          "Employee tax records of a configuration and year (menus tax-management, payroll-group): q, sort name/nik/branchName/taxId/startMonth/endMonth/updatedAt",
        params: IdParams,
        querystring: EmployeeTaxRecordListQuery,
        response: { 200: listAnswer(EmployeeTaxRecordSchema) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      if (
        query.year !== undefined &&
        (query.year < MIN_TAX_RECORD_YEAR || query.year > MAX_TAX_RECORD_YEAR)
      )
        throw invalidFields("Invalid year", [
          {
            field: "year",
            message: `must be a year from ${MIN_TAX_RECORD_YEAR} to ${MAX_TAX_RECORD_YEAR}`,
          },
        ]);
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        if (!(await findTaxConfiguration(tx, params.id))) throw configurationNotFound();
        const year =
          query.year ??
          (
            await tx.query<{ year: number }>(
              `SELECT extract(year FROM ${CLIENT_TODAY})::int AS year`,
            )
          ).rows[0]!.year;
        return listEmployeeTaxRecords(
          tx,
          { taxConfigurationId: params.id, year, q: query.q?.trim() || null, sort: query.sort },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        );
      });
      return { data };
    },
  );
}
