export { EmployeePayrollReportPage } from "./components/EmployeePayrollReportPage.tsx";
export { PayrollReportBetaDetailPage } from "./components/PayrollReportBetaDetailPage.tsx";
export { PayrollReportsBetaPage } from "./components/PayrollReportsBetaPage.tsx";
export { PayslipPreviewPage } from "./components/PayslipPreviewPage.tsx";
