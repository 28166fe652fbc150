export { AgentCreatePage, type AgentCreatePageProps } from "./components/AgentCreatePage.tsx";
export { AgentDetailPage, type AgentDetailPageProps } from "./components/AgentDetailPage.tsx";
export {
  AgentFieldCreatePage,
  type AgentFieldCreatePageProps,
} from "./components/AgentFieldCreatePage.tsx";
export { AgentFieldsPage, type AgentFieldsPageProps } from "./components/AgentFieldsPage.tsx";
export { AgentListPage, type AgentListPageProps } from "./components/AgentListPage.tsx";
