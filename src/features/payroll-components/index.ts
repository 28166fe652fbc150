export { PayrollComponentFormPage } from "./components/PayrollComponentFormPage.tsx";
export { PayrollComponentsPage } from "./components/PayrollComponentsPage.tsx";
export {
  RegulationComponentCreatePage,
  RegulationComponentDetailPage,
} from "./components/RegulationComponentPages.tsx";
