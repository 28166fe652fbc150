export { BlockingModal, type BlockingModalProps } from "./BlockingModal.tsx";
export { Button, type ButtonProps } from "./Button.tsx";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog.tsx";
export {
  DialogBackdrop,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogPositioner,
  DialogRoot,
  type DialogRootProps,
  DialogTitle,
} from "./dialog.tsx";
export { LeavePageDialog, type LeavePageDialogProps } from "./LeavePageDialog.tsx";
export {
  Skeleton,
  SkeletonLines,
  type SkeletonLinesProps,
  type SkeletonProps,
  type SkeletonRadius,
} from "./Skeleton.tsx";
export {
  AppToaster,
  type AppToasterProps,
  showToast,
  type ToastType,
  toaster,
} from "./toast.tsx";
