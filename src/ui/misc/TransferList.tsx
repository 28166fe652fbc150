import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useId, useState } from "react";
import { sva } from "../../../styled-system/css";
import { useMiscText } from "./strings.ts";
import {
  movable,
  moveAll,
  moveSelected,
  splitItems,
  type TransferDirection,
  type TransferItem,
} from "./transferRules.ts";

// SPEC §9: transfer list height 480px, layout 6/1/6.
const transfer = sva({
  slots: [
    "root",
    "panel",
    "header",
    "title",
    "count",
    "list",
    "option",
    "empty",
    "actions",
    "move",
  ],
  base: {
    root: {
      display: "grid",
      gridTemplateColumns: "6fr 1fr 6fr",
      gap: "8",
      height: "480px",
      fontFamily: "body",
    },
    panel: {
      margin: "0",
      padding: "0",
      display: "flex",
      flexDirection: "column",
      minHeight: "0",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
    },
    header: {
      display: "flex",
      justifyContent: "space-between",
      alignItems: "baseline",
      gap: "8",
      padding: "12",
      borderBottomWidth: "1px",
      borderBottomStyle: "solid",
      borderBottomColor: "line",
    },
    title: { fontSize: "sm", fontWeight: "700", color: "ink" },
    count: { fontSize: "xs", color: "muted", whiteSpace: "nowrap" },
    list: { flex: "1", overflowY: "auto", padding: "4", listStyle: "none" },
    option: {
      display: "flex",
      alignItems: "center",
      gap: "8",
      paddingInline: "8",
      paddingBlock: "8",
      borderRadius: "semi-rounded",
      fontSize: "sm",
      color: "ink",
      cursor: "pointer",
      _hover: { bg: "canvas" },
      "&:has(input:checked)": { bg: "blue.50" },
      "&:has(input:disabled)": { color: "muted", cursor: "not-allowed", _hover: { bg: "white" } },
    },
    empty: { padding: "16", fontSize: "sm", color: "muted", textAlign: "center" },
    actions: {
      display: "flex",
      flexDirection: "column",
      justifyContent: "center",
      alignItems: "center",
      gap: "8",
    },
    move: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "40px",
      height: "40px",
      borderRadius: "semi-rounded",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      bg: "white",
      color: "ink",
      cursor: "pointer",
      _hover: { bg: "canvas" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
      _disabled: { opacity: 0.4, cursor: "not-allowed", _hover: { bg: "white" } },
    },
  },
});

export type TransferListProps = {
  items: readonly TransferItem[];
  /** The chosen values (the right list) when controlled. */
  value?: readonly string[];
  /** The chosen values at first when not controlled. */
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Heading of the left list, the items not chosen. */
  sourceTitle: string;
  /** Heading of the right list, the chosen items. */
  targetTitle: string;
  disabled?: boolean;
};

type ListPanelProps = {
  title: string;
  items: TransferItem[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  disabled: boolean;
  styles: ReturnType<typeof transfer>;
};

function ListPanel({ title, items, selected, onToggle, disabled, styles }: ListPanelProps) {
  const text = useMiscText();
  const titleId = useId();
  const chosen = items.filter((item) => selected.includes(item.value)).length;
  return (
    <fieldset aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <span className={styles.count}>{text.selectedCount(chosen, items.length)}</span>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{text.noItems}</p>
      ) : (
        <ul aria-labelledby={titleId} className={styles.list}>
          {items.map((item) => (
            <li key={item.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={selected.includes(item.value)}
                  disabled={disabled || item.disabled}
                  onChange={() => onToggle(item.value)}
                />
                {item.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * Two lists side by side, 480px tall in a 6/1/6 grid (SPEC §9): tick items and move them
 * across, or move them all; disabled items stay where they are.
 */
export function TransferList({
  items,
  value,
  defaultValue = [],
  onValueChange,
  sourceTitle,
  targetTitle,
  disabled = false,
}: TransferListProps) {
  const text = useMiscText();
  const styles = transfer();
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const chosen = value ?? ownValue;
  const { left, right } = splitItems(items, chosen);

  const commit = (next: string[]) => {
    // Ticks go with the move: an item that changed sides arrives unticked.
    const wasChosen = new Set(chosen);
    const isChosen = new Set(next);
    setSelected((current) => current.filter((v) => wasChosen.has(v) === isChosen.has(v)));
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const toggle = (item: string) =>
    setSelected((current) =>
      current.includes(item) ? current.filter((v) => v !== item) : [...current, item],
    );

  const canMove = (direction: TransferDirection) =>
    !disabled && movable(direction === "right" ? left : right, selected).length > 0;
  const canMoveAll = (direction: TransferDirection) =>
    !disabled && (direction === "right" ? left : right).some((item) => !item.disabled);

  const buttons = [
    { direction: "right", all: true, label: text.moveAllTo(targetTitle), Icon: ChevronsRight },
    { direction: "right", all: false, label: text.moveSelectedTo(targetTitle), Icon: ChevronRight },
    { direction: "left", all: false, label: text.moveSelectedTo(sourceTitle), Icon: ChevronLeft },
    { direction: "left", all: true, label: text.moveAllTo(sourceTitle), Icon: ChevronsLeft },
  ] as const;

  return (
    <div className={styles.root}>
      <ListPanel
        title={sourceTitle}
        items={left}
        selected={selected}
        onToggle={toggle}
        disabled={disabled}
        styles={styles}
      />
      <div className={styles.actions}>
        {buttons.map(({ direction, all, label, Icon }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            className={styles.move}
            disabled={all ? !canMoveAll(direction) : !canMove(direction)}
            onClick={() =>
              commit(
                all
                  ? moveAll(items, chosen, direction)
                  : moveSelected(items, chosen, selected, direction),
              )
            }
          >
            <Icon aria-hidden="true" size={18} />
          </button>
        ))}
      </div>
      <ListPanel
        title={targetTitle}
        items={right}
        selected={selected}
        onToggle={toggle}
        disabled={disabled}
        styles={styles}
      />
    </div>
  );
}
