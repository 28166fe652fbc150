import { Button } from "../../../ui/index.ts";
import { useText } from "../../branches/shared/index.ts";
import { assignmentText } from "./text.ts";

/**
 * The assignment bulk upload (SPEC §7 live per-row results) belongs to the bulk-import feature;
 * until it ships, the button says so instead of pretending.
 */
export function BulkUploadButton() {
  const t = useText(assignmentText);
  return (
    <Button variant="secondary" disabled title={t.bulkUploadUnavailable}>
      {t.bulkUpload}
    </Button>
  );
}
