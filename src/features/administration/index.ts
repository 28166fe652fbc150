export {
  ADMINISTRATION_PATHS,
  type AdministrationTab,
  AdministrationTabs,
} from "./AdministrationTabs.tsx";
