import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { Link, useSearchParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { ListScreen, SearchField, toolbarRow, useText } from "../../org-common/index.ts";
import { ScheduleFilterOptionsQuery, ScheduleGridQuery } from "./documents.ts";
import { currentMonth, displayDate, MONTH_PATTERN, shiftMonth } from "./format.ts";
import { OverrideDialog, type OverrideTarget } from "./OverrideDialog.tsx";
import { type DayTypeKey, scheduleText } from "./text.ts";
import { DAY_TONE, DAY_TYPE_ORDER } from "./tones.ts";

const PAGE_SIZE = 20;

export type EmployeeSchedulesPageProps = { route: RouteDefinition };

/**
 * /attendances/employee-schedules: employees × the days of a month, each cell the shift or the
 * kind of day off, coloured by day type; month, branch, project, search and page in the URL;
 * a click on a cell opens the single-day override.
 */
export function EmployeeSchedulesPage({ route }: EmployeeSchedulesPageProps) {
  const t = useText(scheduleText);
  const [params, setParams] = useSearchParams();
  const monthParam = params.get("month") ?? "";
  const month = MONTH_PATTERN.test(monthParam) ? monthParam : currentMonth();
  const branch = params.get("branch");
  const project = params.get("project");
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in patch)) next.delete("page");
    setParams(next);
  };

  const [{ data: options }] = useQuery({ query: ScheduleFilterOptionsQuery });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ScheduleGridQuery,
    variables: {
      month,
      branchIds: branch ? [Number(branch)] : null,
      projectIds: project ? [Number(project)] : null,
      q: q || null,
      limit: PAGE_SIZE,
      page,
    },
  });
  const grid = data?.employeeScheduleGrid;
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  const branchOptions = useMemo(
    () =>
      options?.scheduleFilterOptions.branches.map((b) => ({
        value: String(b.id),
        label: b.name,
      })) ?? [],
    [options],
  );
  const projectOptions = useMemo(
    () =>
      options?.scheduleFilterOptions.projects.map((p) => ({
        value: String(p.id),
        label: p.name,
      })) ?? [],
    [options],
  );
  const total = grid?.totalItems ?? 0;
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <div className={actions}>
          <Link className={linkButton} href="/attendances/employee-schedules/holidays">
            {t.holidayCalendar}
          </Link>
          <Link className={linkButton} href="/attendances/employee-schedules/assign-schedule">
            {t.assign}
          </Link>
        </div>
      }
    >
      <div className={toolbarRow}>
        <fieldset className={monthNav} aria-label={t.month}>
          <Button
            variant="secondary"
            aria-label={t.previousMonth}
            onClick={() => set({ month: shiftMonth(month, -1) })}
          >
            ‹
          </Button>
          <output className={monthLabel} aria-live="polite" data-testid="grid-month">
            {month.slice(5, 7)}-{month.slice(0, 4)}
          </output>
          <Button
            variant="secondary"
            aria-label={t.nextMonth}
            onClick={() => set({ month: shiftMonth(month, 1) })}
          >
            ›
          </Button>
        </fieldset>
        <SearchField
          label={t.employee}
          placeholder={t.searchPlaceholder}
          value={q}
          onSearch={(value) => set({ q: value })}
        />
        <Select
          label={t.branch}
          placeholder={t.allBranches}
          options={branchOptions}
          value={branch}
          onValueChange={(value) => set({ branch: value })}
        />
        <Select
          label={t.project}
          placeholder={t.allProjects}
          options={projectOptions}
          value={project}
          onValueChange={(value) => set({ project: value })}
        />
      </div>
      <p className={note}>{t.payrollGroupNote}</p>
      <ul className={legend} aria-label={t.legend}>
        {DAY_TYPE_ORDER.map((type) => (
          <li key={type} className={legendItem}>
            <span className={`${swatch} ${DAY_TONE[type]}`} aria-hidden="true" />
            {t.dayTypes[type]}
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error.message}</p>}
      <div className={scroller}>
        <table className={table} aria-label={t.gridLabel} aria-busy={fetching}>
          <thead>
            <tr>
              <th scope="col" className={`${stickyHead} ${employeeCol}`}>
                {t.employee}
              </th>
              {grid?.days.map((day) => {
                const names = day.holidays.map((h) => h.name).join(", ");
                return (
                  <th
                    key={day.date}
                    scope="col"
                    className={`${dayHead} ${day.holidays.length > 0 ? holidayHead : ""}`}
                    title={names ? `${displayDate(day.date)}: ${names}` : displayDate(day.date)}
                  >
                    {Number(day.date.slice(8))}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {grid?.items.map((row) => {
              const cells = new Map(row.cells.map((cell) => [cell.date, cell]));
              return (
                <tr key={row.agentId}>
                  <th scope="row" className={`${stickyCell} ${employeeCol}`}>
                    <span className={employeeName}>{row.fullName}</span>
                    <span className={employeeMeta}>
                      {row.nik} · {row.branchName}
                    </span>
                  </th>
                  {grid.days.map((day) => {
                    const cell = cells.get(day.date);
                    const type = cell?.dayType as DayTypeKey | undefined;
                    const holidayNames = day.holidays.map((h) => h.name).join(", ");
                    const label = cell
                      ? cell.shiftCode
                        ? `${cell.shiftCode} ${cell.startTime}–${cell.endTime}`
                        : t.dayTypes[type!]
                      : t.notScheduled;
                    return (
                      <td key={day.date} className={cellBox}>
                        <button
                          type="button"
                          className={`${cellButton} ${type ? DAY_TONE[type] : ""}`}
                          data-day-type={type ?? "none"}
                          data-date={day.date}
                          title={[
                            `${displayDate(day.date)} · ${label}`,
                            cell?.shiftName,
                            type && type !== "working" && type !== "day_off" ? holidayNames : null,
                          ]
                            .filter(Boolean)
                            .join("\n")}
                          aria-label={`${row.fullName}, ${displayDate(day.date)}: ${label}`}
                          onClick={() =>
                            setTarget({
                              agentId: row.agentId,
                              fullName: row.fullName,
                              date: day.date,
                              shiftId: cell?.shiftId ?? null,
                            })
                          }
                        >
                          {cell ? (cell.shiftCode ?? abbreviation(type!)) : "·"}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {grid && grid.items.length === 0 && <p className={note}>{t.noEmployees}</p>}
        {!grid && fetching && <p className={note}>{t.loading}</p>}
      </div>
      <div className={pager}>
        <span data-testid="grid-range">{t.employeesRange(first, last, total)}</span>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => set({ page: String(page - 1) })}
        >
          {t.previousPage}
        </Button>
        <Button
          variant="secondary"
          disabled={last >= total}
          onClick={() => set({ page: String(page + 1) })}
        >
          {t.nextPage}
        </Button>
      </div>
      {target && (
        <OverrideDialog
          target={target}
          onClose={(changed) => {
            setTarget(null);
            if (changed) refetch({ requestPolicy: "network-only" });
          }}
        />
      )}
    </ListScreen>
  );
}

const abbreviation = (type: DayTypeKey) =>
  ({
    working: "W",
    day_off: "Off",
    national_holiday: "NH",
    collective_leave: "CB",
    company_holiday: "CH",
  })[type];

const actions = css({ display: "flex", gap: "8" });
const linkButton = css({
  display: "inline-flex",
  alignItems: "center",
  paddingInline: "16",
  minHeight: "40px",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderColor: "brand",
  color: "brand",
  fontWeight: "600",
  fontSize: "sm",
  _hover: { bg: "canvas" },
});
const monthNav = css({
  border: "none",
  display: "flex",
  alignItems: "center",
  gap: "8",
  alignSelf: "flex-end",
});
const monthLabel = css({ fontWeight: "600", minWidth: "80px", textAlign: "center" });
const note = css({ fontSize: "sm", color: "muted" });
const legend = css({ display: "flex", flexWrap: "wrap", gap: "16", fontSize: "sm" });
const legendItem = css({ display: "flex", alignItems: "center", gap: "4" });
const swatch = css({ width: "16px", height: "16px", borderRadius: "4px", borderWidth: "1px" });
const scroller = css({
  overflow: "auto",
  maxHeight: "70vh",
  borderWidth: "1px",
  borderColor: "line",
  borderRadius: "semi-rounded",
  bg: "white",
});
const table = css({ borderCollapse: "separate", borderSpacing: "0", fontSize: "xs" });
const employeeCol = css({ minWidth: "220px", maxWidth: "220px", textAlign: "left" });
const stickyHead = css({
  position: "sticky",
  top: "0",
  left: "0",
  zIndex: "3",
  bg: "white",
  padding: "8",
  borderBottomWidth: "1px",
  borderColor: "line",
});
const dayHead = css({
  position: "sticky",
  top: "0",
  zIndex: "2",
  bg: "white",
  padding: "4",
  minWidth: "44px",
  textAlign: "center",
  borderBottomWidth: "1px",
  borderColor: "line",
});
const holidayHead = css({ color: "badge.red", textDecoration: "underline dotted" });
const stickyCell = css({
  position: "sticky",
  left: "0",
  zIndex: "1",
  bg: "white",
  padding: "8",
  borderBottomWidth: "1px",
  borderRightWidth: "1px",
  borderColor: "line",
  fontWeight: "normal",
});
const employeeName = css({ display: "block", fontWeight: "600", fontSize: "sm" });
const employeeMeta = css({ display: "block", color: "muted" });
const cellBox = css({ padding: "2", borderBottomWidth: "1px", borderColor: "line" });
const cellButton = css({
  width: "100%",
  minHeight: "32px",
  borderRadius: "4px",
  cursor: "pointer",
  fontWeight: "600",
  _focusVisible: { outline: "2px solid token(colors.brand)" },
});
const pager = css({ display: "flex", alignItems: "center", gap: "8", justifyContent: "flex-end" });
