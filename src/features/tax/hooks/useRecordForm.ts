import { useCallback, useState } from "react";
import { useMutation } from "urql";
import { useFormErrors } from "../../org-common/index.ts";
import {
  CreateEmployeeTaxRecordMutation,
  UpdateEmployeeTaxRecordMutation,
} from "../components/documents.ts";
import {
  type RecordDraft,
  recordDraftOf,
  type SavedRecord,
  validateRecord,
} from "../model/recordForm.ts";

export type SavedRecordRef = SavedRecord & { id: number; version: number };

/**
 * The state of an employee tax record form: the draft, its errors (SPEC §5 before sending,
 * the server's at their fields after), and save, which answers the saved record or null.
 */
export function useRecordForm(
  taxConfigurationId: number,
  saved: SavedRecordRef | null,
  year: number,
) {
  const [initial] = useState(() => recordDraftOf(saved, year));
  const [draft, setDraft] = useState<RecordDraft>(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const [, create] = useMutation(CreateEmployeeTaxRecordMutation);
  const [, update] = useMutation(UpdateEmployeeTaxRecordMutation);
  const { clear } = errors;

  const onChange = useCallback(
    (next: RecordDraft, changed: readonly string[]) => {
      setDraft(next);
      for (const field of changed) clear(field);
    },
    [clear],
  );

  const save = async (): Promise<{ id: number; agentName: string } | null> => {
    const { input, problems } = validateRecord(draft, taxConfigurationId);
    if (errors.showProblems(problems)) return null;
    setBusy(true);
    const result = saved
      ? await update({ id: saved.id, version: saved.version, input }).then((r) => ({
          error: r.error,
          data: r.data?.updateEmployeeTaxRecord,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createEmployeeTaxRecord,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return null;
    }
    return { id: result.data.id, agentName: result.data.agentName };
  };

  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  return { draft, onChange, errors, busy, save, formMessage, changed };
}
