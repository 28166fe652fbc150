import { Dialog as ArkDialog, Portal } from "@ark-ui/react";
import { X } from "lucide-react";
import type { CSSProperties } from "react";
import { useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useI18n } from "../../../i18n/index.ts";
import {
  DialogBackdrop,
  DialogContent,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  SkeletonLines,
} from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { useOverlayStrings } from "../../../ui/overlays/strings.ts";
import { useText } from "../../org-common/index.ts";
import { LeaveLedgerQuery } from "./documents.ts";
import { formatDays, formatSignedDays, withRunningSum } from "./model.ts";
import { leaveText } from "./text.ts";

export type LedgerTarget = {
  agentId: number;
  agentName: string;
  policyId: number;
  policyName: string;
};

export type LedgerDialogProps = {
  target: LedgerTarget | null;
  asOf?: string | undefined;
  onClose: () => void;
};

/**
 * A worker's ledger of one policy (RULES.md §2: the balance is the sum of its entries): each
 * entry's date, kind, signed days and reason, with the running sum, oldest first.
 */
export function LedgerDialog({ target, asOf, onClose }: LedgerDialogProps) {
  const t = useText(leaveText);
  const o = useOverlayStrings();
  return (
    <DialogRoot
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        {/* A drawer at the right edge: the shared dialog parts, placed by inline style (it
            wins over the dialog's centring whatever the stylesheet's order). */}
        <DialogPositioner style={DRAWER_POSITIONER}>
          <DialogContent style={DRAWER_CONTENT} data-testid="ledger-drawer">
            <div className={header}>
              <DialogTitle className={titleText}>
                {target ? t.ledgerOf(target.agentName, target.policyName) : ""}
              </DialogTitle>
              <ArkDialog.CloseTrigger className={closeIcon} aria-label={o("closeDialog")}>
                <X size={18} aria-hidden="true" />
              </ArkDialog.CloseTrigger>
            </div>
            {target && <LedgerBody target={target} asOf={asOf} />}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}

const DRAWER_POSITIONER: CSSProperties = {
  justifyContent: "flex-end",
  alignItems: "stretch",
  padding: 0,
};
const DRAWER_CONTENT: CSSProperties = {
  width: "min(640px, 100%)",
  minWidth: 0,
  maxWidth: "100%",
  height: "100%",
  maxHeight: "100%",
  borderRadius: 0,
};

function LedgerBody({ target, asOf }: { target: LedgerTarget; asOf?: string | undefined }) {
  const t = useText(leaveText);
  const { language } = useI18n();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: LeaveLedgerQuery,
    variables: { agentId: target.agentId, policyId: target.policyId, asOf },
    requestPolicy: "cache-and-network",
  });
  useLiveChange("leave", () => refetch({ requestPolicy: "network-only" }));
  if (error) return <Banner variant="danger" size="small" title={extractErrorMessage(error)} />;
  if (fetching && !data) return <SkeletonLines count={4} />;
  const ledger = data?.leaveBalances;
  if (!ledger) return null;
  const entries = withRunningSum(
    [...ledger.entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  );
  return (
    <div className={body}>
      <p className={total} data-testid="ledger-balance">
        {t.balanceOn(formatDate(asOf ?? new Date()), formatDays(ledger.balance, language))}
      </p>
      {entries.length === 0 ? (
        <p className={muted}>{t.ledgerEmpty}</p>
      ) : (
        <div className={scroll}>
          <table className={table} aria-label={t.ledgerLabel}>
            <thead>
              <tr>
                <th>{t.entryDate}</th>
                <th>{t.entryKind}</th>
                <th className={num}>{t.entryDays}</th>
                <th className={num}>{t.runningSum}</th>
                <th>{t.entryReason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={entry.id ?? index} data-testid="ledger-entry">
                  <td>{formatDate(entry.date)}</td>
                  <td>{t.ledgerKinds[entry.kind] ?? entry.kind}</td>
                  <td className={num}>{formatSignedDays(entry.days, language)}</td>
                  <td className={num}>{formatDays(entry.running, language)}</td>
                  <td>
                    {entry.reason ?? "-"}
                    {entry.createdByName && (
                      <span className={muted}>
                        {" "}
                        · {t.by} {entry.createdByName}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const body = css({ display: "flex", flexDirection: "column", gap: "12", marginBlock: "16" });
const total = css({ fontWeight: "600", margin: "0" });
const muted = css({ color: "muted", fontSize: "sm" });
const scroll = css({ overflow: "auto" });
const num = css({ textAlign: "end", whiteSpace: "nowrap" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& td:first-child": { whiteSpace: "nowrap" },
  "& th": {
    textAlign: "start",
    fontWeight: "600",
    paddingBlock: "8",
    paddingInline: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderColor: "line",
    position: "sticky",
    top: "0",
    bg: "white",
  },
  "& td": {
    paddingBlock: "8",
    paddingInline: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderColor: "line",
    verticalAlign: "top",
  },
});
const header = css({ display: "flex", alignItems: "flex-start", gap: "8" });
const titleText = css({ flex: "1", minWidth: "0", overflowWrap: "anywhere" });
const closeIcon = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  borderRadius: "semi-rounded",
  color: "muted",
  cursor: "pointer",
  _hover: { bg: "canvas", color: "ink" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
