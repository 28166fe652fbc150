import { css } from "../../../../styled-system/css";

/** Styles the Tax Management screens share. */
export const page = css({ display: "flex", flexDirection: "column", gap: "24" });
export const card = css({
  bg: "white",
  borderRadius: "rounded",
  border: "1px solid token(colors.line)",
  padding: "24",
  display: "flex",
  flexDirection: "column",
  gap: "16",
});
export const cardTitle = css({ fontSize: "lg", fontWeight: "600" });
export const sectionTitle = css({ fontSize: "md", fontWeight: "600", marginTop: "8" });
export const intro = css({ color: "muted", fontSize: "sm", maxWidth: "720px" });
export const form = css({ display: "flex", flexDirection: "column", gap: "16" });
export const fields = css({
  display: "grid",
  gap: "16",
  gridTemplateColumns: {
    base: "1fr",
    md: "repeat(2, minmax(0, 1fr))",
    xl: "repeat(3, minmax(0, 1fr))",
  },
});
export const options = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "24",
  alignItems: "flex-start",
});
export const radios = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  border: "none",
  padding: "0",
});
export const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
export const check = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
export const choice = css({ display: "flex", flexDirection: "column", gap: "4", minWidth: "0" });
export const fieldError = css({ fontSize: "xs", color: "danger" });
export const help = css({ fontSize: "xs", color: "muted" });
export const muted = css({ color: "muted", fontSize: "sm" });
export const tableScroll = css({ overflowX: "auto" });
export const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    paddingInline: "12",
    paddingBlock: "8",
    borderBottom: "1px solid token(colors.line)",
    textAlign: "left",
    verticalAlign: "top",
  },
  "& thead th": { color: "muted", fontWeight: "600", whiteSpace: "nowrap" },
  "& tbody th": { fontWeight: "500", whiteSpace: "nowrap" },
  "& tfoot th, & tfoot td": { fontWeight: "700", borderBottom: "none" },
  "& tr[data-worked=false]": { bg: "canvas" },
});
export const templateRow = css({ bg: "canvas" });
/** Grid cells: the column header names the input, so its own label is for screen readers only. */
export const cellInput = css({
  minWidth: "160px",
  "& label": {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  },
});
export const amount = css({
  textAlign: "right!",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const results = css({ display: "flex", flexDirection: "column", gap: "12" });
/** One column: the reconciliation reads top to bottom in the order it is computed. */
export const annual = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  maxWidth: "640px",
  fontSize: "sm",
});
export const annualRow = css({
  display: "flex",
  justifyContent: "space-between",
  gap: "16",
  paddingBlock: "4",
  borderBottom: "1px solid token(colors.line)",
  "& dt": { color: "muted" },
});
