import { useMemo, useState } from "react";
import { localizeProblem } from "../../../../domain/problems.ts";
import type { ImportColumn, ImportError } from "../../../../domain/workforce/import.ts";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  createTableState,
  DataTable,
  type DataTableColumnDef,
  pageOffset,
} from "../../../ui/data-table/index.ts";
import { useBulkImportText } from "../messages.ts";

export type ImportErrorsTableProps = {
  errors: readonly ImportError[];
  /** The template's columns, to name a column by its label as well as its key. */
  columns?: readonly ImportColumn[];
};

const helper = createDataTableColumnHelper<ImportError>();

/** Every problem of a file by row and column, paged in the browser (the list is complete). */
export function ImportErrorsTable({ errors, columns = [] }: ImportErrorsTableProps) {
  const text = useBulkImportText();
  const { language } = useI18n();
  const [state, setState] = useState(() => createTableState());
  const labels = useMemo(
    () => new Map(columns.map((col) => [col.key, col.label[language]])),
    [columns, language],
  );
  const tableColumns = useMemo(
    (): DataTableColumnDef<ImportError>[] =>
      helper.columns([
        helper.accessor("row", { id: "row", header: text.row, size: 90 }),
        helper.accessor("column", {
          id: "column",
          header: text.column,
          size: 220,
          cell: (info) => {
            const key = info.getValue();
            const label = labels.get(key);
            return label && label !== key ? `${label} (${key})` : key || "—";
          },
        }),
        helper.accessor("message", {
          id: "message",
          header: text.message,
          size: 480,
          // The rules word problems in English; the shared catalogue says them in the language.
          cell: (info) => localizeProblem(language, info.getValue()),
        }),
      ]),
    [text, labels, language],
  );
  const offset = pageOffset(state.pageIndex, state.pageSize);
  return (
    <DataTable
      label={text.errorsTable}
      columns={tableColumns}
      data={errors.slice(offset, offset + state.pageSize)}
      totalItems={errors.length}
      state={state}
      onStateChange={setState}
      selectable={false}
      getRowId={(error, index) => `${error.row}:${error.column}:${offset + index}`}
    />
  );
}
