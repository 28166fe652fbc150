import { type ReactNode, useCallback, useState } from "react";
import { useMutation } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { showToast } from "../../../ui/index.ts";
import { errorCode, useText } from "../../org-common/index.ts";
import { CancelLeaveRequestMutation, DecideLeaveRequestMutation } from "./documents.ts";
import { NoteDialog } from "./NoteDialog.tsx";
import type { RequestAction } from "./RequestRowActions.tsx";
import { leaveText } from "./text.ts";

type Target = { id: number; agentName: string };
type Pending = { action: RequestAction; row: Target };

export type LeaveActions = {
  /** Opens the confirmation of `action` on `row`. */
  start: (action: RequestAction, row: Target) => void;
  /** The dialog to render once. */
  dialog: ReactNode;
};

/**
 * Decide (approve as paid or unpaid, reject: note required) or cancel a leave request after a
 * confirmation with its note. A problem with the note stays in the dialog; anything else (the
 * SPEC §8 conflicts, not the current approver) closes it and shows the server's message.
 */
export function useLeaveActions(onDone: () => void): LeaveActions {
  const t = useText(leaveText);
  const [pending, setPending] = useState<Pending | null>(null);
  const [, decide] = useMutation(DecideLeaveRequestMutation);
  const [, cancel] = useMutation(CancelLeaveRequestMutation);

  function failed(error: unknown): unknown {
    if (errorCode(error) === "BAD_USER_INPUT") return error;
    setPending(null);
    showToast("error", extractErrorMessage(error));
    onDone();
    return null;
  }

  async function confirm(note: string | null): Promise<unknown> {
    const current = pending;
    if (!current) return null;
    const { action, row } = current;
    if (action === "cancel") {
      const result = await cancel({ id: row.id, note });
      if (result.error) return failed(result.error);
      setPending(null);
      showToast("success", t.cancelled(row.agentName));
      onDone();
      return null;
    }
    const result = await decide({ id: row.id, decision: action, note });
    if (result.error) return failed(result.error);
    setPending(null);
    showToast("success", t.decided[action]!(row.agentName));
    onDone();
    return null;
  }

  const action = pending?.action;
  const who = pending?.row.agentName ?? "";
  const dialog = (
    <NoteDialog
      open={pending !== null}
      title={
        action === undefined
          ? ""
          : action === "cancel"
            ? t.cancelTitle(who)
            : t.decisionTitle[action]!(who)
      }
      description={
        action === undefined ? "" : action === "cancel" ? t.cancelBody : t.decisionBody[action]!
      }
      confirmLabel={
        action === "cancel"
          ? t.cancelConfirm
          : action === "reject"
            ? t.reject
            : action === "approve_unpaid"
              ? t.approveUnpaid
              : t.approvePaid
      }
      cancelLabel={action === "cancel" ? t.keep : undefined}
      noteRequired={action === "reject"}
      onCancel={() => setPending(null)}
      onConfirm={confirm}
    />
  );
  const start = useCallback((a: RequestAction, row: Target) => setPending({ action: a, row }), []);
  return { start, dialog };
}
