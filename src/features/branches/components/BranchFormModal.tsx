import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validatePlace } from "../../../../domain/workforce/org.ts";
import { showToast } from "../../../ui/index.ts";
import type { OptionItem } from "../../../ui/select/index.ts";
import { FormModal } from "../../org-common/FormModal.tsx";
import {
  EMPTY_PLACE,
  type PlaceDraft,
  PlaceFields,
  placeDraftOf,
  placeInputOf,
} from "../../org-common/PlaceFields.tsx";
import { useText } from "../../org-common/text.ts";
import { useFormErrors } from "../../org-common/useFormErrors.ts";
import { type BranchRow, CreateBranchMutation, UpdateBranchMutation } from "./documents.ts";
import { branchText } from "./text.ts";

export type BranchFormModalProps = {
  /** The branch to edit; null creates one. */
  branch: BranchRow | null;
  statusOptions: OptionItem[];
  onClose: () => void;
};

/** Create or edit a branch; problems show at their fields, before and after sending. */
export function BranchFormModal({ branch, statusOptions, onClose }: BranchFormModalProps) {
  const t = useText(branchText);
  const [draft, setDraft] = useState<PlaceDraft>(() =>
    branch ? placeDraftOf(branch) : EMPTY_PLACE,
  );
  const errors = useFormErrors();
  const [created, createBranch] = useMutation(CreateBranchMutation);
  const [updated, updateBranch] = useMutation(UpdateBranchMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = placeInputOf(draft);
    if (errors.showProblems(validatePlace(input).problems)) return;
    const result = branch
      ? await updateBranch({ id: branch.id, input })
      : await createBranch({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", branch ? t.updated(input.name) : t.created(input.name));
    onClose();
  }

  return (
    <FormModal
      title={branch ? t.editTitle(branch.name) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      <PlaceFields
        draft={draft}
        onChange={setDraft}
        errors={errors}
        withStatus={branch !== null}
        statusOptions={statusOptions}
      />
    </FormModal>
  );
}
