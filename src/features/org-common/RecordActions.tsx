import { type ReactNode, useCallback, useState } from "react";
import type { OperationResult } from "urql";
import { extractErrorMessage } from "../../../domain/errors.ts";
import { Button, ConfirmDialog, showToast } from "../../ui/index.ts";
import { rowActions } from "./ListScreen.tsx";
import { commonText, useText } from "./text.ts";

/** A master-data row that can be inactivated, activated and deleted. */
export type RecordRow = { id: number; name: string; status: string };

/** What the confirmations and toasts say about one kind of record. */
export type RecordTexts = {
  activated: (name: string) => string;
  inactivated: (name: string) => string;
  deleted: (name: string) => string;
  inactivateTitle: (name: string) => string;
  inactivateBody: string;
  activateTitle: (name: string) => string;
  activateBody: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
};

export type RecordActionsOptions<Row extends RecordRow> = {
  text: RecordTexts;
  /** Saves the row with another status (the update replaces the record). */
  setStatus: (row: Row, status: "active" | "inactive") => Promise<OperationResult>;
  remove: (row: Row) => Promise<OperationResult>;
};

type Pending<Row> = { kind: "status" | "delete"; row: Row };

/**
 * Edit, Inactivate/Activate and Delete for a row; the last two ask first (a destructive
 * action is confirmed) and report the outcome in a toast, the server's message on failure
 * (a record still in use cannot be deleted).
 */
export function useRecordActions<Row extends RecordRow>({
  text,
  setStatus,
  remove,
}: RecordActionsOptions<Row>) {
  const c = useText(commonText);
  const [pending, setPending] = useState<Pending<Row> | null>(null);

  async function confirm() {
    if (!pending) return;
    const { kind, row } = pending;
    setPending(null);
    if (kind === "delete") {
      const result = await remove(row);
      if (result.error) showToast("error", extractErrorMessage(result.error));
      else showToast("success", text.deleted(row.name));
      return;
    }
    const status = row.status === "active" ? "inactive" : "active";
    const result = await setStatus(row, status);
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else
      showToast(
        "success",
        status === "active" ? text.activated(row.name) : text.inactivated(row.name),
      );
  }

  const active = pending?.row.status === "active";
  const isDelete = pending?.kind === "delete";
  const name = pending?.row.name ?? "";
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={
        isDelete
          ? text.deleteTitle(name)
          : active
            ? text.inactivateTitle(name)
            : text.activateTitle(name)
      }
      description={isDelete ? text.deleteBody : active ? text.inactivateBody : text.activateBody}
      confirmLabel={isDelete ? c.delete : active ? c.inactivate : c.activate}
      cancelLabel={c.cancel}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );

  // Stable while the language is, so a table's column definitions can be memoised with it.
  const buttons = useCallback(
    (row: Row, onEdit: (row: Row) => void): ReactNode => {
      const toggle = row.status === "active" ? c.inactivate : c.activate;
      return (
        <div className={rowActions}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.edit} ${row.name}`}
            onClick={() => onEdit(row)}
          >
            {c.edit}
          </Button>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${toggle} ${row.name}`}
            onClick={() => setPending({ kind: "status", row })}
          >
            {toggle}
          </Button>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.delete} ${row.name}`}
            onClick={() => setPending({ kind: "delete", row })}
          >
            {c.delete}
          </Button>
        </div>
      );
    },
    [c],
  );

  return { dialog, buttons };
}
