import { useLocation, useSearchParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { Tabs } from "../../../ui/misc/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { ActivityLogsTab } from "./ActivityLogsTab.tsx";
import { DailyOverviewTab } from "./DailyOverviewTab.tsx";
import { overviewText } from "./text.ts";

/** The SPEC §2 query parameters both tabs take, carried from one tab to the other. */
export const OVERVIEW_QUERY = ["employeeId", "employeeName", "date"] as const;

const TAB_PATHS = {
  activity: "/attendances/overview/activity-logs",
  daily: "/attendances/overview/daily-overview",
} as const;

export type AttendanceOverviewPageProps = { route: RouteDefinition };

/**
 * /attendances/overview (BETA): the activity logs (every check-in and check-out, newest
 * first) and the daily overview (a day's records), each its own route with the filters
 * employeeId, employeeName and date in the URL (SPEC §2). Both follow live check-ins.
 */
export function AttendanceOverviewPage({ route }: AttendanceOverviewPageProps) {
  const t = useText(overviewText);
  const [location, navigate] = useLocation();
  const [params] = useSearchParams();
  const tab = location.startsWith(TAB_PATHS.daily) ? "daily" : "activity";
  const switchTo = (key: string) => {
    const carried = new URLSearchParams();
    for (const name of OVERVIEW_QUERY) {
      const value = params.get(name);
      if (value) carried.set(name, value);
    }
    const query = carried.toString();
    const path = key === "daily" ? TAB_PATHS.daily : TAB_PATHS.activity;
    navigate(query ? `${path}?${query}` : path);
  };
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      <Tabs
        label={t.tabsLabel}
        activeKey={tab}
        tabs={[
          { key: "activity", label: t.activityLogs },
          { key: "daily", label: t.dailyOverview },
        ]}
        onChange={({ key }) => key !== tab && switchTo(key)}
      />
      {tab === "daily" ? <DailyOverviewTab /> : <ActivityLogsTab />}
    </ListScreen>
  );
}
