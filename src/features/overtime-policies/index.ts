export { OvertimePoliciesPage } from "./components/OvertimePoliciesPage.tsx";
export { OvertimePolicyFormPage } from "./components/OvertimePolicyFormPage.tsx";
