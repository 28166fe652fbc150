import { useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useMutation } from "urql";
import { formatDate } from "../../../../domain/format.ts";
import {
  parseTermination,
  TERMINATION_NOTE_MAX_LENGTH,
} from "../../../../domain/workforce/agent.ts";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { useAgentText } from "../messages.ts";
import { byField, errorCode, errorMessage, fieldErrorsOf } from "../model/graphqlErrors.ts";
import { enumLabel, enumOptions } from "../model/options.ts";
import { DateField, FieldBox, SelectField, todayInJakarta } from "./formFields.tsx";

const TerminateAgentMutation = graphql(/* GraphQL */ `
  mutation AgentTerminate($id: Int!, $version: Int!, $input: TerminateAgentInput!) {
    terminateAgent(id: $id, version: $version, input: $input) {
      id
      workerStatus
      terminationReason
      terminationDate
      terminationNote
      version
      updatedAt
    }
  }
`);

export type TerminateAgentDialogProps = {
  open: boolean;
  agent: { id: number; fullName: string; version: number; joinDate: string };
  onClose: () => void;
  /** The record changed meanwhile (CONFLICT): the page reloads it. */
  onConflict: () => void;
};

type Draft = { reason: string; date: string; note: string };
type Problems = Readonly<Record<string, string>>;

function plainDate(text: string): Temporal.PlainDate | undefined {
  try {
    return Temporal.PlainDate.from(text);
  } catch {
    return undefined;
  }
}

/**
 * Terminate an employee: a reason of SPEC §9, the effective date and a note, then a
 * confirmation; the worker status becomes inactive and the timeline records it.
 */
export function TerminateAgentDialog({
  open,
  agent,
  onClose,
  onConflict,
}: TerminateAgentDialogProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const reasons = useMemo(() => enumOptions("termination_reason", language), [language]);
  const [draft, setDraft] = useState<Draft>(() => ({
    reason: "",
    date: todayInJakarta().toString(),
    note: "",
  }));
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, terminate] = useMutation(TerminateAgentMutation);
  const joinDate = useMemo(() => plainDate(agent.joinDate), [agent.joinDate]);

  const close = () => {
    setConfirming(false);
    setProblems({});
    onClose();
  };

  // The service's own rules: a SPEC §9 reason, a date from the join date up to today.
  const check = (): boolean => {
    const found = byField(parseTermination(draft, { joinDate: agent.joinDate }).errors, language);
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const run = async () => {
    setConfirming(false);
    const note = draft.note.trim();
    const result = await terminate({
      id: agent.id,
      version: agent.version,
      input: { reason: draft.reason, date: draft.date, ...(note ? { note } : {}) },
    });
    if (result.data) {
      showToast("success", text.terminated);
      close();
      return;
    }
    if (errorCode(result.error) === "CONFLICT") {
      showToast("error", text.conflictTitle);
      close();
      onConflict();
      return;
    }
    setProblems(byField(fieldErrorsOf(result.error), language));
    showToast("error", errorMessage(result.error));
  };

  return (
    <>
      <Modal
        open={open && !confirming}
        onClose={close}
        title={text.terminateTitle}
        description={text.terminateDescription(agent.fullName)}
        size="small"
        okLabel={text.terminate}
        cancelLabel={text.cancel}
        okDisabled={fetching}
        onOk={() => check() && setConfirming(true)}
      >
        <div className={fieldsStyle}>
          <SelectField
            name="reason"
            label={text.terminationReason}
            required
            options={reasons}
            value={draft.reason}
            onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
            error={problems["reason"]}
          />
          <DateField
            name="date"
            label={text.terminationDate}
            required
            value={draft.date}
            onChange={(date) => setDraft((d) => ({ ...d, date }))}
            max={todayInJakarta()}
            {...(joinDate ? { min: joinDate } : {})}
            error={problems["date"]}
          />
          <FieldBox name="note">
            <Textarea
              label={text.terminationNote}
              maxLength={TERMINATION_NOTE_MAX_LENGTH}
              rows={3}
              value={draft.note}
              onValueChange={(note) => setDraft((d) => ({ ...d, note }))}
              invalid={Boolean(problems["note"])}
              errorText={problems["note"]}
            />
          </FieldBox>
        </div>
      </Modal>
      <ConfirmDialog
        open={open && confirming}
        title={text.terminateConfirmTitle(agent.fullName)}
        description={text.terminateConfirmBody(
          enumLabel("termination_reason", draft.reason, language),
          formatDate(draft.date),
        )}
        confirmLabel={text.terminate}
        cancelLabel={text.cancel}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

const fieldsStyle = css({ display: "flex", flexDirection: "column", gap: "16" });
