import { useMemo, useState } from "react";
import { useQuery } from "urql";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { Banner } from "../../../ui/misc/index.ts";
import {
  commonText,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { BatchTable, batchColumns } from "./DisbursementsPage.tsx";
import { DisbursementListQuery } from "./documents.ts";
import {
  ApproveDialog,
  type Batch,
  MaintenanceBanner,
  muted,
  readBatch,
  useDisbursementSettings,
} from "./shared.tsx";
import { disbursementText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: [], sortable: ["name", "createdAt", "totalAmount"] };

export type DisbursementApprovalPageProps = { route: RouteDefinition };

/**
 * /disbursements/approval (issue 18, SPEC §2/§6; shown when manual disbursement approval is
 * on): the batches waiting for the caller's approval — not their own (maker-checker) — each
 * approved through the same dialog as the batch page.
 */
export function DisbursementApprovalPage({ route }: DisbursementApprovalPageProps) {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const { maintenance } = useDisbursementSettings();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DisbursementListQuery,
    variables: {
      q: filters["q"],
      awaitingApproval: true,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.disbursements.totalItems);
  useLiveChange("disbursement", () => refetch({ requestPolicy: "network-only" }));
  const rows = useMemo(() => (data?.disbursements.items ?? []).map(readBatch), [data]);
  const [approving, setApproving] = useState<Batch | null>(null);
  const columns = useMemo(() => batchColumns(t, c, setApproving), [t, c]);
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      intro={
        <>
          <MaintenanceBanner on={maintenance} />
          <p className={muted}>{t.approvalIntro}</p>
        </>
      }
    >
      {error && !data && (
        <Banner
          variant="danger"
          size="small"
          title={error.graphQLErrors[0]?.message ?? error.message}
        />
      )}
      <BatchTable
        t={t}
        columns={columns}
        rows={rows}
        totalItems={data?.disbursements.totalItems ?? 0}
        loading={fetching && !data}
        list={list}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filters["q"] && (
        <p className={muted}>{t.approvalEmpty}</p>
      )}
      {approving && (
        <ApproveDialog
          batch={approving}
          onClose={() => setApproving(null)}
          onApproved={() => {
            setApproving(null);
            refetch({ requestPolicy: "network-only" });
          }}
        />
      )}
    </ListScreen>
  );
}
