import { Link } from "wouter";
import type { Lang } from "../../../../domain/enums.ts";
import { formatDate } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Avatar, Badge, type BadgeColor } from "../../../ui/misc/index.ts";
import type { AgentText } from "../messages.ts";
import { formatPhone } from "../model/agentFormat.ts";
import { enumLabel } from "../model/options.ts";

/** One row of the Employee List, as the AgentList query selects it. */
export type AgentRow = {
  id: number;
  fullName: string;
  nik: string;
  phoneNumber: string;
  selfieUrl?: string | null;
  joinDate: string;
  contractType: string;
  contractStatus: string;
  workerStatus: string;
  branch?: { name: string; timezoneLabel: string } | null;
  project?: { name: string } | null;
};

const CONTRACT_STATUS_COLOR: Readonly<Record<string, BadgeColor>> = {
  active: "green",
  signed: "blue",
  waiting_for_approval: "yellow",
  waiting_to_submit: "yellow",
  expired: "red",
  no_contract_logged: "grey",
  need_revision: "orange",
};

export const workerStatusColor = (status: string): BadgeColor =>
  status === "active" ? "green" : "grey";

const helper = createDataTableColumnHelper<AgentRow>();

/** The Employee List's columns; ids of sortable ones are the keys of SORTABLE_COLUMNS. */
export function agentColumns(text: AgentText, language: Lang): DataTableColumnDef<AgentRow>[] {
  return helper.columns([
    helper.accessor("fullName", {
      id: "fullName",
      header: text.name,
      size: 260,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: (info) => {
        const row = info.row.original;
        return (
          <span className={nameCell}>
            <Avatar name={row.fullName} src={row.selfieUrl ?? null} size="small" />
            <Link href={`/agents/${row.id}`} className={nameLink}>
              {row.fullName}
            </Link>
          </span>
        );
      },
    }),
    helper.accessor("nik", { id: "nik", header: text.nik, size: 180, enableSorting: true }),
    helper.accessor("phoneNumber", {
      id: "phone",
      header: text.phone,
      size: 170,
      cell: (info) => formatPhone(info.getValue()),
    }),
    helper.accessor((row) => row.branch?.name ?? "", {
      id: "branch",
      header: text.branch,
      enableSorting: true,
      cell: (info) => {
        const branch = info.row.original.branch;
        if (!branch) return text.none;
        return (
          <span className={branchCell}>
            {branch.name}
            <Badge color="secondary" size="small">
              {branch.timezoneLabel}
            </Badge>
          </span>
        );
      },
    }),
    helper.accessor((row) => row.project?.name ?? "", {
      id: "project",
      header: text.project,
      cell: (info) => info.getValue() || text.none,
    }),
    helper.accessor("contractType", {
      id: "contractType",
      header: text.contractType,
      size: 190,
      enableSorting: true,
      cell: (info) => (
        <Badge color="violet" size="small">
          {enumLabel("contract_type", info.getValue(), language)}
        </Badge>
      ),
    }),
    helper.accessor("contractStatus", {
      id: "contractStatus",
      header: text.contractStatus,
      size: 190,
      cell: (info) => (
        <Badge color={CONTRACT_STATUS_COLOR[info.getValue()] ?? "grey"} size="small">
          {enumLabel("contract_status", info.getValue(), language)}
        </Badge>
      ),
    }),
    helper.accessor("workerStatus", {
      id: "workerStatus",
      header: text.workerStatus,
      size: 150,
      enableSorting: true,
      cell: (info) => (
        <Badge color={workerStatusColor(info.getValue())} size="small">
          {enumLabel("worker_status", info.getValue(), language)}
        </Badge>
      ),
    }),
    helper.accessor("joinDate", {
      id: "joinDate",
      header: text.joinDate,
      size: 140,
      enableSorting: true,
      cell: (info) => formatDate(info.getValue()),
    }),
  ]);
}

const nameCell = css({ display: "inline-flex", alignItems: "center", gap: "8", minWidth: "0" });
const nameLink = css({
  color: "brand",
  fontWeight: "600",
  textDecoration: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  _hover: { textDecoration: "underline" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
const branchCell = css({ display: "inline-flex", alignItems: "center", gap: "8" });
