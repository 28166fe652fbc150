import { Check, X } from "lucide-react";
import { css, cx } from "../../../../styled-system/css";
import { Tooltip } from "../../../ui/overlays/index.ts";
import type { pendingText } from "./text.ts";

/** The sticky actions column's width: two 32 px icon buttons, their gap and the cell's padding. */
export const ROW_ACTIONS_WIDTH = 112;

export type RowActionsProps = {
  who: string;
  t: (typeof pendingText)["en"];
  onApprove: () => void;
  onReject: () => void;
};

/**
 * A request's decisions in little room: Approve (primary) and Reject as icon buttons named for
 * the employee, each with a tooltip. The detail opens from the employee's name.
 */
export function RowActions({ who, t, onApprove, onReject }: RowActionsProps) {
  return (
    <div className={actionsRow}>
      <Tooltip content={t.approve} placement="left">
        <button
          type="button"
          className={cx(iconButton, primary)}
          aria-label={`${t.approve} ${who}`}
          onClick={onApprove}
        >
          <Check size={18} aria-hidden />
        </button>
      </Tooltip>
      <Tooltip content={t.reject} placement="left">
        <button
          type="button"
          className={cx(iconButton, secondary)}
          aria-label={`${t.reject} ${who}`}
          onClick={onReject}
        >
          <X size={18} aria-hidden />
        </button>
      </Tooltip>
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
});
const primary = css({
  bg: "brand",
  borderColor: "brand",
  color: "white",
  _hover: { bg: "brandDark", borderColor: "brandDark" },
});
const secondary = css({
  bg: "white",
  borderColor: "line",
  color: "danger",
  _hover: { bg: "canvas", borderColor: "danger" },
});
