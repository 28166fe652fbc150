import { Fragment, useMemo, useState } from "react";
import { useQuery } from "urql";
import { diffValueText, parseFilterDate } from "../../../../domain/audit.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDateTime } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { Button, SkeletonLines, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { AdministrationTabs } from "../../administration/index.ts";
import { useAgentRest } from "../../agents/hooks/rest.ts";
import { ListScreen, SearchField, toolbarRow, useText } from "../../org-common/index.ts";
import { AuditActorsQuery, AuditLogQuery } from "./documents.ts";
import { auditText } from "./text.ts";

/** The entity types the services audit (services/main/**: entityType). */
const ENTITY_TYPES = [
  "agent",
  "agent_field",
  "assignment",
  "branch",
  "merchant",
  "partner",
  "partner_settings",
  "project",
  "user",
] as const;

const PAGE_SIZE = 20;

type Filters = {
  q: string;
  actor: string | null;
  entity: string | null;
  action: string;
  from: string;
  to: string;
};

const EMPTY: Filters = { q: "", actor: null, entity: null, action: "", from: "", to: "" };

/** The filters as the query's (dates as yyyy-MM-dd), or the date fields that are not dates. */
export function auditQueryFilter(filters: Filters) {
  const from = filters.from.trim() ? parseFilterDate(filters.from) : null;
  const to = filters.to.trim() ? parseFilterDate(filters.to) : null;
  const bad = {
    from: filters.from.trim() !== "" && from === null,
    to: filters.to.trim() !== "" && to === null,
  };
  return {
    bad,
    filter: {
      q: filters.q.trim() || undefined,
      actor: filters.actor ? Number(filters.actor) : undefined,
      entity: filters.entity ?? undefined,
      action: filters.action.trim() || undefined,
      from: from ?? undefined,
      to: to ?? undefined,
    },
  };
}

/** The export's URL: the same filters as the list. */
export function auditExportPath(filter: ReturnType<typeof auditQueryFilter>["filter"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `/api/main/v1/client/audit-log/export${search ? `?${search}` : ""}`;
}

export type AuditLogPageProps = { route: RouteDefinition };

/** /settings/audit-log: who changed what and when, with before and after (issue 12). */
export function AuditLogPage({ route }: AuditLogPageProps) {
  const t = useText(auditText);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const rest = useAgentRest();
  const { bad, filter } = useMemo(() => auditQueryFilter(filters), [filters]);
  const [{ data, fetching }] = useQuery({
    query: AuditLogQuery,
    variables: { limit: PAGE_SIZE, page, filter },
    pause: bad.from || bad.to,
  });
  const [{ data: actors }] = useQuery({ query: AuditActorsQuery });
  const actorOptions = (actors?.users.items ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.fullname} (${user.email})`,
  }));
  const set = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const items = data?.auditLog.items ?? [];
  const total = data?.auditLog.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  async function exportCsv() {
    setExporting(true);
    try {
      await rest.download(auditExportPath(filter), "audit-log.csv");
    } catch (error) {
      showToast("error", t.exportFailed(extractErrorMessage(error)));
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdministrationTabs active="audit">
      <ListScreen
        title={route.title}
        breadcrumb={route.breadcrumb}
        actions={
          <Button
            variant="secondary"
            disabled={exporting || bad.from || bad.to}
            onClick={() => void exportCsv()}
          >
            {t.exportCsv}
          </Button>
        }
      >
        <div className={toolbarRow}>
          <SearchField
            label={t.search}
            placeholder={t.searchPlaceholder}
            value={filters.q}
            onSearch={(q) => set({ q })}
          />
          <Select
            label={t.actor}
            placeholder={t.allActors}
            options={actorOptions}
            value={filters.actor}
            onValueChange={(actor) => set({ actor })}
          />
          <Select
            label={t.entity}
            placeholder={t.allEntities}
            options={ENTITY_TYPES.map((type) => ({ value: type, label: type }))}
            value={filters.entity}
            onValueChange={(entity) => set({ entity })}
          />
          <TextInput
            label={t.action}
            placeholder={t.actionPlaceholder}
            value={filters.action}
            onValueChange={(action) => set({ action })}
          />
          <TextInput
            label={t.from}
            placeholder={t.datePlaceholder}
            value={filters.from}
            onValueChange={(from) => set({ from })}
            invalid={bad.from}
            errorText={bad.from ? `${t.from} ${t.badDate}` : undefined}
          />
          <TextInput
            label={t.to}
            placeholder={t.datePlaceholder}
            value={filters.to}
            onValueChange={(to) => set({ to })}
            invalid={bad.to}
            errorText={bad.to ? `${t.to} ${t.badDate}` : undefined}
          />
        </div>
        <table className={table} aria-label={t.tableLabel} aria-busy={fetching}>
          <thead>
            <tr>
              <th>{t.time}</th>
              <th>{t.actor}</th>
              <th>{t.action}</th>
              <th>{t.entity}</th>
              <th>{t.changes}</th>
              <th>
                <span className={css({ srOnly: true })}>{t.details}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fetching && items.length === 0 && (
              <tr>
                <td colSpan={6}>
                  <SkeletonLines count={5} />
                </td>
              </tr>
            )}
            {!fetching && items.length === 0 && (
              <tr>
                <td colSpan={6} className={empty}>
                  {t.empty}
                </td>
              </tr>
            )}
            {items.map((item) => {
              const open = expanded === item.id;
              const changes = item.changes;
              return (
                <Fragment key={item.id}>
                  <tr data-testid="audit-row">
                    <td>
                      {formatDateTime(item.createdAt, item.timezone)} {item.timezoneLabel}
                    </td>
                    <td>{item.actorLabel}</td>
                    <td>
                      <code>{item.action}</code>
                    </td>
                    <td>
                      {item.entityType} {item.entityId}
                      {item.entityName && <div className={entityName}>{item.entityName}</div>}
                    </td>
                    <td>{item.changes.length}</td>
                    <td>
                      <Button
                        variant="secondary"
                        minHeight="32px"
                        aria-expanded={open}
                        onClick={() => setExpanded(open ? null : item.id)}
                      >
                        {open ? t.hide : t.details}
                      </Button>
                    </td>
                  </tr>
                  {open && (
                    <tr>
                      <td colSpan={6}>
                        {changes.length === 0 ? (
                          <p>{t.noChanges}</p>
                        ) : (
                          <table className={diff}>
                            <thead>
                              <tr>
                                <th>{t.field}</th>
                                <th>{t.before}</th>
                                <th>{t.after}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {changes.map((change) => (
                                <tr key={change.field}>
                                  <td>{change.field}</td>
                                  <td className={removed}>{diffValueText(change.before)}</td>
                                  <td className={added}>{diffValueText(change.after)}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        )}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        <div className={pager}>
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            {t.previous}
          </Button>
          <span>{t.pageOf(page, pages, total)}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t.next}
          </Button>
        </div>
      </ListScreen>
    </AdministrationTabs>
  );
}

const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th": { textAlign: "left", padding: "8", borderBottomWidth: "1px", borderColor: "line" },
  "& td": { padding: "8", borderBottomWidth: "1px", borderColor: "line", verticalAlign: "top" },
});
const diff = css({ width: "100%", "& td, & th": { padding: "4", wordBreak: "break-word" } });
const removed = css({ color: "danger" });
const added = css({ color: "badge.blue" });
const empty = css({ textAlign: "center", color: "muted", padding: "24" });
const entityName = css({ color: "muted", fontSize: "sm" });
const pager = css({ display: "flex", alignItems: "center", gap: "12", justifyContent: "flex-end" });
