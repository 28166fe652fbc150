import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { TaxAccessFromSession } from "../hooks/taxAccess.tsx";
import {
  ConfigurationCreatePage,
  FinalDetailPage,
  NonFinalDetailPage,
} from "./ConfigurationPages.tsx";
import { EmployeeTaxRecordPage } from "./EmployeeTaxRecordPage.tsx";
import { FINAL_PATH, NON_FINAL_PATH } from "./paths.ts";
import { TaxManagementPage } from "./TaxManagementPage.tsx";

export type TaxScreenProps = { route: RouteDefinition };

/**
 * Every Tax Management route (SPEC §2 /payroll/tax-group-configurations and below), with the
 * session's flags and menus the screens offer their parts by.
 */
export function TaxScreen({ route }: TaxScreenProps) {
  return <TaxAccessFromSession>{screenOf(route)}</TaxAccessFromSession>;
}

function screenOf(route: RouteDefinition) {
  switch (route.pattern) {
    case `${NON_FINAL_PATH}/create`:
    case `${FINAL_PATH}/create`:
      return <ConfigurationCreatePage route={route} />;
    case `${NON_FINAL_PATH}/:id`:
      return <NonFinalDetailPage route={route} />;
    case `${NON_FINAL_PATH}/:id/employee-tax-record/:recordId`:
      return <EmployeeTaxRecordPage route={route} />;
    case `${FINAL_PATH}/:id`:
      return <FinalDetailPage route={route} />;
    default:
      return <TaxManagementPage route={route} />;
  }
}
