import { useSearchParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { Tabs } from "../../../ui/misc/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { BalancesTab } from "./BalancesTab.tsx";
import { RequestsTab } from "./RequestsTab.tsx";
import { leaveText } from "./text.ts";

export type LeaveManagementPageProps = { route: RouteDefinition };

/**
 * /leave-management (SPEC §2; hidden for the allowed-client group): the Requests and Balances
 * tabs, the tab in the URL (`tab=balances`) with each tab's own filters.
 */
export function LeaveManagementPage({ route }: LeaveManagementPageProps) {
  const t = useText(leaveText);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "balances" ? "balances" : "requests";
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      <Tabs
        label={t.tabs}
        activeKey={tab}
        // Each tab starts from its own defaults: the other's filters mean nothing there.
        onChange={({ key }) =>
          setParams(
            key === "balances" ? new URLSearchParams({ tab: "balances" }) : new URLSearchParams(),
          )
        }
        tabs={[
          {
            key: "requests",
            label: t.requestsTab,
            content: tab === "requests" ? <RequestsTab /> : null,
          },
          {
            key: "balances",
            label: t.balancesTab,
            content: tab === "balances" ? <BalancesTab /> : null,
          },
        ]}
      />
    </ListScreen>
  );
}
