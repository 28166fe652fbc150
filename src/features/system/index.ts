export {
  MaintenancePage,
  MessagePage,
  NoAccessPage,
  NotFoundPage,
} from "./components/MessagePage.tsx";
export { ModuleUnavailablePage } from "./components/ModuleUnavailablePage.tsx";
export { PageHeader } from "./components/PageHeader.tsx";
