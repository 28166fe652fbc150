import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { type FragmentType, useFragment as readFragment } from "../../../gql";
import { Button, showToast } from "../../../ui/index.ts";
import { Badge, type BadgeColor, Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useText } from "../../org-common/index.ts";
import { refusalText } from "../../payroll-report-detail/model/lines.ts";
import { type ApprovalBlock, approvalBlock, newIdempotencyKey } from "../model/batch.ts";
import {
  ApproveDisbursementMutation,
  DisbursementFields,
  DisbursementSettingsQuery,
  DisbursementViewerQuery,
} from "./documents.ts";
import { type DisbursementText, disbursementText } from "./text.ts";

export type Batch = ReturnType<typeof readBatch>;
export const readBatch = (data: FragmentType<typeof DisbursementFields>) =>
  readFragment(DisbursementFields, data);

export const BATCH_COLORS: Record<string, BadgeColor> = {
  draft: "grey",
  pending_approval: "yellow",
  approved: "blue",
  processing: "blue",
  succeeded: "green",
  partially_succeeded: "orange",
  failed: "red",
  cancelled: "grey",
};

export const LINE_COLORS: Record<string, BadgeColor> = {
  draft: "red",
  pending_approval: "yellow",
  approved: "blue",
  submitted: "violet",
  succeeded: "green",
  failed: "red",
  reversed: "orange",
  cancelled: "grey",
};

export function BatchStatusBadge({ status, large }: { status: string; large?: boolean }) {
  const t = useText(disbursementText);
  return (
    <Badge
      color={BATCH_COLORS[status] ?? "grey"}
      size={large ? "large" : "medium"}
      data-testid="batch-status"
    >
      {t.statuses[status] ?? status}
    </Badge>
  );
}

export function LineStatusBadge({ status }: { status: string }) {
  const t = useText(disbursementText);
  return (
    <Badge color={LINE_COLORS[status] ?? "grey"} data-status={status}>
      {t.lineStatuses[status] ?? status}
    </Badge>
  );
}

/**
 * The settings the pages act on: manual approval, and maintenance from the disbursement
 * settings or the system config (SPEC §6 disbursement_maintenance), whichever says on.
 */
export function useDisbursementSettings() {
  const [{ data }, refetch] = useQuery({
    query: DisbursementSettingsQuery,
    requestPolicy: "cache-and-network",
  });
  const settings = data?.disbursementSettings;
  return {
    settings,
    maintenance: Boolean(
      settings?.maintenance || data?.systemConfig.maintenance.disbursementMaintenance,
    ),
    manualApproval: Boolean(settings?.manualApproval),
    refetch,
  };
}

/** The caller's id and menus (the approve button says why it is not offered). */
export function useViewer() {
  const [{ data }] = useQuery({ query: DisbursementViewerQuery });
  return useMemo(
    () => (data?.me ? { id: data.me.user.id, menus: data.me.modules.menus } : null),
    [data],
  );
}

/** SPEC §6: while disbursement maintenance is on, every disbursement page says so. */
export function MaintenanceBanner({ on }: { on: boolean }) {
  const t = useText(disbursementText);
  if (!on) return null;
  return (
    <div data-testid="disbursement-maintenance">
      <Banner variant="warning" title={t.maintenanceTitle}>
        {t.maintenanceBody}
      </Banner>
    </div>
  );
}

/** Why the caller cannot approve `batch`, or null when they can. */
export function useApprovalBlock(batch: Batch | null): ApprovalBlock | null {
  const { maintenance, manualApproval } = useDisbursementSettings();
  const viewer = useViewer();
  if (!batch) return null;
  return approvalBlock({ batch, manualApproval, maintenance, viewer });
}

/** The server's refusal in our words (its code), else its message. */
export const refusal = (t: DisbursementText, error: unknown, fallback: string) =>
  refusalText(error, t.codes, fallback);

/**
 * Approve a batch: the dialog states how many lines and how much will be paid, what happens
 * to lines with problems and how the channel pays. One Idempotency-Key per opening, so a
 * second click or a retry after a lost answer approves once.
 */
export function ApproveDialog({
  batch,
  onClose,
  onApproved,
}: {
  batch: Batch;
  onClose: () => void;
  onApproved: (batch: Batch) => void;
}) {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, approve] = useMutation(ApproveDisbursementMutation);
  // Lines with problems are never sent; a batch of only those has nothing to approve.
  const payable = batch.counts.pendingApproval;
  const drafts = batch.counts.draft;
  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await approve({ id: batch.id, idempotencyKey: key });
    setBusy(false);
    if (result.error || !result.data) {
      const message = refusal(t, result.error, t.saveFailed);
      setError(message);
      showToast("error", message);
      return;
    }
    showToast("success", t.approved(batch.name));
    onApproved(readBatch(result.data.approveDisbursement));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t.approveTitle(batch.name)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {c.cancel}
          </Button>
          <Button onClick={submit} disabled={busy || payable === 0}>
            {t.approve}
          </Button>
        </>
      }
    >
      <div className={stack} data-testid="approve-dialog">
        {error && <Banner variant="danger" size="small" title={error} />}
        <p className={strong}>{t.approveBody(batch.lineCount, formatRupiah(batch.totalAmount))}</p>
        {drafts > 0 && <p>{t.approveDrafts(drafts)}</p>}
        <p className={muted}>
          {batch.channel === "bank_file" ? t.approveBankFile : t.approveProvider}
        </p>
      </div>
    </Modal>
  );
}

export const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
export const muted = css({ fontSize: "sm", color: "muted" });
const strong = css({ fontWeight: "600" });
export const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
export const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  textAlign: "left",
  _hover: { textDecoration: "underline" },
  _disabled: { color: "muted", cursor: "not-allowed", _hover: { textDecoration: "none" } },
});
export const heading = css({ fontSize: "lg", fontWeight: "700" });
