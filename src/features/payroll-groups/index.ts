export { PayrollGroupDetailPage } from "./components/PayrollGroupDetailPage.tsx";
export { PayrollGroupFormPage } from "./components/PayrollGroupFormPage.tsx";
export { PayrollGroupsPage } from "./components/PayrollGroupsPage.tsx";
