import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { BULK_DECISION_MAX } from "../../../../domain/workforce/org.ts";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import {
  commonText,
  errorCode,
  ListScreen,
  type ListUrlConfig,
  RegionSelects,
  regionFilter,
  rowActions,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { partnerDetailColumns, partnerNameColumn, registeredAtColumn } from "./columns.tsx";
import {
  ApprovePartnerMutation,
  ApprovePartnersMutation,
  PartnerFields,
  PartnerListQuery,
  type PartnerRow,
  RejectPartnerMutation,
  RejectPartnersMutation,
} from "./documents.ts";
import { RejectDialog } from "./RejectDialog.tsx";
import { type PartnerText, partnerText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["province", "city"],
  sortable: ["fullName", "registeredAt", "cityName"],
};

/** Who is being decided on: one partner, or the selected ones. */
type Decision =
  | { kind: "approve"; partner: PartnerRow }
  | { kind: "reject"; partner: PartnerRow }
  | { kind: "approveMany"; ids: number[] }
  | { kind: "rejectMany"; ids: number[] };

export type PartnerApprovalPageProps = { route: RouteDefinition };

/**
 * /partners/approval: the partners waiting for approval. Approving asks first; rejecting needs
 * a reason. A decided partner leaves the queue (the list is fetched again).
 */
export function PartnerApprovalPage({ route }: PartnerApprovalPageProps) {
  const t = useText(partnerText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: PartnerListQuery,
    variables: {
      ...paging,
      sort: paging.sort ?? "registeredAt",
      filter: {
        q: filters["q"],
        approvalStatus: "waiting_for_approval",
        provinceIds: filters["province"] ? [filters["province"]] : undefined,
        cityIds: filters["city"] ? [filters["city"]] : undefined,
      },
    },
  });
  const rows = useFragment(PartnerFields, data?.partners.items ?? []);
  useClampedPage(list, data?.partners.totalItems);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [, approvePartner] = useMutation(ApprovePartnerMutation);
  const [, rejectPartner] = useMutation(RejectPartnerMutation);
  const [, approvePartners] = useMutation(ApprovePartnersMutation);
  const [, rejectPartners] = useMutation(RejectPartnersMutation);

  const selectedIds = list.state.selection.rows.map(Number);
  // The server decides at most 100 at once, all or nothing; more is refused here, not cut.
  const tooMany = selectedIds.length > BULK_DECISION_MAX;
  const columns = useMemo(
    () =>
      approvalColumns(t, c, (partner) => (
        <div className={rowActions}>
          <Button
            minHeight="32px"
            aria-label={`${t.approve} ${partner.fullName}`}
            onClick={() => setDecision({ kind: "approve", partner })}
          >
            {t.approve}
          </Button>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${t.reject} ${partner.fullName}`}
            onClick={() => setDecision({ kind: "reject", partner })}
          >
            {t.reject}
          </Button>
        </div>
      )),
    [t, c],
  );

  /** Reports a decision that went through; a stale queue is refetched by the cache updates. */
  function decided(message: string) {
    setDecision(null);
    list.clearSelection();
    showToast("success", message);
  }

  async function approve() {
    if (!decision) return;
    if (decision.kind === "approve") {
      const result = await approvePartner({ id: decision.partner.id });
      if (result.error) return failed(result.error);
      decided(t.approved(decision.partner.fullName));
    } else if (decision.kind === "approveMany") {
      const result = await approvePartners({ ids: decision.ids });
      if (result.error) return failed(result.error);
      decided(t.approvedMany(decision.ids.length));
    }
  }

  async function reject(reason: string): Promise<unknown> {
    const current = decision;
    if (current?.kind !== "reject" && current?.kind !== "rejectMany") return null;
    const result =
      current.kind === "reject"
        ? await rejectPartner({ id: current.partner.id, reason })
        : await rejectPartners({ ids: current.ids, reason });
    // A problem with the reason stays in the dialog; anything else closes it with a toast.
    if (result.error && errorCode(result.error) === "BAD_USER_INPUT") return result.error;
    if (result.error) {
      failed(result.error);
      return null;
    }
    decided(
      current.kind === "reject"
        ? t.rejected(current.partner.fullName)
        : t.rejectedMany(current.ids.length),
    );
    return null;
  }

  /** Already decided by someone else (CONFLICT), or refused: the queue shows what is left. */
  function failed(error: unknown) {
    setDecision(null);
    showToast("error", extractErrorMessage(error));
  }

  const approving = decision?.kind === "approve" || decision?.kind === "approveMany";
  const rejecting = decision?.kind === "reject" || decision?.kind === "rejectMany";
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        selectedIds.length > 0 && (
          <>
            <Button
              disabled={tooMany}
              onClick={() => setDecision({ kind: "approveMany", ids: selectedIds })}
            >
              {t.approveSelected(selectedIds.length)}
            </Button>
            <Button
              variant="secondary"
              disabled={tooMany}
              onClick={() => setDecision({ kind: "rejectMany", ids: selectedIds })}
            >
              {t.rejectSelected(selectedIds.length)}
            </Button>
          </>
        )
      }
      intro={
        tooMany && (
          <Banner variant="warning" size="small" title={t.tooManySelected(BULK_DECISION_MAX)} />
        )
      }
    >
      <DataTable
        label={t.approvalTable}
        columns={columns}
        data={rows}
        totalItems={data?.partners.totalItems ?? 0}
        loading={fetching}
        state={list.state}
        onStateChange={list.setState}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <RegionSelects
              className={regionFilter}
              asFilter
              provinceId={filters["province"] ?? null}
              cityId={filters["city"] ?? null}
              onChange={(region) =>
                list.setFilters({ province: region.provinceId, city: region.cityId })
              }
            />
          </div>
        }
      />
      <ConfirmDialog
        open={approving}
        title={
          decision?.kind === "approve"
            ? t.approveTitle(decision.partner.fullName)
            : decision?.kind === "approveMany"
              ? t.approveManyTitle(decision.ids.length)
              : ""
        }
        description={decision?.kind === "approveMany" ? t.approveManyBody : t.approveBody}
        confirmLabel={t.approve}
        cancelLabel={c.cancel}
        onConfirm={() => void approve()}
        onCancel={() => setDecision(null)}
      />
      <RejectDialog
        open={rejecting}
        title={
          decision?.kind === "reject"
            ? t.rejectTitle(decision.partner.fullName)
            : decision?.kind === "rejectMany"
              ? t.rejectManyTitle(decision.ids.length)
              : ""
        }
        onCancel={() => setDecision(null)}
        onReject={reject}
      />
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<PartnerRow>();

function approvalColumns(
  t: PartnerText,
  c: (typeof commonText)["en"],
  renderActions: (row: PartnerRow) => ReactNode,
): DataTableColumnDef<PartnerRow>[] {
  return [
    partnerNameColumn(t),
    registeredAtColumn(t),
    ...partnerDetailColumns(t, c.city),
    helper.accessor((row) => row.email ?? "", {
      id: "email",
      header: t.email,
      cell: ({ row }) => row.original.email ?? "-",
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 220,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ];
}
