export { DirectPayrollAgentPage } from "./components/DirectPayrollAgentPage.tsx";
export { DirectPayrollCreatePage } from "./components/DirectPayrollCreatePage.tsx";
export { DirectPayrollDetailPage } from "./components/DirectPayrollDetailPage.tsx";
