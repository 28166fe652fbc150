export {
  PendingApprovalDetailPage,
  type PendingApprovalDetailPageProps,
} from "./components/PendingApprovalDetailPage.tsx";
export {
  PendingApprovalsPage,
  type PendingApprovalsPageProps,
} from "./components/PendingApprovalsPage.tsx";
