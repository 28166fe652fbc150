import { Menu, Portal } from "@ark-ui/react";
import { Check, EllipsisVertical, Eye } from "lucide-react";
import { Link } from "wouter";
import { css, cx } from "../../../../styled-system/css";
import { Tooltip } from "../../../ui/overlays/index.ts";
import type { LeaveDecisionKind } from "./model.ts";
import type { LeaveText } from "./text.ts";

/** The sticky actions column's width: three 32 px icon buttons, their gaps and the padding. */
export const REQUEST_ACTIONS_WIDTH = 148;

export type RequestAction = LeaveDecisionKind | "cancel";

export type RequestRowActionsProps = {
  row: { id: number; agentId: number; agentName: string; status: string };
  t: LeaveText;
  onAction: (action: RequestAction) => void;
};

/**
 * A request's actions: View (the leave record detail), Approve as paid as the primary icon, and
 * Approve as unpaid, Reject and Cancel in a menu. An action the row cannot take stays visible but
 * disabled, saying why. Whether the user is the current layer's approver the server decides.
 */
export function RequestRowActions({ row, t, onAction }: RequestRowActionsProps) {
  const pending = row.status === "pending";
  const cancellable = pending || row.status === "approved";
  const items: { value: RequestAction; label: string; allowed: boolean; why?: string }[] = [
    { value: "approve_unpaid", label: t.approveUnpaid, allowed: pending, why: t.notPending },
    { value: "reject", label: t.reject, allowed: pending, why: t.notPending },
    { value: "cancel", label: t.cancelRequest, allowed: cancellable, why: t.notCancellable },
  ];
  return (
    <div className={actionsRow}>
      <Tooltip content={t.view} placement="left">
        <Link
          href={`/agents/${row.agentId}/leave-records/${row.id}`}
          className={cx(iconButton, secondary)}
          aria-label={t.viewRequest(row.agentName)}
        >
          <Eye size={16} aria-hidden />
        </Link>
      </Tooltip>
      <Tooltip content={pending ? t.approvePaid : t.notPending} placement="left">
        <button
          type="button"
          className={cx(iconButton, primary)}
          aria-label={`${t.approvePaid} ${row.agentName}`}
          aria-disabled={pending ? undefined : true}
          onClick={() => pending && onAction("approve_paid")}
        >
          <Check size={18} aria-hidden />
        </button>
      </Tooltip>
      <Menu.Root
        positioning={{ placement: "bottom-end" }}
        onSelect={({ value }) => onAction(value as RequestAction)}
      >
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
          {/* Above the sticky cells and any dialog (ui-kit: popovers over dialogs). */}
          <Menu.Positioner className={menuLayer}>
            <Menu.Content className={menuContent}>
              {items.map((item) => (
                <Menu.Item
                  key={item.value}
                  value={item.value}
                  disabled={!item.allowed}
                  className={menuItem}
                >
                  <span>{item.label}</span>
                  {!item.allowed && item.why && <span className={menuHint}>{item.why}</span>}
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
