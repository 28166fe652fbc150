import { Construction } from "lucide-react";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { Tabs } from "../../../ui/misc/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useTaxText } from "../messages.ts";
import { BpjsCalculator } from "./BpjsCalculator.tsx";
import { Pph21Simulator } from "./Pph21Simulator.tsx";
import * as s from "./styles.ts";

export const TAX_MANAGEMENT_PATH = "/payroll/tax-group-configurations";
export const TAX_SIMULATOR_PATH = `${TAX_MANAGEMENT_PATH}/simulator`;

export type TaxManagementPageProps = { route: RouteDefinition };

/**
 * Tax Management (SPEC §2 /payroll/tax-group-configurations) with two tabs, each its own
 * route: the tax group configurations (a later release) and the Tax Simulator (issue 6).
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
            content: simulator ? null : <GroupsUnavailable />,
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

function GroupsUnavailable() {
  const text = useTaxText();
  return (
    <div className={s.unavailable} role="status">
      <Construction size={40} aria-hidden="true" />
      <h2 className={s.cardTitle}>{text.groupsUnavailableTitle}</h2>
      <p>{text.groupsUnavailableBody}</p>
    </div>
  );
}
