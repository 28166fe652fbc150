export { reimbursementCacheKeys, reimbursementMutationUpdates } from "./cacheUpdates.ts";
export { ReimbursementsPage } from "./components/ReimbursementsPage.tsx";
