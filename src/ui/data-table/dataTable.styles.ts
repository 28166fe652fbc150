import { css, cva, sva } from "../../../styled-system/css";

/** The table's frame: toolbar, selection banner, scrolling table and pagination bar. */
export const dataTable = sva({
  slots: [
    "root",
    "toolbar",
    "scroller",
    "table",
    "body",
    "row",
    "empty",
    "emptyTitle",
    "emptyText",
  ],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      gap: "12",
      fontFamily: "body",
      color: "ink",
      minWidth: "0",
    },
    toolbar: { display: "flex", flexWrap: "wrap", gap: "8", alignItems: "center" },
    scroller: {
      position: "relative",
      overflow: "auto",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
      // The empty state measures the visible width with `cqi`.
      containerType: "inline-size",
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    table: {
      tableLayout: "fixed",
      borderCollapse: "separate",
      borderSpacing: "0",
      fontSize: "sm",
      minWidth: "100%",
    },
    row: {
      "&[data-selected]": { "& > td": { bg: "#eaf2fb" } },
      _hover: { "& > td": { bg: "canvas" } },
    },
    // Centred in the visible part of the table, not in the full width of a table wider than its
    // frame: as wide as the frame (100cqi) less the cell's padding.
    empty: {
      width: "calc(100cqi - 32px)",
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      gap: "4",
      paddingBlock: "40",
      paddingInline: "16",
      textAlign: "center",
    },
    emptyTitle: { fontFamily: "heading", fontWeight: "700", fontSize: "md", color: "ink" },
    emptyText: { color: "muted" },
  },
});

/** A header or body cell; pinned cells stay put while the table scrolls sideways. */
export const tableCell = cva({
  base: {
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderBottomColor: "line",
    paddingBlock: "12",
    paddingInline: "16",
    textAlign: "start",
    verticalAlign: "top",
    bg: "white",
    overflow: "hidden",
  },
  variants: {
    kind: {
      header: {
        position: "sticky",
        top: "0",
        zIndex: "stickyHeader",
        bg: "canvas",
        color: "muted",
        fontWeight: "600",
        verticalAlign: "middle",
      },
      body: {},
    },
    pinned: {
      start: { position: "sticky", zIndex: "stickyCell" },
      end: { position: "sticky", zIndex: "stickyCell" },
      none: {},
    },
    edge: {
      start: {
        boxShadow: "inset -1px 0 0 token(colors.line), 4px 0 6px -4px rgba(15, 23, 42, 0.18)",
      },
      end: {
        boxShadow: "inset 1px 0 0 token(colors.line), -4px 0 6px -4px rgba(15, 23, 42, 0.18)",
      },
      none: {},
    },
    wrapHeader: {
      true: { whiteSpace: "normal", overflowWrap: "anywhere" },
      false: { whiteSpace: "nowrap", textOverflow: "ellipsis" },
    },
    selectable: {
      true: {
        cursor: "pointer",
        _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "-2px" },
        "&[aria-selected=true]": {
          bg: "#eaf2fb",
          boxShadow: "inset 0 0 0 1px token(colors.brand)",
        },
      },
      false: {},
    },
  },
  compoundVariants: [
    { kind: "header", pinned: "start", css: { zIndex: "stickyCorner" } },
    { kind: "header", pinned: "end", css: { zIndex: "stickyCorner" } },
  ],
  defaultVariants: {
    kind: "body",
    pinned: "none",
    edge: "none",
    wrapHeader: false,
    selectable: false,
  },
});

/**
 * Wrapper of a body cell's content; its height is capped inline (SPEC §9: 700px). Clipped,
 * not scrolled: a scrolling cell would need its own tab stop to stay keyboard-reachable, and a
 * table of them would bury the page in tab stops. The row's detail page shows everything.
 */
/** A cell's text stays on one line (the cell's nowrap) and ends in "…" when cut. */
export const cellContent = css({
  overflow: "hidden",
  overflowWrap: "anywhere",
  textOverflow: "ellipsis",
});

export const headerContent = css({
  display: "flex",
  alignItems: "center",
  gap: "4",
  minWidth: "0",
});

export const sortButton = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "4",
  minWidth: "0",
  padding: "0",
  border: "none",
  bg: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  _hover: { color: "ink" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});

export const resizer = css({
  position: "absolute",
  top: "0",
  insetInlineEnd: "0",
  width: "8px",
  height: "100%",
  cursor: "col-resize",
  touchAction: "none",
  userSelect: "none",
  _after: {
    content: '""',
    position: "absolute",
    top: "25%",
    bottom: "25%",
    insetInlineEnd: "3px",
    width: "2px",
    bg: "line",
  },
  _hover: { _after: { bg: "brand" } },
  _focusVisible: { outline: "none", _after: { bg: "brand", top: "0", bottom: "0" } },
});

export const skeletonCell = css({ display: "block", paddingBlock: "4" });

/** SPEC §4: the banner over the table while rows or cells are selected. */
export const selectionBanner = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "12",
  paddingBlock: "8",
  paddingInline: "16",
  borderRadius: "semi-rounded",
  bg: "#eaf2fb",
  color: "brandDark",
  fontWeight: "600",
  fontSize: "sm",
});

export const bannerActions = css({ display: "flex", gap: "8", marginInlineStart: "auto" });

export const linkButton = css({
  padding: "0",
  border: "none",
  bg: "transparent",
  color: "brand",
  font: "inherit",
  fontWeight: "600",
  textDecoration: "underline",
  cursor: "pointer",
  _hover: { color: "brandDark" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});

export const checkbox = sva({
  slots: ["root", "control", "label"],
  base: {
    root: {
      display: "inline-flex",
      alignItems: "center",
      cursor: "pointer",
      _disabled: { cursor: "not-allowed", opacity: 0.5 },
    },
    control: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "18px",
      height: "18px",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "muted",
      borderRadius: "4px",
      bg: "white",
      color: "white",
      fontSize: "12px",
      lineHeight: "1",
      _checked: { bg: "brand", borderColor: "brand" },
      _indeterminate: { bg: "brand", borderColor: "brand" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    label: { srOnly: true },
  },
});

export const paginationBar = sva({
  slots: ["root", "group", "label", "select", "range", "nav", "item", "jump", "jumpInput"],
  base: {
    root: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "12",
      fontSize: "sm",
      color: "muted",
    },
    group: { display: "flex", alignItems: "center", gap: "8" },
    label: { whiteSpace: "nowrap" },
    select: {
      minHeight: "32px",
      paddingInline: "8",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
      color: "ink",
      font: "inherit",
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    range: { color: "ink", whiteSpace: "nowrap" },
    nav: { display: "flex", alignItems: "center", gap: "4" },
    item: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: "32px",
      height: "32px",
      paddingInline: "8",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
      color: "ink",
      font: "inherit",
      cursor: "pointer",
      _hover: { bg: "canvas" },
      _selected: { bg: "brand", borderColor: "brand", color: "white" },
      _disabled: { opacity: 0.5, cursor: "not-allowed" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    jump: { display: "flex", alignItems: "center", gap: "8" },
    jumpInput: {
      width: "64px",
      minHeight: "32px",
      paddingInline: "8",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      font: "inherit",
      color: "ink",
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
  },
});

export const visuallyHidden = css({ srOnly: true });
