export { dailyApprovalCacheKeys, dailyApprovalMutationUpdates } from "./cacheUpdates.ts";
export { DailyApprovalPage } from "./components/DailyApprovalPage.tsx";
