export {
  AssignmentUploadDialog,
  type AssignmentUploadDialogProps,
} from "./components/AssignmentUploadDialog.tsx";
export { BulkImportPage, type BulkImportPageProps } from "./components/BulkImportPage.tsx";
