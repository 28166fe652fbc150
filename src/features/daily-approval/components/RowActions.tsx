import { Menu, Portal } from "@ark-ui/react";
import { Check, EllipsisVertical, Info } from "lucide-react";
import {
  decisionChangesNothing,
  decisionRefusal,
  refusalMessage,
} from "../../../../domain/attendance/daily.ts";
import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import { css, cx } from "../../../../styled-system/css";
import type { Language } from "../../../i18n/index.ts";
import { Tooltip } from "../../../ui/overlays/index.ts";
import type { DailyRow } from "./columns.tsx";
import type { DailyText } from "./text.ts";

/** The sticky actions column's width: two 32 px icon buttons, their gap and the cell's padding. */
export const ROW_ACTIONS_WIDTH = 112;

export type RowActionsProps = {
  row: DailyRow;
  t: DailyText;
  language: Language;
  statusLabel: string;
  onDecide: (decision: AttendanceDecision) => void;
};

type Availability = { allowed: boolean; why: string | undefined };

/**
 * A row's decisions in little room: Approve as the primary icon button, Reject and Need Revision
 * in an overflow menu. A decision the row cannot take stays visible but unavailable, saying why
 * (tooltip, `aria-disabled` so it keeps its focus and hover); a row no decision fits (a running
 * day, a day off, a dispute waiting) shows only an info mark with the reason.
 */
export function RowActions({ row, t, language, statusLabel, onDecide }: RowActionsProps) {
  const record = {
    status: row.status,
    decision: row.decision ?? null,
    checkInAt: row.checkInAt ?? null,
    pendingDispute: row.pendingDispute,
  };
  const availability = (decision: AttendanceDecision): Availability => {
    if (decisionChangesNothing(record.decision, decision))
      return { allowed: false, why: t.alreadyDecided[decision] };
    const refusal = decisionRefusal(record, decision);
    return refusal === null
      ? { allowed: true, why: undefined }
      : { allowed: false, why: refusalMessage(refusal, language, statusLabel) };
  };
  // A refusal of a row (dispute, undecidable status) holds for every decision; the record's own
  // decision is "nothing to change", not a refusal, so one of reject / need revision says it.
  const blocked = decisionRefusal(record, "reject") ?? decisionRefusal(record, "need_revision");
  if (blocked === "pending_dispute" || blocked === "not_decidable") {
    const why = refusalMessage(blocked, language, statusLabel);
    return (
      <div className={actionsRow}>
        <Tooltip content={why} placement="left">
          <button
            type="button"
            className={cx(iconButton, infoMark)}
            aria-label={`${t.noActions(row.agentName)}: ${why}`}
            data-testid="no-decision"
          >
            <Info size={16} aria-hidden />
          </button>
        </Tooltip>
      </div>
    );
  }

  const approve = availability("approve");
  const others = (["reject", "need_revision"] as const).map((decision) => ({
    decision,
    label: decision === "reject" ? t.reject : t.needRevision,
    ...availability(decision),
  }));
  return (
    <div className={actionsRow}>
      <Tooltip content={approve.why ?? t.approve} placement="left">
        <button
          type="button"
          className={cx(iconButton, primary)}
          aria-label={`${t.approve} ${row.agentName}`}
          aria-disabled={approve.allowed ? undefined : true}
          onClick={() => approve.allowed && onDecide("approve")}
        >
          <Check size={18} aria-hidden />
        </button>
      </Tooltip>
      <Menu.Root
        positioning={{ placement: "bottom-end" }}
        onSelect={({ value }) => onDecide(value as AttendanceDecision)}
      >
        {/* No tooltip here: a tooltip's trigger props would overwrite the menu trigger's id
            and break the menu. The name says it; the menu's items show their words. */}
        <Menu.Trigger asChild>
          <button
            type="button"
            className={cx(iconButton, secondary)}
            aria-label={t.moreActions(row.agentName)}
          >
            <EllipsisVertical size={18} aria-hidden />
          </button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className={menuLayer}>
            <Menu.Content className={menuContent}>
              {others.map((item) => (
                <Menu.Item
                  key={item.decision}
                  value={item.decision}
                  disabled={!item.allowed}
                  className={menuItem}
                >
                  <span>{item.label}</span>
                  {item.why && <span className={menuHint}>{item.why}</span>}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </div>
  );
}

const actionsRow = css({ display: "flex", gap: "8", flexWrap: "nowrap", alignItems: "center" });
const iconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  padding: "0",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderStyle: "solid",
  cursor: "pointer",
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
  "&[aria-disabled=true]": { opacity: 0.45, cursor: "not-allowed" },
});
const primary = css({
  bg: "brand",
  borderColor: "brand",
  color: "white",
  "&:not([aria-disabled=true]):hover": { bg: "brandDark", borderColor: "brandDark" },
});
const secondary = css({
  bg: "white",
  borderColor: "line",
  color: "ink",
  _hover: { bg: "canvas" },
  _expanded: { bg: "canvas", borderColor: "brand" },
});
const infoMark = css({
  bg: "transparent",
  borderColor: "transparent",
  color: "muted",
  cursor: "help",
});
// Zag copies the content's z-index onto the positioner's inline style; both are set so the menu
// stays above the sticky cells and any dialog.
const menuLayer = css({ zIndex: "popover" });
const menuContent = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  boxShadow: "0 8px 24px rgba(0,0,0,0.12)",
  paddingBlock: "4",
  minWidth: "200px",
  maxWidth: "300px",
  zIndex: "popover",
  outline: "none",
});
const menuItem = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  paddingInline: "12",
  paddingBlock: "8",
  fontSize: "sm",
  color: "ink",
  cursor: "pointer",
  _highlighted: { bg: "canvas" },
  "&[data-disabled]": { color: "muted", cursor: "not-allowed" },
});
const menuHint = css({ fontSize: "xs", color: "muted" });
