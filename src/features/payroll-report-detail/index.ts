export { PayrollAdjustmentsPage } from "./components/PayrollAdjustmentsPage.tsx";
export { PayrollReportDetailPage } from "./components/PayrollReportDetailPage.tsx";
