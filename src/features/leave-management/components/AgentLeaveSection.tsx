import { useState } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { useText } from "../../org-common/index.ts";
import { LeaveBalanceSummaryQuery, LeaveRequestsQuery } from "./documents.ts";
import { LedgerDialog, type LedgerTarget } from "./LedgerDialog.tsx";
import { formatDays, formatRange, kindLabel, LEAVE_STATUS_COLORS } from "./model.ts";
import { leaveText } from "./text.ts";

/** How many of the worker's latest requests the section lists. */
const RECENT_REQUESTS = 20;

export type AgentLeaveSectionProps = { agentId: number; agentName: string };

/**
 * The "Leave" section of the employee page (also for clients of the allowed-client group, who
 * have no Leave Management): the balance per policy covering the worker (opening its ledger) and
 * the worker's latest leave requests, each linking to its leave record detail.
 */
export function AgentLeaveSection({ agentId, agentName }: AgentLeaveSectionProps) {
  const t = useText(leaveText);
  const { language } = useI18n();
  const [summary, refetchSummary] = useQuery({
    query: LeaveBalanceSummaryQuery,
    variables: { agentId },
    requestPolicy: "cache-and-network",
  });
  const [requests, refetchRequests] = useQuery({
    query: LeaveRequestsQuery,
    variables: { agentId, sort: "-from", limit: RECENT_REQUESTS, page: 1 },
    requestPolicy: "cache-and-network",
  });
  useLiveChange("leave", () => {
    refetchSummary({ requestPolicy: "network-only" });
    refetchRequests({ requestPolicy: "network-only" });
  });
  const [ledger, setLedger] = useState<LedgerTarget | null>(null);
  const error = summary.error ?? requests.error;
  const balances = summary.data?.leaveBalanceSummary ?? [];
  const items = requests.data?.leaveRequests.items ?? [];

  return (
    <section aria-label={t.leaveSection} className={card}>
      <h2 className={heading}>{t.leaveSection}</h2>
      {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
      <h3 className={subheading}>{t.leaveBalances}</h3>
      {summary.fetching && !summary.data ? (
        <SkeletonLines count={2} />
      ) : balances.length === 0 ? (
        <p className={muted}>{t.noPolicies}</p>
      ) : (
        <ul className={balanceList}>
          {balances.map((b) => (
            <li key={b.policyId} className={balanceItem} data-testid="agent-leave-balance">
              <span className={strong}>{b.policyName}</span>
              <span className={muted}>{kindLabel(b.kind, language)}</span>
              <span>
                {b.limited ? t.balanceOf(formatDays(b.balance, language)) : t.unlimited}
                {b.pending > 0 ? ` · ${t.pending}: ${formatDays(b.pending, language)}` : ""}
              </span>
              <Button
                variant="secondary"
                aria-label={t.openLedger(agentName, b.policyName)}
                onClick={() =>
                  setLedger({ agentId, agentName, policyId: b.policyId, policyName: b.policyName })
                }
              >
                {t.ledgerLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={subheading}>{t.leaveRequests}</h3>
      {requests.fetching && !requests.data ? (
        <SkeletonLines count={2} />
      ) : items.length === 0 ? (
        <p className={muted}>{t.noLeaveRequests}</p>
      ) : (
        <ul className={requestList}>
          {items.map((r) => (
            <li key={r.id} className={requestItem}>
              <Link
                href={`/agents/${agentId}/leave-records/${r.id}`}
                aria-label={t.openRecord(formatRange(r.from, r.to))}
              >
                {formatRange(r.from, r.to)}
              </Link>
              <span>{r.policyName}</span>
              <span>{t.dayUnit(formatDays(r.days, language))}</span>
              <Badge color={LEAVE_STATUS_COLORS[r.status] ?? "secondary"} size="small">
                {t.statuses[r.status] ?? r.status}
              </Badge>
              {r.paid !== null && r.paid !== undefined && (
                <span className={muted}>{r.paid ? t.paid : t.unpaid}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <LedgerDialog target={ledger} onClose={() => setLedger(null)} />
    </section>
  );
}

const card = css({
  bg: "surface",
  borderRadius: "8",
  padding: "16",
  border: "1px solid",
  borderColor: "line",
  display: "flex",
  flexDirection: "column",
  gap: "8",
});
const heading = css({ fontSize: "md", fontWeight: "600" });
const subheading = css({ fontSize: "sm", fontWeight: "600", marginTop: "8" });
const muted = css({ color: "muted", fontSize: "sm" });
const strong = css({ fontWeight: "600" });
const balanceList = css({ display: "flex", flexDirection: "column", gap: "8", listStyle: "none" });
const balanceItem = css({
  display: "grid",
  gridTemplateColumns: "minmax(160px, 1fr) minmax(120px, 1fr) minmax(140px, 1fr) auto",
  gap: "12",
  alignItems: "center",
  fontSize: "sm",
});
const requestList = css({ display: "flex", flexDirection: "column", gap: "6", listStyle: "none" });
const requestItem = css({
  display: "flex",
  gap: "12",
  alignItems: "center",
  flexWrap: "wrap",
  fontSize: "sm",
});
