import { describe, expect, it } from "vitest";
import { CLIENT_LIST_FLAGS, defaultFlags, type FlagName, TOGGLE_FLAGS } from "./flags.ts";
import { ALL_MENU_IDS, MENUS, OPERATIONS_MENU_IDS } from "./menus.ts";
import {
  type AccessContext,
  activeMenu,
  externalHref,
  externalLink,
  flattenSidebar,
  hasSidebar,
  isItemVisible,
  MAIN_PADDING,
  maintenanceRedirect,
  matchRoute,
  menuFlagGates,
  menuFlagsPass,
  ROUTES,
  routeAccess,
  SIDEBAR,
  SIDEBAR_OFFSET,
  type SidebarItem,
  supportContactHref,
  visibleSidebar,
} from "./navigation.ts";

const ALL_FLAGS: FlagName[] = [...CLIENT_LIST_FLAGS, ...TOGGLE_FLAGS];
const allFlags = (on: boolean) =>
  Object.fromEntries(ALL_FLAGS.map((flag) => [flag, on])) as Record<FlagName, boolean>;

/** The tree as "parent > child" ids, in order. */
function shape(items: readonly SidebarItem[]): string[] {
  return items.map((item) =>
    item.submenu ? `${item.id} > ${item.submenu.map((c) => c.id).join(", ")}` : item.id,
  );
}

const visibleIds = (ctx: AccessContext) =>
  new Set(flattenSidebar(visibleSidebar(ctx)).map((i) => i.id));

/** A concrete path for a pattern: every parameter becomes "1". */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, "1");

/** Every route of SPEC §2's route table, written out as concrete example paths. */
const SPEC_PATHS = [
  // General
  "/no-access",
  "/not-found",
  "/login",
  "/settings",
  "/",
  "/maintenance",
  // Employees
  "/agents",
  "/agents/create",
  "/agents/12",
  "/agents/additional-data",
  "/agents/additional-data/create",
  "/agents/bulk/default-data",
  "/agents/bulk/additional-data",
  "/agents/12/leave-records/3",
  // Payroll components
  "/payroll/payroll-components",
  "/payroll/payroll-components/create",
  "/payroll/payroll-components/4/edit",
  "/payroll/payroll-components/regulation-based/create",
  "/payroll/payroll-components/regulation-based/4",
  // Payroll reports beta
  "/payroll/payroll-reports-beta",
  "/payroll/payroll-reports-beta/8",
  "/payroll/payroll-reports-beta/payslip-preview/8",
  "/payroll/payroll-reports-beta/8/employee-payroll-report/21",
  // Tax group configurations
  "/payroll/tax-group-configurations",
  "/payroll/tax-group-configurations/pph-21-tidak-final/create",
  "/payroll/tax-group-configurations/pph-21-tidak-final/5",
  "/payroll/tax-group-configurations/pph-21-tidak-final/5/employee-tax-record/9",
  "/payroll/tax-group-configurations/pph-21-final/create",
  "/payroll/tax-group-configurations/pph-21-final/5",
  // Payroll reports
  "/payroll-reports",
  "/payroll-reports/create-direct-payroll",
  "/payroll-reports/creation-summary",
  "/payroll-reports/7",
  "/payroll-reports/direct/7",
  "/payroll-reports/direct/7/agent/40",
  "/payroll-reports/7/edit",
  // Payroll groups
  "/payroll-groups",
  "/payroll-groups/create",
  "/payroll-groups/3",
  "/payroll-groups/3/edit",
  // Attendance
  "/attendances/pending-approvals?attendanceId=5",
  "/attendances/pending-approvals/attendances/5",
  "/attendances/overview",
  "/attendances/overview/activity-logs?employeeId=1&employeeName=Budi&date=2025-01-31",
  "/attendances/overview/daily-overview?employeeId=1&employeeName=Budi&date=2025-01-31",
  "/attendances/overview/daily-overview/attendances/6",
  // Attendance settings
  ...[
    "attendance-policies",
    "leave-policies",
    "approval-rules",
    "overtime-policies",
    "master-schedules",
    "schedule-patterns",
  ].flatMap((slug) => [
    `/settings/attendances/${slug}`,
    `/settings/attendances/${slug}/create`,
    `/settings/attendances/${slug}/2/edit`,
  ]),
  // Schedules
  "/attendances/employee-schedules",
  "/attendances/employee-schedules/assign-schedule",
  // Working locations
  "/working-locations",
  "/working-locations/create",
  "/working-locations/3",
  // Other menu routes
  "/analytics",
  "/dashboard",
  "/partners/database",
  "/partners/approval",
  "/projects",
  "/assignments",
  "/merchants",
  "/branches",
  "/shifts",
  "/daily-approvals",
  "/attendance-recap",
  "/attendances",
  "/leave-management",
  "/digital-forms",
  "/digital-forms/assignment",
  "/sku-management",
  "/sku-management/product-catalog",
  "/sku-management/product-eligibility",
  "/audit",
  "/submission-management",
  "/submission-management/custom-form-submissions",
  "/submission-management/stock-submissions",
  "/submission-management/sales-submissions",
  "/stock-submissions",
  "/sales-submissions",
  "/benefit",
  "/reimbursements",
  "/disbursements",
  "/disbursements/approval",
  "/announcements",
  "/compliance",
  "/compliance/contracts",
];

const admin = (flags: Partial<Record<FlagName, boolean>> = allFlags(true)): AccessContext => ({
  menus: ALL_MENU_IDS,
  flags,
});

describe("route table (SPEC §2)", () => {
  it.each(SPEC_PATHS)("%s matches a route", (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it("extracts parameters and prefers static segments over parameters", () => {
    expect(matchRoute("/agents/12/leave-records/3")).toMatchObject({
      route: { pattern: "/agents/:id/leave-records/:recordId" },
      params: { id: "12", recordId: "3" },
    });
    expect(matchRoute("/agents/create")?.route.pattern).toBe("/agents/create");
    expect(matchRoute("/agents/additional-data")?.route.pattern).toBe("/agents/additional-data");
    expect(matchRoute("/agents/12")?.params).toEqual({ id: "12" });
    expect(matchRoute("/payroll/payroll-reports-beta/payslip-preview/8")?.route.pattern).toBe(
      "/payroll/payroll-reports-beta/payslip-preview/:id",
    );
    expect(matchRoute("/payroll-reports/direct/7")?.route.pattern).toBe(
      "/payroll-reports/direct/:id",
    );
    expect(matchRoute("/agents/a%20b")?.params).toEqual({ id: "a b" });
    expect(matchRoute("/agents/12/")?.route.pattern).toBe("/agents/:id");
  });

  it("needs the exact segment count", () => {
    for (const path of [
      "/agents/1/2",
      "/nope",
      "/payroll",
      "/settings/attendances",
      "/agents/1/leave-records",
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it("no route is shadowed by an earlier one", () => {
    for (const route of ROUTES) {
      expect(matchRoute(samplePath(route.pattern))?.route, route.pattern).toBe(route);
    }
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it("binds every guarded route to a sidebar item; only general routes are ungated", () => {
    const ids = new Set(flattenSidebar().map((i) => i.id));
    const general = ROUTES.filter((r) => r.sidebarItemId === undefined).map((r) => r.pattern);
    expect(general.sort()).toEqual([
      "/",
      "/login",
      "/maintenance",
      "/no-access",
      "/not-found",
      "/settings",
    ]);
    for (const route of ROUTES) {
      if (route.sidebarItemId) expect(ids.has(route.sidebarItemId), route.pattern).toBe(true);
      else expect(["public", "authenticated"]).toContain(route.access);
    }
  });

  it("bare layout only for login, maintenance and the payslip preview", () => {
    expect(
      ROUTES.filter((r) => r.layout === "bare")
        .map((r) => r.pattern)
        .sort(),
    ).toEqual(["/login", "/maintenance", "/payroll/payroll-reports-beta/payslip-preview/:id"]);
  });

  it("titles and breadcrumbs are bilingual and non-empty", () => {
    for (const route of ROUTES) {
      for (const text of [route.title, ...route.breadcrumb]) {
        expect(text.en.trim(), route.pattern).not.toBe("");
        expect(text.id.trim(), route.pattern).not.toBe("");
      }
      expect(route.breadcrumb.at(-1), route.pattern).toEqual(route.title);
    }
    expect(matchRoute("/agents/12/leave-records/3")?.route.breadcrumb).toEqual([
      { en: "Employees", id: "Karyawan" },
      { en: "Employee List", id: "Daftar Karyawan" },
      { en: "Leave Record Detail", id: "Detail Catatan Cuti" },
    ]);
  });

  it("payroll guard kinds come from the items' gates", () => {
    const kinds = (prefix: string) =>
      new Set(ROUTES.filter((r) => r.pattern.startsWith(prefix)).map((r) => r.payroll));
    expect(kinds("/payroll/payroll-components")).toEqual(new Set(["beta"]));
    expect(kinds("/payroll/payroll-reports-beta")).toEqual(new Set(["beta"]));
    expect(kinds("/payroll/tax-group-configurations")).toEqual(new Set(["tax"]));
    expect(kinds("/payroll-reports")).toEqual(new Set([undefined]));
    expect(kinds("/payroll-groups")).toEqual(new Set([undefined]));
  });
});

describe("sidebar (SPEC §2, §3, §6)", () => {
  it("lists the SPEC entries in order, plus Role Management and Settings", () => {
    expect(shape(SIDEBAR)).toEqual([
      "analytics",
      "employees > employee-list, employee-additional-data",
      "partners > partner-database, partner-approval",
      "projects > project-list, assignment",
      "merchant",
      "branch",
      "attendances > shifts, daily-approval, attendance-recap",
      "working-location",
      "attendances-beta > employee-schedule, pending-approval, attendance-overview",
      "leave-management",
      "digital-forms > form-template, form-assignment",
      "sku-management > product-catalog, product-eligibility",
      "audit-portal",
      "submission-management > custom-form-submission, stock-submission, sales-submission",
      "payroll > payroll-component, payroll-report-beta, tax-management, payroll-group, payroll-report",
      "benefit",
      "reimbursement",
      "disbursement > disbursement-process, disbursement-approval",
      "announcement",
      "compliance > contract-management",
      "role-management",
      "settings",
    ]);
  });

  it("every leaf carries an existing menu id, every menu has a leaf", () => {
    const leaves = flattenSidebar().filter((i) => i.type === "single");
    expect(leaves.map((l) => l.menuId).sort()).toEqual([...ALL_MENU_IDS].sort());
    for (const item of flattenSidebar()) {
      expect(item.label.en, item.id).not.toBe("");
      expect(item.label.id, item.id).not.toBe("");
      expect(item.icon, item.id).not.toBe("");
      const owns = item.routes.some((r) => item.route === r || item.route.startsWith(`${r}/`));
      expect(owns, `${item.id} → ${item.route}`).toBe(true);
    }
  });

  it("external links open in a new tab", () => {
    const externals = flattenSidebar().filter((i) => i.external);
    expect(externals.map((i) => [i.id, i.external, i.isOpenInNewTab])).toEqual([
      ["analytics", "analytics", true],
      ["audit-portal", "audit", true],
      ["benefit", "benefit", true],
    ]);
  });

  it("admin with every menu and every flag sees every item but Leave Management", () => {
    const everything = flattenSidebar().map((i) => i.id);
    expect([...visibleIds(admin())]).toEqual(everything.filter((id) => id !== "leave-management"));
  });

  it("lists Settings now that its attendance pages are built (issue 13); nothing is unlisted", () => {
    expect(flattenSidebar().filter((item) => item.unlisted)).toEqual([]);
    expect(visibleIds(admin()).has("settings")).toBe(true);
    expect(isItemVisible("settings", admin())).toBe(true);
    for (const path of [
      "/settings/attendances/master-schedules",
      "/settings/attendances/master-schedules/create",
      "/settings/attendances/schedule-patterns/7/edit",
    ])
      expect(routeAccess(path, admin())).toEqual({ kind: "allow" });
  });

  it("admin outside the allowed-client group sees Leave Management, not the BETA attendance", () => {
    const ids = visibleIds(admin({ ...allFlags(true), attendance_beta: false }));
    expect(ids.has("leave-management")).toBe(true);
    expect(ids.has("attendances-beta")).toBe(false);
    expect(ids.has("working-location")).toBe(false);
  });

  it("no menus, no sidebar", () => {
    expect(visibleSidebar({ menus: [], flags: allFlags(true) })).toEqual([]);
  });

  it("the operations role sees employees, attendance and leave", () => {
    const ops: AccessContext = { menus: OPERATIONS_MENU_IDS, flags: defaultFlags("production") };
    expect(shape(visibleSidebar(ops))).toEqual([
      "employees > employee-list, employee-additional-data",
      "attendances > shifts, daily-approval, attendance-recap",
      "leave-management",
    ]);
    const allowed = { ...ops, flags: { ...ops.flags, attendance_beta: true } };
    expect(shape(visibleSidebar(allowed))).toEqual([
      "employees > employee-list, employee-additional-data",
      "attendances > shifts, daily-approval, attendance-recap",
      "attendances-beta > employee-schedule, pending-approval, attendance-overview",
    ]);
  });

  it("legacy menu names grant their entries", () => {
    const legacy = MENUS.flatMap((m) => ("legacy" in m ? [m.legacy] : []));
    expect(legacy.sort()).toEqual(
      [
        "agents",
        "projects",
        "assignments",
        "merchants",
        "branches",
        "shifts",
        "attendances",
        "reimbursement",
        "disbursement",
        "payroll reports",
        "payroll groups",
      ].sort(),
    );
    const ctx: AccessContext = { menus: legacy, flags: {} };
    expect(shape(visibleSidebar(ctx))).toEqual([
      "employees > employee-list",
      "projects > project-list, assignment",
      "merchant",
      "branch",
      "attendances > shifts, daily-approval",
      "payroll > payroll-group, payroll-report",
      "reimbursement",
      "disbursement > disbursement-process",
    ]);
    expect(routeAccess("/agents/12", ctx)).toEqual({ kind: "allow" });
    expect(routeAccess("/payroll-reports/direct/7/agent/40", ctx)).toEqual({ kind: "allow" });
    expect(routeAccess("/agents/additional-data", ctx).kind).toBe("redirect");
  });

  it("applies the extra gates", () => {
    const base = ["working-location", "audit-portal", "disbursement-approval"] as const;
    const ctx = (flags: Partial<Record<FlagName, boolean>>, menus: string[] = [...base]) => ({
      menus,
      flags,
    });
    // Working Location: allowed client AND the branch menu.
    expect(isItemVisible("working-location", ctx({ attendance_beta: true }))).toBe(false);
    expect(
      isItemVisible("working-location", ctx({ attendance_beta: true }, [...base, "branches"])),
    ).toBe(true);
    expect(isItemVisible("working-location", ctx({}, [...base, "branch"]))).toBe(false);
    expect(isItemVisible("audit-portal", ctx({ audit: false }))).toBe(false);
    expect(isItemVisible("audit-portal", ctx({ audit: true }))).toBe(true);
    expect(isItemVisible("disbursement-approval", ctx({}))).toBe(false);
    expect(
      isItemVisible("disbursement-approval", ctx({ manual_disbursement_approval: true })),
    ).toBe(true);
    expect(isItemVisible("disbursement", ctx({}))).toBe(false);
    const compliance = { menus: ["contract-management"], flags: { contract: false } };
    expect(isItemVisible("contract-management", compliance)).toBe(false);
    expect(isItemVisible("compliance", { ...compliance, flags: { contract: true } })).toBe(true);
  });

  it("visible parents lead to a page the user may open", () => {
    const ctx: AccessContext = { menus: ["employee-additional-data", "payroll-report"], flags: {} };
    const tree = visibleSidebar(ctx);
    expect(tree.find((i) => i.id === "employees")?.route).toBe("/agents/additional-data");
    expect(tree.find((i) => i.id === "payroll")?.route).toBe("/payroll-reports");
  });
});

/** A small deterministic generator, so the property loop is reproducible. */
function* contexts(count: number): Generator<AccessContext> {
  let seed = 20240601;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const legacyNames = MENUS.flatMap((m) => ("legacy" in m ? [m.legacy] : []));
  const pool = [...ALL_MENU_IDS, ...legacyNames];
  yield { menus: [], flags: {} };
  yield admin();
  yield admin({});
  yield admin({ ...allFlags(true), attendance_beta: false });
  yield { menus: OPERATIONS_MENU_IDS, flags: defaultFlags("production") };
  for (let i = 0; i < count; i++) {
    const density = next();
    yield {
      menus: pool.filter(() => next() < density),
      flags: Object.fromEntries(ALL_FLAGS.map((flag) => [flag, next() < 0.5])),
    };
  }
}

describe("sidebar and route guards cannot disagree", () => {
  it("a shown item's page is allowed; a hidden item's pages are all redirected", () => {
    let shown = 0;
    let hidden = 0;
    for (const ctx of contexts(400)) {
      const tree = flattenSidebar(visibleSidebar(ctx));
      const visible = new Set(tree.map((i) => i.id));
      for (const item of tree) {
        expect(routeAccess(item.route, ctx), `${item.id} ${item.route}`).toEqual({ kind: "allow" });
      }
      // An unlisted entry (no page yet) is left out of the sidebar alone: its own test above.
      for (const item of flattenSidebar().filter((i) => !i.unlisted)) {
        expect(isItemVisible(item.id, ctx), item.id).toBe(visible.has(item.id));
        const bound = ROUTES.filter((r) => r.sidebarItemId === item.id);
        for (const route of bound) {
          const decision = routeAccess(samplePath(route.pattern), ctx);
          if (visible.has(item.id)) {
            expect(decision, route.pattern).toEqual({ kind: "allow" });
            shown++;
          } else {
            expect(decision.kind, `${route.pattern} ${JSON.stringify(ctx)}`).toBe("redirect");
            hidden++;
          }
        }
      }
    }
    // The generator really exercised both sides.
    expect(shown).toBeGreaterThan(1000);
    expect(hidden).toBeGreaterThan(1000);
  });

  it("general routes are open to every signed-in user", () => {
    for (const path of ["/", "/no-access", "/not-found", "/login", "/maintenance"]) {
      expect(routeAccess(path, { menus: [], flags: {} }), path).toEqual({ kind: "allow" });
    }
  });
});

describe("routeAccess", () => {
  const payrollMenus = [
    "payroll-component",
    "payroll-report-beta",
    "tax-management",
    "payroll-report",
  ];
  const ok = { payroll_beta: true, tax_eligible: true };

  it("unknown paths go to /not-found; forbidden ones to /no-access without a toast", () => {
    expect(routeAccess("/nope", admin())).toEqual({ kind: "redirect", to: "/not-found" });
    expect(routeAccess("/agents", { menus: ["branch"], flags: {} })).toEqual({
      kind: "redirect",
      to: "/no-access",
    });
  });

  it("payroll beta: beta flag off sends to no-access with the toast", () => {
    const ctx = { menus: payrollMenus, flags: { ...ok, payroll_beta: false } };
    for (const path of [
      "/payroll/payroll-components/create",
      "/payroll/payroll-reports-beta/payslip-preview/8",
      "/payroll/tax-group-configurations",
    ]) {
      expect(routeAccess(path, ctx), path).toEqual({
        kind: "redirect",
        to: "/no-access",
        toast: "no access",
      });
    }
  });

  it("payroll beta: no payroll access (report or group) sends to no-access with the toast", () => {
    const ctx = { menus: ["payroll-component", "payroll-report-beta"], flags: ok };
    expect(routeAccess("/payroll/payroll-components", ctx)).toEqual({
      kind: "redirect",
      to: "/no-access",
      toast: "no access",
    });
    expect(
      routeAccess("/payroll/payroll-components", {
        ...ctx,
        menus: [...ctx.menus, "payroll groups"],
      }),
    ).toEqual({
      kind: "allow",
    });
  });

  it("tax: a client that is not tax-eligible goes to the payroll report beta list", () => {
    const ctx = { menus: payrollMenus, flags: { payroll_beta: true } };
    expect(
      routeAccess(
        "/payroll/tax-group-configurations/pph-21-tidak-final/5/employee-tax-record/9",
        ctx,
      ),
    ).toEqual({ kind: "redirect", to: "/payroll/payroll-reports-beta", toast: "no access" });
    expect(routeAccess("/payroll/payroll-reports-beta", ctx)).toEqual({ kind: "allow" });
    expect(
      routeAccess("/payroll/tax-group-configurations/pph-21-final/5", { ...ctx, flags: ok }),
    ).toEqual({
      kind: "allow",
    });
  });

  it("passing the payroll guard still needs the page's own menu", () => {
    const ctx = { menus: ["payroll-report"], flags: ok };
    expect(routeAccess("/payroll/payroll-components", ctx)).toEqual({
      kind: "redirect",
      to: "/no-access",
    });
    expect(routeAccess("/payroll-reports/7/edit", { ...ctx, flags: {} })).toEqual({
      kind: "allow",
    });
  });

  it("settings pages follow the Settings menu", () => {
    expect(routeAccess("/settings/attendances/leave-policies/2/edit", admin())).toEqual({
      kind: "allow",
    });
    expect(
      routeAccess("/settings/attendances/leave-policies/2/edit", { menus: ["agents"], flags: {} }),
    ).toEqual({ kind: "redirect", to: "/no-access" });
  });
});

describe("layout", () => {
  it("hasSidebar (SPEC §2 layout rules)", () => {
    expect(hasSidebar("/agents", true)).toBe(true);
    expect(hasSidebar("/", true)).toBe(true);
    expect(hasSidebar("/no-access", true)).toBe(true);
    expect(hasSidebar("/agents", false)).toBe(false);
    expect(hasSidebar("/login", true)).toBe(false);
    expect(hasSidebar("/login?next=/agents", true)).toBe(false);
    expect(hasSidebar("/maintenance", true)).toBe(false);
    expect(hasSidebar("/payroll/payroll-reports-beta/payslip-preview/8", true)).toBe(false);
    expect(hasSidebar("/payroll/payroll-reports-beta/8", true)).toBe(true);
  });

  it("maintenance forces /maintenance and releases it when off", () => {
    expect(maintenanceRedirect("/agents", true)).toBe("/maintenance");
    expect(maintenanceRedirect("/maintenance", true)).toBeNull();
    expect(maintenanceRedirect("/maintenance", false)).toBe("/");
    expect(maintenanceRedirect("/agents", false)).toBeNull();
  });

  it("constants", () => {
    expect(SIDEBAR_OFFSET).toEqual({ default: "17rem", custom: "15.2rem" });
    expect(MAIN_PADDING).toBe("4em 4em 8em");
  });

  it.each([
    ["/agents", "employees", "employee-list"],
    ["/agents/12/leave-records/3", "employees", "employee-list"],
    ["/agents/bulk/default-data", "employees", "employee-list"],
    ["/agents/additional-data/create", "employees", "employee-additional-data"],
    ["/agents/bulk/additional-data", "employees", "employee-additional-data"],
    ["/attendances", "attendances-beta", null],
    [
      "/attendances/overview/daily-overview/attendances/6",
      "attendances-beta",
      "attendance-overview",
    ],
    ["/attendances/pending-approvals?attendanceId=5", "attendances-beta", "pending-approval"],
    ["/daily-approvals", "attendances", "daily-approval"],
    ["/payroll/tax-group-configurations/pph-21-final/5", "payroll", "tax-management"],
    ["/payroll/payroll-reports-beta/8/employee-payroll-report/2", "payroll", "payroll-report-beta"],
    ["/payroll-reports/direct/7/agent/40", "payroll", "payroll-report"],
    ["/disbursements/approval", "disbursement", "disbursement-approval"],
    ["/disbursements", "disbursement", "disbursement-process"],
    ["/digital-forms/assignment", "digital-forms", "form-assignment"],
    ["/sku-management", "sku-management", null],
    ["/stock-submissions", "submission-management", "stock-submission"],
    ["/settings/attendances/leave-policies/2/edit", "settings", null],
    ["/working-locations/3", "working-location", null],
    ["/dashboard", "analytics", null],
    ["/merchants", "merchant", null],
    ["/login", null, null],
    ["/", null, null],
  ])("activeMenu(%s) = %s / %s", (path, itemId, subItemId) => {
    expect(activeMenu(path)).toEqual({ itemId, subItemId });
  });
});

describe("links", () => {
  const config = {
    analyticsUrl: "https://analytics.example.id/",
    auditPortalUrl: "https://audit.example.id/login?from=tenaga",
    benefitUrl: "https://benefit.example.id/#/home",
  };

  it("externalHref appends the URL-encoded token to the Audit Portal and Benefit only", () => {
    expect(externalHref("analytics", "a b/c+d=&e", config)).toBe("https://analytics.example.id/");
    expect(
      externalHref("audit", "a b/c+d=&e", {
        ...config,
        auditPortalUrl: "https://audit.example.id/",
      }),
    ).toBe("https://audit.example.id/?token=a%20b%2Fc%2Bd%3D%26e");
    expect(externalHref("audit", "tok", config)).toBe(
      "https://audit.example.id/login?from=tenaga&token=tok",
    );
    expect(externalHref("benefit", "tok", config)).toBe(
      "https://benefit.example.id/?token=tok#/home",
    );
  });

  it("externalLink sends the token-carrying links through the server (the token is HttpOnly)", () => {
    expect(externalLink("analytics", "https://analytics.example.id/")).toBe(
      "https://analytics.example.id/",
    );
    expect(externalLink("audit", "x")).toBe("/api/main/v1/auth/external/audit");
    expect(externalLink("benefit", "x")).toBe("/api/main/v1/auth/external/benefit");
  });

  it("supportContactHref opens a WhatsApp chat with the message in the user's language", () => {
    const support = {
      supportPhone: "0812-3456-7890",
      message: { en: "Hello support & team?", id: "Halo tim dukungan" },
    };
    expect(supportContactHref(support, "en")).toBe(
      "https://wa.me/6281234567890?text=Hello%20support%20%26%20team%3F",
    );
    expect(supportContactHref({ ...support, supportPhone: "+62 812 3456 7890" }, "id")).toBe(
      "https://wa.me/6281234567890?text=Halo%20tim%20dukungan",
    );
  });
});

describe("/settings", () => {
  it("is every signed-in user's page; the Settings menu guards the attendance settings", () => {
    const ops = { menus: ["employee-list"], flags: {} };
    expect(routeAccess("/settings", ops)).toEqual({ kind: "allow" });
    expect(routeAccess("/settings/attendances/attendance-policies", ops).kind).toBe("redirect");
    expect(
      routeAccess("/settings/attendances/attendance-policies", { menus: ["settings"], flags: {} }),
    ).toEqual({
      kind: "allow",
    });
  });
});

describe("menuFlagGates / menuFlagsPass (the services hold a menu's routes to its flags)", () => {
  it("collects the flag gates of a menu's item and of the groups above it", () => {
    const flags = (menu: Parameters<typeof menuFlagGates>[0]) =>
      menuFlagGates(menu).map((gate) =>
        gate.kind === "flag" ? `${gate.flag}:${gate.enabled}` : "",
      );
    expect(flags("working-location")).toEqual(["attendance_beta:true"]);
    expect(flags("employee-schedule")).toEqual(["attendance_beta:true"]);
    expect(flags("tax-management")).toEqual(["payroll_beta:true", "tax_eligible:true"]);
    expect(flags("leave-management")).toEqual(["attendance_beta:false"]);
    expect(flags("shifts")).toEqual([]);
    expect(flags("settings")).toEqual([]);
  });

  it("passes when every flag gate holds", () => {
    expect(menuFlagsPass("working-location", { attendance_beta: true })).toBe(true);
    expect(menuFlagsPass("working-location", {})).toBe(false);
    expect(menuFlagsPass("leave-management", { attendance_beta: true })).toBe(false);
    expect(menuFlagsPass("tax-management", { payroll_beta: true })).toBe(false);
    expect(menuFlagsPass("shifts", {})).toBe(true);
  });
});
