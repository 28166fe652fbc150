import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatDateTime } from "../../../domain/format.ts";
import { css } from "../../../styled-system/css";
import { graphql } from "../../gql";
import { Button, ConfirmDialog, SkeletonLines, showToast } from "../../ui/index.ts";
import { DIGITS_ONLY, PatternInput } from "../../ui/inputs/index.ts";
import { Badge } from "../../ui/misc/index.ts";
import { Modal } from "../../ui/overlays/index.ts";
import { errorMessage, fieldErrorsOf } from "../agents/model/graphqlErrors.ts";
import { useAgentAccessText } from "./messages.ts";

const AgentAppAccessQuery = graphql(/* GraphQL */ `
  query AgentAppAccess($agentId: Int!) {
    agentAppAccess(agentId: $agentId) {
      agentId
      hasPin
      setAt
      setByName
      activeSessions
    }
  }
`);

const SetAgentAppPinMutation = graphql(/* GraphQL */ `
  mutation SetAgentAppPin($agentId: Int!, $pin: String!) {
    setAgentAppPin(agentId: $agentId, pin: $pin) {
      agentId
      hasPin
      setAt
      setByName
      activeSessions
    }
  }
`);

const RevokeAgentAppAccessMutation = graphql(/* GraphQL */ `
  mutation RevokeAgentAppAccess($agentId: Int!) {
    revokeAgentAppAccess(agentId: $agentId) {
      agentId
      hasPin
      setAt
      setByName
      activeSessions
    }
  }
`);

const PIN = /^[0-9]{6}$/;

/**
 * Issue 14: the worker app's access on the employee detail page — whether a PIN is set (never
 * the PIN), a dialog to set or reset it, and revoking with a confirmation.
 */
export function AgentAppAccessSection({ agentId, name }: { agentId: number; name: string }) {
  const text = useAgentAccessText();
  const [{ data, fetching }, reload] = useQuery({
    query: AgentAppAccessQuery,
    variables: { agentId },
    requestPolicy: "cache-and-network",
  });
  const [{ fetching: saving }, setPin] = useMutation(SetAgentAppPinMutation);
  const [{ fetching: revoking }, revoke] = useMutation(RevokeAgentAppAccessMutation);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pin, setPinValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const access = data?.agentAppAccess;

  const close = () => {
    setEditing(false);
    setPinValue("");
    setProblem(null);
  };

  const save = async () => {
    if (!PIN.test(pin)) {
      setProblem(text.pinInvalid);
      return;
    }
    const result = await setPin({ agentId, pin });
    if (result.data) {
      showToast("success", text.saved);
      close();
      reload({ requestPolicy: "network-only" });
      return;
    }
    const field = fieldErrorsOf(result.error).find((error) => error.field === "pin");
    if (field) setProblem(text.pinInvalid);
    showToast("error", errorMessage(result.error));
  };

  const runRevoke = async () => {
    setConfirming(false);
    const result = await revoke({ agentId });
    if (result.error) {
      showToast("error", errorMessage(result.error));
      return;
    }
    showToast("success", text.revoked);
    reload({ requestPolicy: "network-only" });
  };

  return (
    <section className={box} aria-label={text.title} data-testid="agent-app-access">
      <h3 className={heading}>{text.title}</h3>
      <p className={muted}>{text.description}</p>
      {fetching && !access ? (
        <SkeletonLines count={2} />
      ) : access ? (
        <div className={row}>
          <Badge color={access.hasPin ? "green" : "grey"}>
            {access.hasPin ? text.hasPin : text.noPin}
          </Badge>
          {access.hasPin && access.setAt && (
            <span className={muted}>
              {text.setOn(formatDateTime(access.setAt), access.setByName ?? null)} ·{" "}
              {text.sessions(access.activeSessions)}
            </span>
          )}
          <div className={actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {access.hasPin ? text.resetPin : text.setPin}
            </Button>
            {access.hasPin && (
              <Button variant="secondary" disabled={revoking} onClick={() => setConfirming(true)}>
                {text.revoke}
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <Modal
        open={editing}
        onClose={close}
        title={access?.hasPin ? text.resetPin : text.setPin}
        description={text.pinHelp}
        size="small"
        okLabel={text.save}
        cancelLabel={text.cancel}
        okDisabled={saving}
        onOk={() => void save()}
      >
        <PatternInput
          name="pin"
          label={text.pinLabel}
          charPattern={DIGITS_ONLY}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={pin}
          onValueChange={(value) => {
            setPinValue(value);
            setProblem(null);
          }}
          invalid={problem !== null}
          errorText={problem ?? undefined}
        />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={text.revokeTitle}
        description={text.revokeBody(name)}
        confirmLabel={text.revoke}
        cancelLabel={text.cancel}
        onConfirm={() => void runRevoke()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

const box = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  padding: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
});
const heading = css({ fontSize: "md", fontWeight: "600" });
const muted = css({ color: "muted", fontSize: "sm" });
const row = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const actions = css({ display: "flex", gap: "8", marginInlineStart: "auto" });
