import { type ListFilters, toAgentFilter } from "./listQuery.ts";

export type ExportFormat = "csv" | "xlsx";

/**
 * The export download of the agents REST API: the selected agents when there are any,
 * otherwise every agent the current search and filters match (list parameters as the agents
 * list takes them; lists comma-separated).
 */
export function exportPath(
  format: ExportFormat,
  filters: ListFilters,
  selectedIds: readonly number[],
): string {
  const params = new URLSearchParams({ format });
  if (selectedIds.length > 0) {
    params.set("ids", selectedIds.join(","));
  } else {
    for (const [name, value] of Object.entries(toAgentFilter(filters))) {
      params.set(name, Array.isArray(value) ? value.join(",") : String(value));
    }
  }
  return `/api/main/v1/agents/export?${params.toString()}`;
}

/** The file name a browser saves the export under when the server names none. */
export function exportFileName(format: ExportFormat, today: Date = new Date()): string {
  const stamp = today.toISOString().slice(0, 10).replaceAll("-", "");
  return `employees-${stamp}.${format}`;
}
