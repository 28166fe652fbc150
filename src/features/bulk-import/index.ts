export {
  AssignmentUploadDialog,
  type AssignmentUploadDialogProps,
} from "./components/AssignmentUploadDialog.tsx";
export { BulkImportPage, type BulkImportPageProps } from "./components/BulkImportPage.tsx";
// Issue 16, payroll group members upload: the transport and parts it reuses.
export { FileChooser } from "./components/FileChooser.tsx";
export { ImportErrorsTable } from "./components/ImportErrorsTable.tsx";
export { useSessionHeaders } from "./hooks/useSessionHeaders.ts";
export {
  downloadFile,
  type HeadersSource,
  messageOf,
  spreadsheetType,
} from "./model/transport.ts";
