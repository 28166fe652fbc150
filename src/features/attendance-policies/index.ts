export { AttendancePoliciesPage } from "./components/AttendancePoliciesPage.tsx";
export { AttendancePolicyFormPage } from "./components/AttendancePolicyFormPage.tsx";
