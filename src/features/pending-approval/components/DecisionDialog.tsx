import { useMachine } from "@xstate/react";
import { useEffect, useId, useState } from "react";
import { useMutation } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import {
  type DecisionAction,
  requestDecisionMachine,
} from "../../../machines/requestDecisionMachine.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useText } from "../../org-common/index.ts";
import { DecideAttendanceRequestsMutation } from "./documents.ts";
import { pendingText } from "./text.ts";

/** A decision the page asks for: one request (with its employee's name) or many. */
export type DecisionRequest = { action: DecisionAction; ids: number[]; who: string; key: number };

export type DecisionDialogProps = {
  request: DecisionRequest | null;
  /** After the dialog closes; `decided` when something went through. */
  onDone: (decided: boolean) => void;
};

/**
 * Approve or reject one or many worker requests with one note (src/machines/
 * requestDecisionMachine.ts): the note (required to reject), then the decision; a failure
 * shows the server's message and can be retried; a bulk decision reports who was refused.
 */
export function DecisionDialog({ request, onDone }: DecisionDialogProps) {
  const t = useText(pendingText);
  const c = useText(commonText);
  const formId = useId();
  const [snapshot, send] = useMachine(requestDecisionMachine);
  const [, decide] = useMutation(DecideAttendanceRequestsMutation);
  const { action, ids, note, error, refused } = snapshot.context;
  const [tried, setTried] = useState(false);

  // Each request the page makes opens the dialog afresh.
  useEffect(() => {
    if (!request) return;
    setTried(false);
    send({ type: "cancel" });
    send({ type: "close" });
    send({ type: "start", action: request.action, ids: request.ids });
  }, [request, send]);

  // Submitting: the mutation answers the machine.
  const submitting = snapshot.matches("submitting");
  useEffect(() => {
    if (!submitting || !action) return;
    let live = true;
    void decide({ ids, action, note: note.trim() || null }).then((result) => {
      if (!live) return;
      if (result.error) return send({ type: "failed", error: extractErrorMessage(result.error) });
      const items = result.data?.decideAttendanceRequests ?? [];
      const failures = items.filter((item) => !item.ok);
      if (failures.length === items.length && failures.length > 0)
        return send({ type: "failed", error: failures.map((f) => f.message ?? "").join("; ") });
      send({ type: "succeeded", refused: failures.map((f) => f.id) });
    });
    return () => {
      live = false;
    };
  }, [submitting, action, ids, note, decide, send]);

  // Done: tell the page, and say what happened.
  const done = snapshot.matches("done");
  useEffect(() => {
    if (!done) return;
    const decidedCount = ids.length - refused.length;
    const message =
      refused.length > 0
        ? t.partly(decidedCount, refused.length)
        : action === "reject"
          ? t.rejected(decidedCount)
          : t.approved(decidedCount);
    // The toaster renders synchronously: not from inside React's commit.
    queueMicrotask(() => showToast(refused.length > 0 ? "error" : "success", message));
    send({ type: "close" });
    onDone(true);
  }, [done, ids, refused, action, t, send, onDone]);

  const open = request !== null && !snapshot.matches("idle") && !done;
  const close = () => {
    send({ type: "cancel" });
    onDone(false);
  };
  const rejecting = action === "reject";
  const noteMissing = tried && rejecting && snapshot.matches("confirming") && note.trim() === "";
  return (
    <Modal
      open={open}
      onClose={close}
      title={
        rejecting
          ? t.rejectTitle(ids.length, request?.who ?? "")
          : t.approveTitle(ids.length, request?.who ?? "")
      }
      description={rejecting ? t.rejectBody : t.approveBody}
      size="medium"
      footer={
        snapshot.matches("failed") ? (
          <>
            <Button variant="secondary" onClick={() => send({ type: "back" })}>
              {t.back}
            </Button>
            <Button onClick={() => send({ type: "retry" })}>{t.retry}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {c.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={submitting}>
              {submitting ? t.submitting : rejecting ? t.reject : t.approve}
            </Button>
          </>
        )
      }
    >
      <form
        id={formId}
        noValidate
        className={form}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          send({ type: "confirm" });
        }}
      >
        {error && <Banner variant="danger" size="small" title={error} />}
        <Textarea
          label={t.note}
          required={rejecting}
          rows={3}
          maxLength={1000}
          placeholder={t.notePlaceholder}
          value={note}
          disabled={submitting || snapshot.matches("failed")}
          onValueChange={(next) => send({ type: "note", note: next })}
          invalid={noteMissing}
          errorText={noteMissing ? t.noteRequired : undefined}
        />
      </form>
    </Modal>
  );
}

const form = css({ display: "flex", flexDirection: "column", gap: "12", marginBlock: "16" });
