import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useRef } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { fromPromise } from "xstate";
import type { MenuId } from "../../../../domain/menus.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { catalogueMenu, MENU_CATALOGUE } from "../../../../domain/roles.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useI18n } from "../../../i18n/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { commonText, FieldError, ListScreen, useText } from "../../org-common/index.ts";
import { problemText } from "../../org-common/problemText.ts";
import {
  isDirty,
  type RoleFormInput,
  roleFormMachine,
  type SavedRole,
  type SaveRoleInput,
} from "../roleFormMachine.ts";
import { CreateRoleMutation, RoleQuery, UpdateRoleMutation } from "./documents.ts";
import { roleText } from "./text.ts";

const LIST_PATH = "/role-management";

export type RoleFormPageProps = { route: RouteDefinition };

/** /role-management/create and /role-management/:id/edit. */
export function RoleFormPage({ route }: RoleFormPageProps) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <RoleForm input={{ role: null }} /> : <LoadedRoleForm id={id} />}
    </ListScreen>
  );
}

function LoadedRoleForm({ id }: { id: number }) {
  const t = useText(roleText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: RoleQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  if (valid && (fetching || (!data && !error))) return <p>{c.loading}</p>;
  const role = data?.role;
  if (!role) return <p role="alert">{t.notFound}</p>;
  return <RoleForm key={role.id} input={{ role }} />;
}

function RoleForm({ input }: { input: RoleFormInput }) {
  const t = useText(roleText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const [, createRole] = useMutation(CreateRoleMutation);
  const [, updateRole] = useMutation(UpdateRoleMutation);
  const save = useRef(async ({ id, draft }: SaveRoleInput): Promise<SavedRole> => {
    const result =
      id === null
        ? await createRole({ input: draft }).then((r) => ({
            error: r.error,
            role: r.data?.createRole,
          }))
        : await updateRole({ id, input: draft }).then((r) => ({
            error: r.error,
            role: r.data?.updateRole,
          }));
    if (result.error || !result.role) throw result.error ?? new Error(t.failedToSave);
    return result.role;
  });
  const [state, send] = useMachine(
    roleFormMachine.provide({
      actors: { saveRole: fromPromise(({ input: saving }) => save.current(saving)) },
    }),
    { input },
  );
  const { context } = state;
  const readOnly = state.hasTag("readOnly");
  const busy = state.hasTag("busy");

  useConfirmLeave(state.hasTag("editable") && isDirty(context));

  useEffect(() => {
    if (!state.hasTag("saved") || !context.saved) return;
    showToast("success", (input.role ? t.updated : t.created)(context.saved.name));
    navigate(LIST_PATH);
  }, [state, context.saved, input.role, t, navigate]);

  const errorOf = (field: "name" | "menus", label: string) => {
    const message = context.fieldErrors[field];
    return message ? problemText(language, label, message) : undefined;
  };
  const nameError = errorOf("name", t.name);
  const menusError = errorOf("menus", t.menus);
  const labelOf = (id: string) => catalogueMenu(id)?.label[language] ?? id;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "form.submit" });
  };

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.tableLabel}>
      {readOnly && <p className={note}>{t.superAdminNote}</p>}
      {context.formError && (
        <p role="alert" className={formError}>
          {context.formError}
        </p>
      )}
      <div data-field="name">
        <TextInput
          label={t.name}
          required
          maxLength={100}
          value={context.draft.name}
          readOnly={readOnly}
          onValueChange={(value) => send({ type: "form.name", value })}
          invalid={Boolean(nameError)}
          errorText={nameError}
        />
      </div>
      <fieldset className={menusBox} data-field="menus" disabled={readOnly}>
        <legend className={legend}>{t.menus}</legend>
        <p className={hint}>{t.menusHint}</p>
        <div className={groups}>
          {MENU_CATALOGUE.map((group) => (
            <fieldset
              key={group.id}
              className={groupBox}
              aria-label={[group.label[language], group.badge].filter(Boolean).join(" ")}
            >
              <legend className={groupLegend}>
                {group.label[language]} {group.badge && <Badge size="small">{group.badge}</Badge>}
              </legend>
              {group.menus.map((menu) => (
                <div key={menu.id}>
                  <label className={checkbox}>
                    <input
                      type="checkbox"
                      name="menus"
                      value={menu.id}
                      checked={context.draft.menus.includes(menu.id)}
                      disabled={readOnly}
                      onChange={(event) =>
                        send({
                          type: "form.menu",
                          menu: menu.id as MenuId,
                          checked: event.target.checked,
                        })
                      }
                    />
                    {menu.label[language]}
                    {menu.badge && !group.badge && <Badge size="small">{menu.badge}</Badge>}
                  </label>
                  {menu.dependsOn.length > 0 && (
                    <p className={needs}>{t.needs(menu.dependsOn.map(labelOf).join(", "))}</p>
                  )}
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <FieldError message={menusError} />
      </fieldset>
      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(LIST_PATH)}>
          {readOnly ? c.close : c.cancel}
        </Button>
        {!readOnly && (
          <Button type="submit" disabled={busy}>
            {busy ? c.saving : c.save}
          </Button>
        )}
      </div>
    </form>
  );
}

const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const note = css({ fontSize: "sm", color: "muted" });
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const menusBox = css({ display: "flex", flexDirection: "column", gap: "8" });
const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
const hint = css({ fontSize: "xs", color: "muted" });
const groups = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
});
const groupBox = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "12",
});
const groupLegend = css({ fontSize: "sm", fontWeight: "700", paddingX: "4" });
const checkbox = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const needs = css({ fontSize: "xs", color: "muted", marginLeft: "24" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
