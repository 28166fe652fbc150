import { css } from "../../../../styled-system/css";

/** Styles the two calculators share (after the Tax Management simulators'). */
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
export const intro = css({ color: "muted", fontSize: "sm", maxWidth: "720px" });
export const form = css({ display: "flex", flexDirection: "column", gap: "16" });
export const fields = css({
  display: "grid",
  gap: "16",
  alignItems: "start",
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
  margin: "0",
  minWidth: "0",
});
export const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
export const check = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
export const fieldError = css({ fontSize: "xs", color: "danger" });
export const help = css({ fontSize: "xs", color: "muted" });
export const wageRows = css({ display: "flex", flexDirection: "column", gap: "8" });
export const wageRow = css({ display: "flex", alignItems: "flex-start", gap: "8" });
export const grow = css({ flex: "1", minWidth: "0" });
export const results = css({ display: "flex", flexDirection: "column", gap: "12" });
export const tableScroll = css({ overflowX: "auto" });
export const table = css({
  width: "100%",
  maxWidth: "640px",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    paddingInline: "12",
    paddingBlock: "8",
    borderBottom: "1px solid token(colors.line)",
    textAlign: "left",
  },
  "& thead th": { color: "muted", fontWeight: "600", whiteSpace: "nowrap" },
  "& tfoot th, & tfoot td": { fontWeight: "700", borderBottom: "none" },
});
export const amount = css({
  textAlign: "right!",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const summary = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  maxWidth: "640px",
  fontSize: "sm",
});
export const summaryRow = css({
  display: "flex",
  justifyContent: "space-between",
  gap: "16",
  paddingBlock: "4",
  borderBottom: "1px solid token(colors.line)",
  "& dt": { color: "muted" },
});
export const total = css({ fontWeight: "700" });
