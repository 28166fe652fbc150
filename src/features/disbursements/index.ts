export { DisbursementApprovalPage } from "./components/DisbursementApprovalPage.tsx";
export { DisbursementDetailPage } from "./components/DisbursementDetailPage.tsx";
export { DisbursementsPage } from "./components/DisbursementsPage.tsx";
