import { featureDisabled } from "../../../../shared/access.ts";
import type { App } from "../../../../shared/typed.ts";
import { listAnswer } from "../../../places/schemas.ts";
import { listTaxConfigurations } from "../repo.ts";
import { READ_MENUS, TaxConfigurationListQuery, TaxConfigurationSchema } from "../schemas.ts";
import { finalTaxEnabled, type TaxDeps } from "../shared.ts";

/**
 * GET /tax-configurations: searched by name, filtered by kind and status. Final
 * configurations show only with the flag final_tax_configuration; asking for them without
 * it is 403.
 */
export function configListRoute(app: App, deps: TaxDeps): void {
  app.get(
    "/tax-configurations",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary:
          "Tax group configurations (menus tax-management, payroll-group): q, kind, status, sort name/kind/status/createdAt/updatedAt",
        querystring: TaxConfigurationListQuery,
        response: { 200: listAnswer(TaxConfigurationSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const includeFinal = await finalTaxEnabled(deps, principal.clientId);
      if (query.kind === "pph21_final" && !includeFinal) throw featureDisabled();
      const data = await deps.db.tenant(principal.clientId, (tx) =>
        listTaxConfigurations(
          tx,
          {
            q: query.q?.trim() || null,
            kind: query.kind ?? null,
            status: query.status ?? null,
            includeFinal,
            sort: query.sort,
          },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        ),
      );
      return { data };
    },
  );
}
