import type { ReactNode } from "react";
import { css } from "../../../../styled-system/css";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { SearchField, todayIso, useText } from "../../org-common/index.ts";
import type { ListState } from "../../org-common/useListState.ts";
import { dayOf, idOf } from "./format.ts";
import { overviewText } from "./text.ts";

/** The three SPEC §2 filters, read from and written to the URL through the list state. */
export function useOverviewFilters(list: ListState) {
  const { filters } = list;
  const rawId = filters["employeeId"];
  const employeeId = idOf(rawId);
  const date = dayOf(filters["date"]);
  return {
    employeeId,
    badEmployeeId: rawId !== undefined && employeeId === undefined,
    employeeName: filters["employeeName"] || undefined,
    date,
    shownDate: date ?? todayIso(),
  };
}

export function OverviewFilters({ list, children }: { list: ListState; children?: ReactNode }) {
  const t = useText(overviewText);
  const { filters, setFilter } = list;
  const { badEmployeeId, shownDate, date } = useOverviewFilters(list);
  return (
    <div className={toolbar}>
      <SearchField
        label={t.employeeName}
        placeholder={t.employeeNamePlaceholder}
        value={filters["employeeName"] ?? ""}
        onSearch={(value) => setFilter("employeeName", value)}
      />
      <div>
        <SearchField
          label={t.employeeId}
          placeholder={t.employeeIdPlaceholder}
          value={filters["employeeId"] ?? ""}
          onSearch={(value) => setFilter("employeeId", value)}
        />
        {badEmployeeId && (
          <span role="alert" className={problem}>
            {t.badEmployeeId}
          </span>
        )}
      </div>
      <DatePicker
        label={t.date}
        value={[shownDate]}
        onValueChange={(dates) => dates[0] && setFilter("date", dates[0].toString())}
      />
      <Button variant="secondary" disabled={!date} onClick={() => setFilter("date", null)}>
        {t.today}
      </Button>
      {children}
    </div>
  );
}

const toolbar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "12",
  width: "100%",
  "& > *": { flex: "0 1 220px", minWidth: "160px" },
  "& > button": { flex: "0 0 auto", minWidth: "auto" },
});
const problem = css({ color: "danger", fontSize: "xs" });
