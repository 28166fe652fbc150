export { MerchantsPage, type MerchantsPageProps } from "./components/MerchantsPage.tsx";
export { activeMerchants, anyMerchant } from "./components/merchantPicker.ts";
