import { useMachine } from "@xstate/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useClient, useMutation, useQuery } from "urql";
import { fromPromise } from "xstate";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useSession } from "../../../app/session/SessionProvider.tsx";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { AdministrationTabs } from "../../administration/index.ts";
import {
  commonText,
  EnumBadge,
  ListScreen,
  type ListUrlConfig,
  rowActions,
  SearchField,
  toolbarRow,
  useClampedPage,
  useEnumOptions,
  useListState,
  useText,
} from "../../org-common/index.ts";
import {
  type SaveStatusInput,
  type StatusSaveError,
  type StatusTarget,
  userStatusMachine,
} from "../machines/userStatusMachine.ts";
import {
  ActiveSuperAdminsQuery,
  ResetUserPasswordMutation,
  RoleOptionsQuery,
  SetUserStatusMutation,
  UserFields,
  UserListQuery,
  type UserRow,
} from "./documents.ts";
import { OneTimePasswordDialog } from "./OneTimePasswordDialog.tsx";
import { userText } from "./text.ts";
import { UserFormModal } from "./UserFormModal.tsx";

const LIST: ListUrlConfig = { filterKeys: ["role", "status"], sortable: [] };

export type UsersPageProps = { route: RouteDefinition };

/** /settings/users: the client's console users (issue 12, menu role-management). */
export function UsersPage({ route }: UsersPageProps) {
  const t = useText(userText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const statusOptions = useEnumOptions("record_status");
  const myId = useSession((snapshot) => snapshot.context.user.id);
  const [{ data, fetching }] = useQuery({
    query: UserListQuery,
    variables: {
      limit: paging.limit,
      page: paging.page,
      filter: {
        q: filters["q"],
        status: filters["status"],
        roleId: filters["role"] ? Number(filters["role"]) : undefined,
      },
    },
  });
  const [{ data: roles }] = useQuery({ query: RoleOptionsQuery });
  const roleOptions = useMemo(
    () => (roles?.roleOptions ?? []).map((role) => ({ value: String(role.id), label: role.name })),
    [roles],
  );
  const rows = useFragment(UserFields, data?.users.items ?? []);
  useClampedPage(list, data?.users.totalItems);

  const [editing, setEditing] = useState<UserRow | "new" | null>(null);
  const [shownPassword, setShownPassword] = useState<{ name: string; password: string } | null>(
    null,
  );
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [, resetPassword] = useMutation(ResetUserPasswordMutation);
  const status = useUserStatus();

  async function requestStatus(row: UserRow) {
    let refusal: StatusTarget["refusal"] = null;
    if (row.status === "active" && row.id === myId) refusal = "self";
    else if (row.status === "active" && row.isSuperAdmin) {
      const admins = await status.client
        .query(ActiveSuperAdminsQuery, { roleId: row.roleId }, { requestPolicy: "network-only" })
        .toPromise();
      if ((admins.data?.users.totalItems ?? 2) <= 1) refusal = "lastSuperAdmin";
    }
    status.send({
      type: "status.request",
      target: {
        id: row.id,
        fullname: row.fullname,
        status: row.status === "active" ? "active" : "inactive",
        refusal,
      },
    });
  }

  async function confirmReset() {
    if (!resetting) return;
    const user = resetting;
    setResetting(null);
    const result = await resetPassword({ id: user.id });
    if (result.error || !result.data) {
      showToast("error", extractErrorMessage(result.error));
      return;
    }
    setShownPassword({ name: user.fullname, password: result.data.resetUserPassword.password });
  }

  const columns = userColumns(t, c, (row) => (
    <div className={rowActions}>
      <Button
        variant="secondary"
        minHeight="32px"
        aria-label={`${c.edit} ${row.fullname}`}
        onClick={() => setEditing(row)}
      >
        {c.edit}
      </Button>
      <Button
        variant="secondary"
        minHeight="32px"
        aria-label={`${row.status === "active" ? c.inactivate : c.activate} ${row.fullname}`}
        onClick={() => void requestStatus(row)}
      >
        {row.status === "active" ? c.inactivate : c.activate}
      </Button>
      <Button
        variant="secondary"
        minHeight="32px"
        aria-label={`${t.resetPassword} ${row.fullname}`}
        onClick={() => setResetting(row)}
      >
        {t.resetPassword}
      </Button>
    </div>
  ));

  return (
    <AdministrationTabs active="users">
      <ListScreen
        title={route.title}
        breadcrumb={route.breadcrumb}
        actions={<Button onClick={() => setEditing("new")}>{t.create}</Button>}
      >
        <DataTable
          label={t.tableLabel}
          columns={columns}
          data={rows}
          totalItems={data?.users.totalItems ?? 0}
          loading={fetching}
          state={list.state}
          onStateChange={list.setState}
          selectable={false}
          getRowId={(row) => String(row.id)}
          toolbar={
            <div className={toolbarRow}>
              <SearchField
                label={c.search}
                placeholder={t.searchPlaceholder}
                value={filters["q"] ?? ""}
                onSearch={(q) => setFilter("q", q)}
              />
              <Select
                label={t.role}
                placeholder={t.allRoles}
                options={roleOptions}
                value={filters["role"] ?? null}
                onValueChange={(value) => setFilter("role", value)}
              />
              <Select
                label={c.status}
                placeholder={c.allStatuses}
                options={statusOptions}
                value={filters["status"] ?? null}
                onValueChange={(value) => setFilter("status", value)}
              />
            </div>
          }
        />
        {editing !== null && (
          <UserFormModal
            user={editing === "new" ? null : editing}
            roleOptions={roleOptions}
            onClose={() => setEditing(null)}
            onCreated={(user, password) => {
              setEditing(null);
              if (password) setShownPassword({ name: user.fullname, password });
            }}
          />
        )}
        {status.dialog}
        <ConfirmDialog
          open={resetting !== null}
          title={resetting ? t.resetTitle(resetting.fullname) : ""}
          description={t.resetBody}
          confirmLabel={t.reset}
          cancelLabel={c.cancel}
          onConfirm={() => void confirmReset()}
          onCancel={() => setResetting(null)}
        />
        {shownPassword && (
          <OneTimePasswordDialog
            name={shownPassword.name}
            password={shownPassword.password}
            onClose={() => setShownPassword(null)}
          />
        )}
      </ListScreen>
    </AdministrationTabs>
  );
}

/** The status flow (userStatusMachine) with its dialogs: confirm, refused, failed. */
function useUserStatus() {
  const t = useText(userText);
  const c = useText(commonText);
  const client = useClient();
  const [, setUserStatus] = useMutation(SetUserStatusMutation);
  const machine = useMemo(
    () =>
      userStatusMachine.provide({
        actors: {
          saveStatus: fromPromise<void, SaveStatusInput>(async ({ input: { id, status } }) => {
            const result = await setUserStatus({ id, status });
            if (result.error) {
              const code = result.error.graphQLErrors[0]?.extensions?.["code"];
              const error: StatusSaveError = {
                conflict: code === "CONFLICT",
                message: extractErrorMessage(result.error),
              };
              throw error;
            }
          }),
        },
      }),
    [setUserStatus],
  );
  const [state, send] = useMachine(machine);
  const target = state.context.target;
  const done = state.hasTag("done");
  useEffect(() => {
    if (!done || !target) return;
    showToast(
      "success",
      target.status === "active" ? t.inactivated(target.fullname) : t.activated(target.fullname),
    );
    send({ type: "status.close" });
  }, [done, target, send, t]);
  const activating = target?.status === "inactive";
  const refusalText =
    state.context.refusalMessage ??
    (state.context.refusal === "self"
      ? t.refusedSelf
      : state.context.refusal === "lastSuperAdmin"
        ? t.refusedLast
        : "");
  const dialog = target ? (
    <>
      <ConfirmDialog
        open={state.hasTag("confirm") || state.hasTag("busy")}
        title={activating ? t.activateTitle(target.fullname) : t.inactivateTitle(target.fullname)}
        description={activating ? t.activateBody : t.inactivateBody}
        confirmLabel={state.hasTag("busy") ? c.saving : activating ? c.activate : c.inactivate}
        cancelLabel={c.cancel}
        onConfirm={() => send({ type: "status.confirm" })}
        onCancel={() => send({ type: "status.cancel" })}
      />
      <ConfirmDialog
        open={state.hasTag("refused")}
        title={t.refusedTitle}
        description={refusalText}
        confirmLabel={c.close}
        cancelLabel={c.close}
        onConfirm={() => send({ type: "status.close" })}
        onCancel={() => send({ type: "status.close" })}
      />
      <ConfirmDialog
        open={state.hasTag("error")}
        title={t.failedTitle}
        description={state.context.error ?? ""}
        confirmLabel={t.retry}
        cancelLabel={c.cancel}
        onConfirm={() => send({ type: "status.retry" })}
        onCancel={() => send({ type: "status.cancel" })}
      />
    </>
  ) : null;
  return { send, dialog, client };
}

type UserText = (typeof userText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<UserRow>();

function userColumns(
  t: UserText,
  c: CommonText,
  renderActions: (row: UserRow) => ReactNode,
): DataTableColumnDef<UserRow>[] {
  return helper.columns([
    helper.accessor("fullname", {
      id: "fullname",
      header: t.fullname,
      size: 220,
      meta: { sticky: "left" },
    }),
    helper.accessor("email", { id: "email", header: t.email, size: 240 }),
    helper.accessor("roleName", { id: "roleName", header: t.role, size: 160 }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 120,
      cell: ({ row }) => <EnumBadge enumName="record_status" value={row.original.status} />,
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 360,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}
