import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { MenuId } from "../../../domain/menus.ts";
import { toggleMenu, validateRole } from "../../../domain/roles.ts";
import { formErrorsFrom } from "../org-common/fieldErrors.ts";

/** What the form edits: the role's name and its menus (catalogue ids, catalogue order). */
export type RoleDraft = { name: string; menus: MenuId[] };

/** The role being edited, or null for a new one. Super Admin is shown read-only. */
export type RoleFormInput = {
  role: { id: number; name: string; menus: readonly string[]; isSuperAdmin: boolean } | null;
};

export type SavedRole = { id: number; name: string; menus: readonly string[] };

export type SaveRoleInput = { id: number | null; draft: RoleDraft };

export type RoleFormEvent =
  | { type: "form.name"; value: string }
  | { type: "form.menu"; menu: MenuId; checked: boolean }
  | { type: "form.submit" };

export type RoleFormContext = {
  id: number | null;
  draft: RoleDraft;
  /** As loaded: the form is dirty when the draft differs. */
  initial: RoleDraft;
  superAdmin: boolean;
  /** English problems by field (`name`, `menus`), as the rules and the server word them. */
  fieldErrors: Readonly<Record<string, string>>;
  /** A refusal that names no field (Super Admin protections, no access). */
  formError: string | null;
  saved: SavedRole | null;
};

const draftOf = (input: RoleFormInput): RoleDraft => {
  const given = new Set(input.role?.menus ?? []);
  const menus = validateRole({ name: "", menus: [...given] }).values.menus;
  return { name: input.role?.name ?? "", menus };
};

/** True when the draft differs from what was loaded (the leave-page confirmation). */
export function isDirty(context: Pick<RoleFormContext, "draft" | "initial">): boolean {
  const { draft, initial } = context;
  return (
    draft.name !== initial.name ||
    draft.menus.length !== initial.menus.length ||
    draft.menus.some((menu, i) => menu !== initial.menus[i])
  );
}

/**
 * The role form (issue 12): edit the name and the menus, check them with the shared rules
 * (domain/roles.ts), save, and show what the server refused at its field (the duplicate
 * name under the name). Picking a menu also picks the menus it needs; see `toggleMenu`.
 */
export const roleFormMachine = setup({
  types: {
    context: {} as RoleFormContext,
    events: {} as RoleFormEvent,
    input: {} as RoleFormInput,
    output: {} as SavedRole | null,
  },
  actors: {
    saveRole: fromPromise<SavedRole, SaveRoleInput>(() => {
      throw new Error("roleFormMachine: provide the saveRole actor");
    }),
  },
  guards: {
    isSuperAdmin: ({ context }) => context.superAdmin,
    hasProblems: ({ context }) => validateRole(context.draft).problems.length > 0,
  },
  actions: {
    storeName: assign(({ context, event }) => {
      assertEvent(event, "form.name");
      const { name: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, name: event.value }, fieldErrors, formError: null };
    }),
    storeMenu: assign(({ context, event }) => {
      assertEvent(event, "form.menu");
      const { menus: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        draft: {
          ...context.draft,
          menus: toggleMenu(context.draft.menus, event.menu, event.checked),
        },
        fieldErrors,
        formError: null,
      };
    }),
    storeProblems: assign(({ context }) => {
      const fieldErrors: Record<string, string> = {};
      for (const problem of validateRole(context.draft).problems)
        fieldErrors[problem.field] ??= problem.message;
      return { fieldErrors, formError: null };
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    storeServerError: assign(({ event }) => {
      const { fields, form } = formErrorsFrom((event as { error?: unknown }).error);
      const named = Object.keys(fields).length > 0;
      return { fieldErrors: fields, formError: named ? null : (form ?? null) };
    }),
    storeSaved: assign(({ event }) => ({
      saved: (event as unknown as { output: SavedRole }).output,
    })),
  },
}).createMachine({
  id: "roleForm",
  context: ({ input }) => ({
    id: input.role?.id ?? null,
    draft: draftOf(input),
    initial: draftOf(input),
    superAdmin: input.role?.isSuperAdmin ?? false,
    fieldErrors: {},
    formError: null,
    saved: null,
  }),
  initial: "opening",
  states: {
    opening: {
      always: [{ guard: "isSuperAdmin", target: "readOnly" }, { target: "editing" }],
    },
    readOnly: { tags: ["readOnly"] },
    editing: {
      tags: ["editable"],
      on: {
        "form.name": { actions: "storeName" },
        "form.menu": { actions: "storeMenu" },
        "form.submit": [
          { guard: "hasProblems", actions: "storeProblems" },
          { target: "saving", actions: "clearErrors" },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "saveRole",
        input: ({ context }) => ({
          id: context.id,
          draft: { ...context.draft, name: context.draft.name.trim() },
        }),
        onDone: { target: "saved", actions: "storeSaved" },
        onError: { target: "editing", actions: "storeServerError" },
      },
    },
    saved: { type: "final", tags: ["saved"] },
  },
  output: ({ context }) => context.saved,
});
