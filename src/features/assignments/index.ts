export { AssignmentsPage, type AssignmentsPageProps } from "./components/AssignmentsPage.tsx";
export { activeAgents } from "./components/agentPicker.ts";
