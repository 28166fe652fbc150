import type { ReactNode } from "react";
import { css } from "../../../../../styled-system/css";

/** One titled group of the employee form, its fields on a responsive grid. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={section}>
      <legend className={legend}>{title}</legend>
      <div className={grid}>{children}</div>
    </fieldset>
  );
}

const section = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "rounded",
  padding: "24",
  minWidth: "0",
});
const legend = css({ fontSize: "lg", fontWeight: "600", paddingInline: "4" });
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: "16",
  marginTop: "8",
});
