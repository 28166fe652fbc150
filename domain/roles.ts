/**
 * Roles (issue 12): a name and a set of menu ids from the catalogue (menus.ts). The rules the
 * service and the console share: what a valid role is, the catalogue as the sidebar groups
 * it, and which menus a menu needs before its sidebar entry can show. Pure TypeScript.
 */
import { ALL_MENU_IDS, type MenuId } from "./menus.ts";
import { type Bilingual, flattenSidebar, SIDEBAR, type SidebarItem } from "./navigation.ts";
import { hasInvisibleCharacter, INVISIBLE_CHARACTER_PROBLEM } from "./validation.ts";

export const ROLE_NAME_MAX = 100;

/** SPEC §8, verbatim: a role name the client already has (trimmed, case-insensitive). */
export const ROLE_NAME_TAKEN = "Role Name has been exist. Try with other Role Name";

export type RoleProblem = { field: "name" | "menus"; message: string };
export type RoleValues = { name: string; menus: MenuId[] };

const KNOWN = new Set<string>(ALL_MENU_IDS);

/**
 * The name trimmed and the menus de-duplicated in catalogue order, and every problem with
 * its field. Invisible and text-direction characters are checked before trimming, which
 * would drop a U+FEFF at either end unnoticed.
 */
export function validateRole(input: { name?: unknown; menus?: unknown }): {
  values: RoleValues;
  problems: RoleProblem[];
} {
  const problems: RoleProblem[] = [];
  const rawName = typeof input.name === "string" ? input.name : "";
  const name = rawName.trim();
  if (hasInvisibleCharacter(rawName))
    problems.push({ field: "name", message: INVISIBLE_CHARACTER_PROBLEM.en });
  else if (name === "") problems.push({ field: "name", message: "is required" });
  else if ([...name].length > ROLE_NAME_MAX)
    problems.push({ field: "name", message: `must be at most ${ROLE_NAME_MAX} characters` });

  let menus: MenuId[] = [];
  if (!Array.isArray(input.menus)) problems.push({ field: "menus", message: "is required" });
  else {
    const given = input.menus.map(String);
    const unknown = [...new Set(given.filter((id) => !KNOWN.has(id)))];
    if (unknown.length > 0)
      problems.push({
        field: "menus",
        message: `contains unknown menu ids: ${unknown.slice(0, 10).join(", ")}`,
      });
    menus = ALL_MENU_IDS.filter((id) => given.includes(id));
  }
  return { values: { name, menus }, problems };
}

// ---------------------------------------------------------------------------------------------
// The catalogue, grouped as the sidebar shows it

export type CatalogueMenu = {
  id: MenuId;
  label: Bilingual;
  /** Menus whose sidebar gate this one's entry carries (menuGate in navigation.ts). */
  dependsOn: MenuId[];
  /** The sidebar's badge ("BETA"): it tells apart entries of the same name. */
  badge: string | null;
};
export type CatalogueGroup = {
  id: string;
  label: Bilingual;
  badge: string | null;
  menus: CatalogueMenu[];
};

/** The menu gates an item and its ancestors carry besides the item's own menu. */
function menuDependencies(item: SidebarItem, ancestors: readonly SidebarItem[]): MenuId[] {
  const gates = [...ancestors, item].flatMap((i) => i.rule ?? []);
  const menus = gates.flatMap((gate) => (gate.kind === "menu" ? [gate.menu] : []));
  return [...new Set(menus)].filter((menu) => menu !== item.menuId);
}

function catalogueMenus(item: SidebarItem, ancestors: readonly SidebarItem[]): CatalogueMenu[] {
  if (item.menuId)
    return [
      {
        id: item.menuId,
        label: item.label,
        dependsOn: menuDependencies(item, ancestors),
        badge: item.badge ?? null,
      },
    ];
  return (item.submenu ?? []).flatMap((child) => catalogueMenus(child, [...ancestors, item]));
}

/**
 * Every menu of the catalogue in sidebar order: a sidebar group is a group, a top-level entry
 * is a group of its own. Derived from SIDEBAR, so the two cannot disagree.
 */
export const MENU_CATALOGUE: readonly CatalogueGroup[] = SIDEBAR.map((item) => ({
  id: item.id,
  label: item.label,
  badge: item.badge ?? null,
  menus: catalogueMenus(item, []),
})).filter((group) => group.menus.length > 0);

const BY_ID = new Map<string, CatalogueMenu>(
  MENU_CATALOGUE.flatMap((group) => group.menus.map((menu) => [menu.id, menu] as const)),
);

export function catalogueMenu(id: string): CatalogueMenu | undefined {
  return BY_ID.get(id);
}

/** The menus that need `id` (directly or through another menu). */
export function dependentsOf(id: MenuId): MenuId[] {
  const found = new Set<MenuId>();
  const visit = (needed: MenuId) => {
    for (const menu of BY_ID.values())
      if (menu.dependsOn.includes(needed) && !found.has(menu.id)) {
        found.add(menu.id);
        visit(menu.id);
      }
  };
  visit(id);
  return [...found];
}

/** The menus `id` needs (directly or through another menu). */
export function requirementsOf(id: MenuId): MenuId[] {
  const found = new Set<MenuId>();
  const visit = (menu: MenuId) => {
    for (const needed of BY_ID.get(menu)?.dependsOn ?? [])
      if (!found.has(needed)) {
        found.add(needed);
        visit(needed);
      }
  };
  visit(id);
  return [...found];
}

/**
 * The role form's rule for dependencies: picking a menu also picks what it needs (Working
 * Location picks Branch), and removing a menu removes what needs it, so a role never holds a
 * menu whose sidebar entry could not show. Catalogue order.
 */
export function toggleMenu(selected: readonly string[], id: MenuId, on: boolean): MenuId[] {
  const next = new Set<string>(selected);
  if (on) for (const menu of [id, ...requirementsOf(id)]) next.add(menu);
  else for (const menu of [id, ...dependentsOf(id)]) next.delete(menu);
  return ALL_MENU_IDS.filter((menu) => next.has(menu));
}

/** Every catalogue menu id, flattened (a check that SIDEBAR covers the catalogue). */
export const CATALOGUE_MENU_IDS: readonly string[] = flattenSidebar().flatMap((item) =>
  item.menuId ? [item.menuId] : [],
);
