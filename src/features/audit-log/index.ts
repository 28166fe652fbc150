export { AuditLogPage, type AuditLogPageProps } from "./components/AuditLogPage.tsx";
