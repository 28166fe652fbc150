export { leaveCacheKeys, leaveMutationUpdates } from "./cacheUpdates.ts";
export { AgentLeaveSection } from "./components/AgentLeaveSection.tsx";
export { LeaveManagementPage } from "./components/LeaveManagementPage.tsx";
export { LeaveRecordDetailPage } from "./components/LeaveRecordDetailPage.tsx";
