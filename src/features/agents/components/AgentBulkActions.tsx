import { useId, useState } from "react";
import { useMutation } from "urql";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { useAgentRest } from "../hooks/rest.ts";
import { useAgentText } from "../messages.ts";
import { type ExportFormat, exportFileName, exportPath } from "../model/exportPath.ts";
import { errorMessage } from "../model/graphqlErrors.ts";
import type { ListFilters } from "../model/listQuery.ts";

const SetAgentsStatusMutation = graphql(/* GraphQL */ `
  mutation AgentSetStatus($ids: [Int!]!, $status: String!) {
    setAgentsStatus(ids: $ids, status: $status) {
      count
      ids
    }
  }
`);

type Status = "active" | "inactive";

export type AgentBulkActionsProps = {
  selectedIds: readonly number[];
  /** What an export without a selection covers. */
  query: ListFilters;
  /** After a status change went through; the page clears its selection. */
  onDone: () => void;
};

/**
 * Activate / Inactivate the selected employees (each after a confirmation) and export them —
 * or, with nothing selected, everyone the search and filters match — as CSV or XLSX.
 */
export function AgentBulkActions({ selectedIds, query, onDone }: AgentBulkActionsProps) {
  const text = useAgentText();
  const rest = useAgentRest();
  const scopeId = useId();
  const [confirming, setConfirming] = useState<Status | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [{ fetching }, setStatus] = useMutation(SetAgentsStatusMutation);
  const count = selectedIds.length;

  const changeStatus = async (status: Status) => {
    setConfirming(null);
    const result = await setStatus({ ids: [...selectedIds], status });
    if (result.error || !result.data) {
      showToast("error", errorMessage(result.error));
      return;
    }
    showToast("success", text.statusChanged(result.data.setAgentsStatus.count));
    onDone();
  };

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await rest.download(exportPath(format, query, selectedIds), exportFileName(format));
    } catch (error) {
      showToast("error", text.exportFailed(errorMessage(error)));
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className={actions}>
      <Button
        variant="secondary"
        disabled={count === 0 || fetching}
        onClick={() => setConfirming("active")}
      >
        {text.activate}
      </Button>
      <Button
        variant="secondary"
        disabled={count === 0 || fetching}
        onClick={() => setConfirming("inactive")}
      >
        {text.inactivate}
      </Button>
      <span className={divider} aria-hidden="true" />
      <Button
        variant="secondary"
        aria-describedby={scopeId}
        disabled={exporting !== null}
        onClick={() => void download("csv")}
      >
        {exporting === "csv" ? text.exporting : text.exportCsv}
      </Button>
      <Button
        variant="secondary"
        aria-describedby={scopeId}
        disabled={exporting !== null}
        onClick={() => void download("xlsx")}
      >
        {exporting === "xlsx" ? text.exporting : text.exportXlsx}
      </Button>
      <span id={scopeId} className={scope}>
        {count > 0 ? text.exportScopeSelected(count) : text.exportScopeFilter}
      </span>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "active" ? text.activateTitle(count) : text.inactivateTitle(count)}
        description={confirming === "active" ? text.activateBody : text.inactivateBody}
        confirmLabel={confirming === "active" ? text.activate : text.inactivate}
        cancelLabel={text.cancel}
        onConfirm={() => confirming && void changeStatus(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

const actions = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8" });
const divider = css({ width: "1px", alignSelf: "stretch", bg: "line", marginInline: "4" });
const scope = css({ fontSize: "xs", color: "muted" });
