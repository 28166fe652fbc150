import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validateAssignment } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { activeBranches } from "../../branches/index.ts";
import { activeMerchants } from "../../merchants/index.ts";
import {
  commonText,
  EntityPicker,
  FormModal,
  plainDateOf,
  useFormErrors,
  useHasMenu,
  useText,
} from "../../org-common/index.ts";
import { activeProjects } from "../../projects/index.ts";
import { activeAgents } from "./agentPicker.ts";
import {
  type AssignmentRow,
  CreateAssignmentMutation,
  UpdateAssignmentMutation,
} from "./documents.ts";
import { assignmentText } from "./text.ts";

type AssignmentDraft = {
  agentId: number | null;
  projectId: number | null;
  merchantId: number | null;
  branchId: number | null;
  startDate: string | null;
  endDate: string | null;
};

export type AssignmentFormModalProps = {
  /** The assignment to edit; null creates one. */
  assignment: AssignmentRow | null;
  onClose: () => void;
};

/**
 * Who works on which project at which merchant or branch, from when to when. An overlap with
 * another assignment of the same employee on the project comes back from the server and shows
 * above the fields.
 */
export function AssignmentFormModal({ assignment, onClose }: AssignmentFormModalProps) {
  const t = useText(assignmentText);
  const c = useText(commonText);
  const [draft, setDraft] = useState<AssignmentDraft>(() => ({
    agentId: assignment?.agentId ?? null,
    projectId: assignment?.projectId ?? null,
    merchantId: assignment?.merchantId ?? null,
    branchId: assignment?.branchId ?? null,
    startDate: assignment?.startDate ?? null,
    endDate: assignment?.endDate ?? null,
  }));
  const errors = useFormErrors();
  const canPickAgents = useHasMenu("employee-list");
  const [created, createAssignment] = useMutation(CreateAssignmentMutation);
  const [updated, updateAssignment] = useMutation(UpdateAssignmentMutation);
  const set = (patch: Partial<AssignmentDraft>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    // Either place satisfies "merchant or branch": choosing one clears the other's complaint.
    if ("branchId" in patch) errors.clear("merchantId");
    setDraft((current) => ({ ...current, ...patch }));
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...draft, startDate: draft.startDate ?? "" };
    if (errors.showProblems(validateAssignment(input).problems)) return;
    const values = {
      agentId: draft.agentId ?? 0,
      projectId: draft.projectId ?? 0,
      merchantId: draft.merchantId,
      branchId: draft.branchId,
      startDate: input.startDate,
      endDate: draft.endDate,
    };
    if (assignment) {
      const result = await updateAssignment({ id: assignment.id, input: values });
      if (result.error) return errors.showServerError(result.error);
      showToast("success", t.updated(result.data?.updateAssignment.agentName ?? ""));
    } else {
      const result = await createAssignment({ input: values });
      if (result.error) return errors.showServerError(result.error);
      showToast("success", t.created(result.data?.createAssignment.agentName ?? ""));
    }
    onClose();
  }

  return (
    <FormModal
      title={assignment ? t.editTitle(assignment.agentName) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      <div className={grid}>
        <EntityPicker
          label={c.employee}
          required
          source={activeAgents}
          disabled={!canPickAgents}
          placeholder={canPickAgents ? undefined : c.needsEmployeeMenu}
          value={draft.agentId}
          knownLabel={assignment ? `${assignment.agentName} (${assignment.agentNik})` : undefined}
          onValueChange={(agentId) => set({ agentId })}
          {...fieldError("agentId", c.employee)}
        />
        <EntityPicker
          label={c.project}
          required
          source={activeProjects}
          value={draft.projectId}
          knownLabel={
            assignment ? `${assignment.projectName} (${assignment.projectCode})` : undefined
          }
          onValueChange={(projectId) => set({ projectId })}
          {...fieldError("projectId", c.project)}
        />
        <EntityPicker
          label={c.merchant}
          source={activeMerchants}
          value={draft.merchantId}
          knownLabel={assignment?.merchantName ?? undefined}
          onValueChange={(merchantId) => set({ merchantId })}
          {...fieldError("merchantId", c.merchant)}
        />
        <EntityPicker
          label={c.branch}
          source={activeBranches}
          value={draft.branchId}
          knownLabel={assignment?.branchName ?? undefined}
          onValueChange={(branchId) => set({ branchId })}
          {...fieldError("branchId", c.branch)}
        />
        <p className={hint}>{t.placeHint}</p>
        <DatePicker
          label={c.startDate}
          required
          value={draft.startDate ? [draft.startDate] : []}
          onValueChange={(dates) => set({ startDate: dates[0]?.toString() ?? null })}
          {...fieldError("startDate", c.startDate)}
        />
        <div>
          <DatePicker
            label={c.endDate}
            value={draft.endDate ? [draft.endDate] : []}
            min={plainDateOf(draft.startDate)}
            placeholder={c.noEndDate}
            onValueChange={(dates) => set({ endDate: dates[0]?.toString() ?? null })}
            {...fieldError("endDate", c.endDate)}
          />
          <p className={hint}>{t.endDateHint}</p>
        </div>
      </div>
    </FormModal>
  );
}

const grid = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
const hint = css({ gridColumn: "1 / -1", fontSize: "xs", color: "muted", marginTop: "-8" });
