import type { ReactNode } from "react";
import { css } from "../../../../styled-system/css";
import type { Language } from "../../../i18n/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { flagLabel } from "./format.ts";

/** A record's or a check's flags as orange badges, "-" without any. */
export function FlagBadges({ flags, language }: { flags: readonly string[]; language: Language }) {
  return (
    <span className={badges}>
      {flags.length === 0
        ? "-"
        : flags.map((flag) => (
            <Badge key={flag} color="orange" size="small">
              {flagLabel(flag, language)}
            </Badge>
          ))}
    </span>
  );
}

/** The employee column's cell: the name (text or a link) over "#id · branch". */
export function EmployeeCell({
  name,
  agentId,
  branchName,
}: {
  name: ReactNode;
  agentId: number;
  branchName: string | null | undefined;
}) {
  return (
    <span className={stack}>
      {name}
      <span className={muted}>
        #{agentId} · {branchName ?? "-"}
      </span>
    </span>
  );
}

/** Class names the overview's tables share. */
export const stack = css({ display: "flex", flexDirection: "column", gap: "2" });
export const muted = css({ fontSize: "xs", color: "muted" });
export const badges = css({ display: "flex", flexWrap: "wrap", gap: "4" });
export const link = css({
  color: "brand",
  fontWeight: "600",
  _hover: { textDecoration: "underline" },
});
