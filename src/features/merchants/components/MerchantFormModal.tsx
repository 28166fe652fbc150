import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validateMerchant } from "../../../../domain/workforce/org.ts";
import { showToast } from "../../../ui/index.ts";
import type { OptionItem } from "../../../ui/select/index.ts";
import { activeBranches } from "../../branches/index.ts";
import {
  commonText,
  EMPTY_PLACE,
  EntityPicker,
  FormModal,
  type PlaceDraft,
  PlaceFields,
  placeDraftOf,
  placeInputOf,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { CreateMerchantMutation, type MerchantRow, UpdateMerchantMutation } from "./documents.ts";
import { merchantText } from "./text.ts";

export type MerchantFormModalProps = {
  /** The merchant to edit; null creates one. */
  merchant: MerchantRow | null;
  statusOptions: OptionItem[];
  onClose: () => void;
};

/** Create or edit a merchant: a place with an optional serving branch. */
export function MerchantFormModal({ merchant, statusOptions, onClose }: MerchantFormModalProps) {
  const t = useText(merchantText);
  const c = useText(commonText);
  const [draft, setDraft] = useState<PlaceDraft>(() =>
    merchant ? placeDraftOf(merchant) : EMPTY_PLACE,
  );
  const [branchId, setBranchId] = useState<number | null>(merchant?.branchId ?? null);
  const errors = useFormErrors();
  const [created, createMerchant] = useMutation(CreateMerchantMutation);
  const [updated, updateMerchant] = useMutation(UpdateMerchantMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...placeInputOf(draft), branchId };
    if (errors.showProblems(validateMerchant(input).problems)) return;
    const result = merchant
      ? await updateMerchant({ id: merchant.id, input })
      : await createMerchant({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", merchant ? t.updated(input.name) : t.created(input.name));
    onClose();
  }

  const branchError = errors.fieldError("branchId", c.branch);
  return (
    <FormModal
      title={merchant ? t.editTitle(merchant.name) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      <PlaceFields
        draft={draft}
        onChange={setDraft}
        errors={errors}
        withStatus={merchant !== null}
        statusOptions={statusOptions}
        extra={
          <EntityPicker
            label={c.branch}
            placeholder={t.noBranch}
            source={activeBranches}
            value={branchId}
            knownLabel={merchant?.branchName ?? undefined}
            onValueChange={(id) => {
              errors.clear("branchId");
              setBranchId(id);
            }}
            invalid={branchError !== undefined}
            errorText={branchError}
          />
        }
      />
    </FormModal>
  );
}
