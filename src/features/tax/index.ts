export {
  TAX_MANAGEMENT_PATH,
  TAX_SIMULATOR_PATH,
  TaxManagementPage,
  type TaxManagementPageProps,
} from "./components/TaxManagementPage.tsx";
export { TaxScreen, type TaxScreenProps } from "./components/TaxScreens.tsx";
