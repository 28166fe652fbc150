import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from "fastify";
import { FEATURE_DISABLED_MESSAGES, PERMISSION_DENIED } from "../../domain/errors.ts";
import { hasMenu, type MenuId } from "../../domain/menus.ts";
import { menuFlagGates, menuFlagsPass } from "../../domain/navigation.ts";
import type { Db } from "../db/pool.ts";
import { HttpError } from "./errors.ts";
import { readSystemConfig } from "./flags.ts";
import { sharedInScope } from "./localScope.ts";
import { type Principal, requirePrincipal, type SessionOptions } from "./principal.ts";

/**
 * Who may call a route, declared once in its options (`config`) and enforced by one hook, so
 * a route cannot forget its menu check (issue 11 C4). Exactly one of:
 *
 * - `public: true` — no session (login, health, API docs, the gateway, the console's files);
 * - `menu: "employee-list"` — a session whose role has the menu (SPEC §6); a function of the
 *   request when the menu depends on validated input (the import kind);
 * - `menus: [...]` — a session whose role has at least one of them (look-ups several screens
 *   read, e.g. the branch list for Employee List and Assignment users);
 * - `session: true` — a session and no menu: the caller's own data (auth/me, logout,
 *   preferences, modules, events, uploads), general reference data, or a route whose menu
 *   follows the record it reads (an import's kind), checked in the handler.
 *
 * `session` may also carry whether the `t` query parameter is read and an inactive user let in;
 * `accessBeforeValidation` checks before the body is validated (the default is after, as the
 * handlers always did, so a bad body is a 400 whoever sends it).
 *
 * Answers (unchanged from the per-handler checks): 401 "Your session has ended…" without a
 * live session, 403 with the SPEC §2 texts for an inactive client or user, 403 "Permission
 * Denied" (SPEC §6) without the menu.
 */
export type RouteAccess = {
  public?: true;
  menu?: MenuId | ((request: FastifyRequest) => MenuId);
  menus?: readonly MenuId[];
  session?: true | SessionOptions;
  accessBeforeValidation?: true;
};

declare module "fastify" {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    /**
     * The caller, resolved once by the access hook before the handler runs. Set on every
     * route that is not `public`; a public route's handler must not read it.
     */
    principal: Principal;
  }
}

/** How a route's `config` reads as one rule, for the hook and for the route-walking test. */
export type AccessRule =
  | { kind: "public" }
  | { kind: "session" }
  | { kind: "menu"; menus: readonly MenuId[] | "per-request" };

const PUBLIC_SCOPE = Symbol("routes of this scope are public");

/**
 * Marks every route `register` adds public: for plugins that add routes without our options
 * (@fastify/static's one route per console file). Awaiting a registration loads the plugin,
 * so the mark is gone before any other route is added.
 */
export async function publicRoutes(app: FastifyInstance, register: () => PromiseLike<unknown>) {
  const marked = app as unknown as Record<symbol, boolean>;
  marked[PUBLIC_SCOPE] = true;
  try {
    await register();
  } finally {
    delete marked[PUBLIC_SCOPE];
  }
}

/** The rule a route's config declares; throws when it declares none or more than one. */
export function accessRuleOf(config: RouteAccess | undefined, route: string): AccessRule {
  const declared = [
    config?.public ? "public" : null,
    config?.menu !== undefined ? "menu" : null,
    config?.menus !== undefined ? "menus" : null,
  ].filter((kind) => kind !== null);
  if (declared.length > 1)
    throw new Error(`${route}: declare one of config.public, config.menu, config.menus`);
  if (config?.public) {
    if (config.session) throw new Error(`${route}: a public route has no session options`);
    return { kind: "public" };
  }
  if (config?.menus !== undefined) {
    if (config.menus.length === 0) throw new Error(`${route}: config.menus is empty`);
    return { kind: "menu", menus: config.menus };
  }
  if (config?.menu !== undefined)
    return {
      kind: "menu",
      menus: typeof config.menu === "function" ? "per-request" : [config.menu],
    };
  if (config?.session) return { kind: "session" };
  throw new Error(
    `${route} declares no access: set config.menu, config.menus, config.session or config.public`,
  );
}

/** 403 "Permission Denied" unless the caller has at least one of the menus (SPEC §6). */
export function requireAnyMenu(principal: Principal, menus: readonly MenuId[]): void {
  if (!menus.some((menu) => hasMenu(principal.menus, menu)))
    throw new HttpError(403, PERMISSION_DENIED);
}

/** 403 FEATURE_DISABLED, in the caller's language: the menu stands behind a flag that is off. */
export const featureDisabled = () =>
  new HttpError(403, FEATURE_DISABLED_MESSAGES.en, {
    code: "FEATURE_DISABLED",
    messages: FEATURE_DISABLED_MESSAGES,
  });

/**
 * The feature flags of a menu's sidebar entry hold on the server too (SPEC §2, §6): of the
 * menus the route accepts and the caller holds, at least one must have its flags on (the
 * attendance beta for Working Location and Employee Schedule, payroll beta and tax
 * eligibility for Tax Management…). Flags are read only when every such menu has some.
 */
async function requireMenuFlags(
  db: Db,
  environment: string,
  principal: Principal,
  accepted: readonly MenuId[],
  request: FastifyRequest,
): Promise<void> {
  const held = accepted.filter((menu) => hasMenu(principal.menus, menu));
  if (held.length === 0 || held.some((menu) => menuFlagGates(menu).length === 0)) return;
  // Issue 19: read once per gateway request (services/shared/localScope.ts).
  const { feature_flags: flags } = await sharedInScope(request, `flags:${principal.clientId}`, () =>
    readSystemConfig(db, principal.clientId, environment),
  );
  if (!held.some((menu) => menuFlagsPass(menu, flags))) throw featureDisabled();
}

/**
 * Installs the access rule on every route registered after this call: refuses, when the
 * route is added, one that declares nothing; adds the check in front of its own hooks.
 * `environment` decides the flags' defaults (domain/flags.ts).
 */
export function routeAccess(app: FastifyInstance, db: Db, environment = "development"): void {
  app.decorateRequest("principal", null as unknown as Principal);
  app.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    if ((this as unknown as Record<symbol, boolean>)[PUBLIC_SCOPE])
      route.config = { ...route.config, public: true };
    const config = route.config as RouteAccess | undefined;
    const rule = accessRuleOf(config, `${[route.method].flat().join(",")} ${route.url}`);
    if (rule.kind === "public") return;
    const session = typeof config?.session === "object" ? config.session : {};
    const menu = config?.menu;
    const menus = config?.menus;
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      const principal = await requirePrincipal(db, request, session, reply);
      const accepted = menus ?? (menu ? [typeof menu === "function" ? menu(request) : menu] : []);
      if (accepted.length > 0) {
        requireAnyMenu(principal, accepted);
        await requireMenuFlags(db, environment, principal, accepted, request);
      }
      request.principal = principal;
    };
    const stage = config?.accessBeforeValidation ? "preValidation" : "preHandler";
    route[stage] = [check, ...[route[stage] ?? []].flat()] as never;
  });
}
