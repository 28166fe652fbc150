import { Dialog as ArkDialog, Portal } from "@ark-ui/react";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate, formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useFragment as readFragment } from "../../../gql";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { useText } from "../../org-common/index.ts";
import { ReimbursementClaimFields, ReimbursementClaimQuery } from "./documents.ts";
import { CLAIM_STATUS_COLORS, isCancellable } from "./model.ts";
import { reimbursementText } from "./text.ts";
import type { ClaimAction } from "./useClaimActions.tsx";

export type ClaimDrawerProps = {
  /** The claim shown; null closes the drawer. */
  claimId: number | null;
  onClose: () => void;
  /** Approve, reject or cancel from the drawer (it closes first). */
  onAction: (action: ClaimAction, row: { id: number; agentName: string }) => void;
};

/**
 * A claim at the side of the list: what was claimed with its receipts, the tax split fixed at
 * approval (RUNS.md §6), the approval, and where it was paid (the payroll report that carried
 * it or the disbursement batch of its line).
 */
export function ClaimDrawer({ claimId, onClose, onAction }: ClaimDrawerProps) {
  const t = useText(reimbursementText);
  return (
    <ArkDialog.Root
      open={claimId !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner className={positioner}>
          <ArkDialog.Content className={panel}>
            <div className={head}>
              <ArkDialog.Title className={title}>{t.claimDetail}</ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <button type="button" className={closeButton} aria-label={t.close}>
                  <X size={18} aria-hidden />
                </button>
              </ArkDialog.CloseTrigger>
            </div>
            {claimId !== null && (
              <ClaimDetail
                id={claimId}
                onAction={(action, row) => {
                  onClose();
                  onAction(action, row);
                }}
              />
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

function ClaimDetail({ id, onAction }: { id: number; onAction: ClaimDrawerProps["onAction"] }) {
  const t = useText(reimbursementText);
  const [{ data, fetching, error }] = useQuery({
    query: ReimbursementClaimQuery,
    variables: { id },
    requestPolicy: "cache-and-network",
  });
  const claim = readFragment(ReimbursementClaimFields, data?.reimbursementClaim);
  if (error) return <Banner variant="danger" size="small" title={extractErrorMessage(error)} />;
  if (!claim) return fetching ? <SkeletonLines count={8} /> : null;

  const decided = claim.status !== "pending";
  const split = claim.taxableAmount != null && claim.nonTaxableAmount != null;
  return (
    <div className={body} data-testid="claim-drawer">
      <section className={section} aria-label={t.claimDetail}>
        <div className={headline}>
          <div>
            <p className={strong}>{claim.agentName}</p>
            <p className={muted}>{claim.employeeNumber ?? "-"}</p>
          </div>
          <Badge
            color={CLAIM_STATUS_COLORS[claim.status] ?? "grey"}
            size="medium"
            data-testid="drawer-status"
          >
            {t.statuses[claim.status] ?? claim.status}
          </Badge>
        </div>
        <dl className={facts}>
          <Fact label={t.type}>
            {claim.typeName}
            <span className={muted}>
              {" "}
              · {t.treatments[claim.taxTreatment] ?? claim.taxTreatment}
            </span>
          </Fact>
          <Fact label={t.claimDate}>{formatDate(claim.claimDate)}</Fact>
          <Fact label={t.amount}>
            <span data-testid="drawer-amount">{formatRupiah(claim.amount)}</span>
          </Fact>
          <Fact label={t.description}>{claim.description}</Fact>
          <Fact label={t.payout}>{t.payouts[claim.payoutMethod] ?? claim.payoutMethod}</Fact>
          <Fact label={t.createdBy}>
            {claim.createdByAgent ? t.byWorkerApp : (claim.createdByName ?? "-")} ·{" "}
            {formatDateTime(claim.createdAt)}
          </Fact>
        </dl>
      </section>

      <section className={section} aria-label={t.taxSplit}>
        <h3 className={sectionTitle}>{t.taxSplit}</h3>
        {split ? (
          <dl className={facts} data-testid="tax-split">
            <Fact label={t.nonTaxable}>{formatRupiah(claim.nonTaxableAmount)}</Fact>
            <Fact label={t.taxable}>{formatRupiah(claim.taxableAmount)}</Fact>
          </dl>
        ) : (
          <p className={muted}>{t.splitLater}</p>
        )}
      </section>

      <section className={section} aria-label={t.receipts}>
        <h3 className={sectionTitle}>{t.receipts}</h3>
        {claim.receipts.length === 0 ? (
          <p className={muted}>{t.noReceipts}</p>
        ) : (
          <ul className={receiptGrid}>
            {claim.receipts.map((receipt, index) => (
              <li key={receipt.fileId}>
                <a href={receipt.url} target="_blank" rel="noopener noreferrer" className={link}>
                  {receipt.contentType.startsWith("image/") ? (
                    <img src={receipt.url} alt={t.openReceipt(index + 1)} className={thumb} />
                  ) : (
                    t.openReceipt(index + 1)
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={section} aria-label={t.approval}>
        <h3 className={sectionTitle}>{t.approval}</h3>
        <dl className={facts}>
          {claim.status === "pending" && claim.currentLayer ? (
            <Fact label={t.currentLayer}>{t.layer(claim.currentLayer)}</Fact>
          ) : null}
          {decided && claim.decidedAt && (
            <Fact label={t.decidedAt}>{formatDateTime(claim.decidedAt)}</Fact>
          )}
          {claim.decisionNote && <Fact label={t.decisionNote}>{claim.decisionNote}</Fact>}
        </dl>
      </section>

      <section className={section} aria-label={t.payment}>
        <h3 className={sectionTitle}>{t.payment}</h3>
        <dl className={facts}>
          {claim.payrollReportId != null && (
            <Fact label={t.payrollReport}>
              <Link href={`/payroll-reports/${claim.payrollReportId}`} className={link}>
                {claim.payrollReportName ?? `#${claim.payrollReportId}`}
              </Link>
            </Fact>
          )}
          {claim.disbursementId != null && (
            <Fact label={t.disbursementBatch}>
              <Link href={`/disbursements/${claim.disbursementId}`} className={link}>
                {claim.disbursementName ?? `#${claim.disbursementId}`}
              </Link>
            </Fact>
          )}
          <Fact label={claim.paidAt ? t.paidAt : t.status}>
            {claim.paidAt
              ? formatDateTime(claim.paidAt)
              : claim.status === "approved" &&
                  claim.payrollReportId == null &&
                  claim.disbursementId == null
                ? claim.payoutMethod === "payroll"
                  ? t.waitsForPayroll
                  : t.waitsForDisbursement
                : t.notPaidYet}
          </Fact>
        </dl>
      </section>

      <div className={actions}>
        {claim.canDecide && claim.status === "pending" && (
          <>
            <Button onClick={() => onAction("approve", claim)}>{t.approve}</Button>
            <Button variant="secondary" onClick={() => onAction("reject", claim)}>
              {t.reject}
            </Button>
          </>
        )}
        {isCancellable(claim) && (
          <Button variant="secondary" onClick={() => onAction("cancel", claim)}>
            {t.cancelClaim}
          </Button>
        )}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={fact}>
      <dt className={muted}>{label}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}

const backdrop = css({
  position: "fixed",
  inset: "0",
  zIndex: "backdrop",
  bg: "black",
  opacity: 0.5,
});
const positioner = css({
  position: "fixed",
  inset: "0",
  zIndex: "dialog",
  display: "flex",
  justifyContent: "flex-end",
});
const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  width: "min(480px, 100%)",
  height: "100%",
  overflowY: "auto",
  padding: "24",
  bg: "white",
  color: "ink",
  fontFamily: "body",
  boxShadow: "-8px 0 32px rgba(15, 23, 42, 0.2)",
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "-2px" },
});
const head = css({ display: "flex", justifyContent: "space-between", alignItems: "center" });
const title = css({ fontFamily: "heading", fontSize: "xl", fontWeight: "700", margin: "0" });
const closeButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  borderRadius: "semi-rounded",
  bg: "transparent",
  border: "none",
  cursor: "pointer",
  _hover: { bg: "canvas" },
  _focusVisible: { outline: "2px solid token(colors.brand)" },
});
const body = css({ display: "flex", flexDirection: "column", gap: "20" });
const section = css({ display: "flex", flexDirection: "column", gap: "8" });
const sectionTitle = css({ fontSize: "md", fontWeight: "700", margin: "0" });
const headline = css({ display: "flex", justifyContent: "space-between", alignItems: "center" });
const facts = css({ display: "flex", flexDirection: "column", gap: "8", margin: "0" });
const fact = css({ display: "grid", gridTemplateColumns: "150px 1fr", gap: "8" });
const value = css({ margin: "0", overflowWrap: "anywhere" });
const strong = css({ fontWeight: "600", margin: "0" });
const muted = css({ fontSize: "sm", color: "muted", margin: "0" });
const link = css({ color: "brand", textDecoration: "underline" });
const receiptGrid = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "8",
  margin: "0",
  padding: "0",
  listStyle: "none",
});
const thumb = css({
  width: "96px",
  height: "96px",
  objectFit: "cover",
  borderRadius: "semi-rounded",
});
const actions = css({ display: "flex", gap: "8", flexWrap: "wrap" });
