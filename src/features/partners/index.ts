export {
  PartnerApprovalPage,
  type PartnerApprovalPageProps,
} from "./components/PartnerApprovalPage.tsx";
export {
  PartnerDatabasePage,
  type PartnerDatabasePageProps,
} from "./components/PartnerDatabasePage.tsx";
