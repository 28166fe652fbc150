export {
  BranchesPage,
  type BranchesPageProps,
  TIMEZONE_OPTIONS,
} from "./components/BranchesPage.tsx";
export { activeBranches, anyBranch } from "./components/branchPicker.ts";
