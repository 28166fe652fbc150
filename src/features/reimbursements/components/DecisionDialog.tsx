import { NoteDialog, type NoteDialogProps, useText } from "../../org-common/index.ts";
import { DESCRIPTION_MAX } from "./model.ts";
import { reimbursementText } from "./text.ts";

export type DecisionDialogProps = Omit<NoteDialogProps, "maxLength" | "texts" | "cancelLabel">;

/** The confirmation of a claim decision, with its note; the server's problem with the note shows at it. */
export function DecisionDialog(props: DecisionDialogProps) {
  return <NoteDialog {...props} maxLength={DESCRIPTION_MAX} texts={useText(reimbursementText)} />;
}
