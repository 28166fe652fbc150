export { LeavePoliciesPage } from "./components/LeavePoliciesPage.tsx";
export { LeavePolicyFormPage } from "./components/LeavePolicyFormPage.tsx";
