import { type ReactNode, useCallback, useState } from "react";
import { useMutation } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { ConfirmDialog, showToast } from "../../../ui/index.ts";
import { errorCode, useText } from "../../org-common/index.ts";
import { DecisionDialog } from "./DecisionDialog.tsx";
import { CancelReimbursementClaimMutation, DecideReimbursementClaimMutation } from "./documents.ts";
import { reimbursementText } from "./text.ts";

export type ClaimAction = "approve" | "reject" | "cancel";
type Target = { id: number; agentName: string };
type Pending = { action: ClaimAction; row: Target };

export type ClaimActions = {
  /** Opens the confirmation of `action` on `row`. */
  start: (action: ClaimAction, row: Target) => void;
  /** The dialogs to render once. */
  dialog: ReactNode;
};

/**
 * Approve (note optional) or reject (note required) a claim at the caller's approval layer, or
 * cancel it, each after a confirmation. A problem with the note stays in the dialog; anything
 * else (not the current approver, already decided, already carried) closes it and shows the
 * server's message.
 */
export function useClaimActions(onDone: () => void): ClaimActions {
  const t = useText(reimbursementText);
  const [pending, setPending] = useState<Pending | null>(null);
  const [, decide] = useMutation(DecideReimbursementClaimMutation);
  const [, cancel] = useMutation(CancelReimbursementClaimMutation);

  function failed(error: unknown): unknown {
    if (errorCode(error) === "BAD_USER_INPUT") return error;
    setPending(null);
    showToast("error", extractErrorMessage(error));
    onDone();
    return null;
  }

  async function confirmDecision(note: string | null): Promise<unknown> {
    if (!pending || pending.action === "cancel") return null;
    const { action, row } = pending;
    const result = await decide({ id: row.id, decision: action, note });
    if (result.error) return failed(result.error);
    setPending(null);
    showToast(
      "success",
      action === "approve" ? t.approved(row.agentName) : t.rejected(row.agentName),
    );
    onDone();
    return null;
  }

  async function confirmCancel() {
    if (!pending) return;
    const { row } = pending;
    setPending(null);
    const result = await cancel({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.cancelled(row.agentName));
    onDone();
  }

  const action = pending?.action;
  const who = pending?.row.agentName ?? "";
  const dialog = (
    <>
      <DecisionDialog
        open={action === "approve" || action === "reject"}
        title={action === "reject" ? t.rejectTitle(who) : t.approveTitle(who)}
        description={action === "reject" ? t.rejectBody : t.approveBody}
        confirmLabel={action === "reject" ? t.reject : t.approve}
        noteRequired={action === "reject"}
        onCancel={() => setPending(null)}
        onConfirm={confirmDecision}
      />
      <ConfirmDialog
        open={action === "cancel"}
        title={t.cancelTitle(who)}
        description={t.cancelBody}
        confirmLabel={t.cancelClaim}
        cancelLabel={t.keep}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setPending(null)}
      />
    </>
  );
  const start = useCallback((a: ClaimAction, row: Target) => setPending({ action: a, row }), []);
  return { start, dialog };
}
