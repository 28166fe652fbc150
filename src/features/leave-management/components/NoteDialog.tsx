import {
  NoteDialog as SharedNoteDialog,
  type NoteDialogProps as SharedProps,
  useText,
} from "../../org-common/index.ts";
import { leaveText } from "./text.ts";

/** The longest decision or cancellation note. */
export const LEAVE_NOTE_MAX = 500;

export type NoteDialogProps = Omit<SharedProps, "maxLength" | "texts">;

/** The confirmation of a leave decision or cancellation, with its note. */
export function NoteDialog(props: NoteDialogProps) {
  return <SharedNoteDialog {...props} maxLength={LEAVE_NOTE_MAX} texts={useText(leaveText)} />;
}
