import { useState } from "react";
import { Button } from "../../../ui/index.ts";
import { AssignmentUploadDialog } from "../../bulk-import/index.ts";
import { useText } from "../../org-common/index.ts";
import { assignmentText } from "./text.ts";

export type BulkUploadButtonProps = {
  /** An upload finished: the list shows what it created. */
  onFinished: () => void;
};

/**
 * "Bulk Upload" opens the bulk-import feature's assignment upload (template, file, each row's
 * result pushed live, SPEC §7). The dialog stays mounted, so closing it during an upload and
 * opening it again shows the same upload.
 */
export function BulkUploadButton({ onFinished }: BulkUploadButtonProps) {
  const t = useText(assignmentText);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.bulkUpload}
      </Button>
      <AssignmentUploadDialog open={open} onClose={() => setOpen(false)} onFinished={onFinished} />
    </>
  );
}
