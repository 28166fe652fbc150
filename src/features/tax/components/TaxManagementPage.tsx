import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { Tabs } from "../../../ui/misc/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useTaxText } from "../messages.ts";
import { BpjsCalculator } from "./BpjsCalculator.tsx";
import { Pph21Simulator } from "./Pph21Simulator.tsx";
import { TAX_MANAGEMENT_PATH, TAX_SIMULATOR_PATH } from "./paths.ts";
import * as s from "./styles.ts";
import { TaxConfigurationsTab } from "./TaxConfigurationsTab.tsx";

export { TAX_MANAGEMENT_PATH, TAX_SIMULATOR_PATH };

export type TaxManagementPageProps = { route: RouteDefinition };

/**
 * Tax Management (SPEC §2 /payroll/tax-group-configurations) with two tabs, each its own
 * route: the tax group configurations (issue 16) and the Tax Simulator (issue 6).
 */
export function TaxManagementPage({ route }: TaxManagementPageProps) {
  const text = useTaxText();
  const [, navigate] = useLocation();
  const simulator = route.pattern === TAX_SIMULATOR_PATH;
  return (
    <section className={s.page}>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      <Tabs
        label={text.tabs}
        activeKey={simulator ? "simulator" : "groups"}
        onChange={({ key }) =>
          navigate(key === "simulator" ? TAX_SIMULATOR_PATH : TAX_MANAGEMENT_PATH)
        }
        tabs={[
          {
            key: "groups",
            label: text.groupsTab,
            content: simulator ? null : <TaxConfigurationsTab />,
          },
          {
            key: "simulator",
            label: text.simulatorTab,
            content: simulator ? (
              <div className={s.page}>
                <Pph21Simulator />
                <BpjsCalculator />
              </div>
            ) : null,
          },
        ]}
      />
    </section>
  );
}
