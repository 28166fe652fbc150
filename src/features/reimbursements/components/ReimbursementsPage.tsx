import { useSearchParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { Tabs } from "../../../ui/misc/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { ClaimsTab } from "./ClaimsTab.tsx";
import { TypesTab } from "./TypesTab.tsx";
import { reimbursementText } from "./text.ts";

export type ReimbursementsPageProps = { route: RouteDefinition };

/**
 * /reimbursements (SPEC §2, menu reimbursement; issue 18): the Claims and Claim Types tabs, the
 * tab in the URL (`tab=types`), each tab with its own filters.
 */
export function ReimbursementsPage({ route }: ReimbursementsPageProps) {
  const t = useText(reimbursementText);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "types" ? "types" : "claims";
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      <Tabs
        label={t.tabs}
        activeKey={tab}
        // Each tab starts from its own defaults: the other's filters mean nothing there.
        onChange={({ key }) =>
          setParams(key === "types" ? new URLSearchParams({ tab: "types" }) : new URLSearchParams())
        }
        tabs={[
          { key: "claims", label: t.claimsTab, content: tab === "claims" ? <ClaimsTab /> : null },
          { key: "types", label: t.typesTab, content: tab === "types" ? <TypesTab /> : null },
        ]}
      />
    </ListScreen>
  );
}
