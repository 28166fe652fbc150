import { css } from "../../../../styled-system/css";
import type { DayTypeKey } from "./text.ts";

/** A cell's colour by day type (the grid and its legend). */
export const DAY_TONE: Record<DayTypeKey, string> = {
  working: css({ bg: "#e6f4ea", color: "#14532d" }),
  day_off: css({ bg: "#eef2f6", color: "#475569" }),
  national_holiday: css({ bg: "#fde2e2", color: "#991b1b" }),
  collective_leave: css({ bg: "#fff1d6", color: "#92400e" }),
  company_holiday: css({ bg: "#ede9fe", color: "#5b21b6" }),
};
export const DAY_TYPE_ORDER: readonly DayTypeKey[] = [
  "working",
  "day_off",
  "national_holiday",
  "collective_leave",
  "company_holiday",
];
