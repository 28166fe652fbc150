export { CreationSummaryPage } from "./components/CreationSummaryPage.tsx";
export { PayrollReportsPage } from "./components/PayrollReportsPage.tsx";
