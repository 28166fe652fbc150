import { useEffect, useState } from "react";
import { useMutation } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, plainDateOf, todayIso, useText } from "../../org-common/index.ts";
import { type AssignmentRow, EndAssignmentMutation } from "./documents.ts";
import { assignmentText } from "./text.ts";

export type EndAssignmentDialogProps = {
  assignment: AssignmentRow | null;
  onClose: () => void;
};

/** Ends an assignment on a chosen last day (today unless changed; not before its start). */
export function EndAssignmentDialog({ assignment, onClose }: EndAssignmentDialogProps) {
  const t = useText(assignmentText);
  const c = useText(commonText);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, endAssignment] = useMutation(EndAssignmentMutation);

  useEffect(() => {
    if (!assignment) return;
    // Not before its start: an upcoming assignment ends on its first day at the earliest.
    const [latest] = [todayIso(), assignment.startDate].sort().reverse();
    setEndDate(latest ?? null);
    setError(null);
  }, [assignment]);

  async function confirm() {
    if (!assignment || !endDate) return;
    const result = await endAssignment({ id: assignment.id, endDate });
    if (result.error) {
      setError(extractErrorMessage(result.error));
      return;
    }
    showToast("success", t.ended(assignment.agentName));
    onClose();
  }

  return (
    <Modal
      open={assignment !== null}
      onClose={onClose}
      title={assignment ? t.endTitle(assignment.agentName) : ""}
      description={t.endBody}
      size="medium"
      okLabel={t.end}
      cancelLabel={c.cancel}
      okDisabled={fetching || !endDate}
      onOk={() => void confirm()}
    >
      {error && <Banner variant="danger" size="small" title={error} />}
      <DatePicker
        label={t.endDate}
        value={endDate ? [endDate] : []}
        min={plainDateOf(assignment?.startDate)}
        onValueChange={(dates) => setEndDate(dates[0]?.toString() ?? null)}
      />
    </Modal>
  );
}
