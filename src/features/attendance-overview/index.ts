export { attendanceOverviewCacheKeys } from "./cacheKeys.ts";
export { AttendanceDetailPage } from "./components/AttendanceDetailPage.tsx";
export { AttendanceOverviewPage } from "./components/AttendanceOverviewPage.tsx";
