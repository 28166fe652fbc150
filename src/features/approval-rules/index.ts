export {
  ApprovalRuleFormPage,
  type ApprovalRuleFormPageProps,
} from "./components/ApprovalRuleFormPage.tsx";
export { ApprovalRulesPage, type ApprovalRulesPageProps } from "./components/ApprovalRulesPage.tsx";
