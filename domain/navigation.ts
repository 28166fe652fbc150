/**
 * The console's navigation: ONE definition drives the sidebar (SPEC §2 "Sidebar entries",
 * §3 "Sidebar item") and the route guards (SPEC §2 "Route table", §4 "Payroll guard", §6).
 *
 * Every guarded route is bound to a sidebar item (`sidebarItemId`) and is allowed exactly when
 * that item would be shown by {@link visibleSidebar}: both read the same declarative gate list,
 * so the sidebar and the guards cannot disagree. Pure TypeScript: runs in the browser.
 */
import { NO_ACCESS } from "./errors.ts";
import type { FlagName } from "./flags.ts";
import { hasMenu, hasPayrollAccess, type MenuId } from "./menus.ts";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export type Bilingual = { en: string; id: string };
export type Language = keyof Bilingual;

/** What the signed-in user may see: their menu list (ids or legacy names) and resolved flags. */
export type AccessContext = {
  menus: readonly string[];
  flags: Readonly<Partial<Record<FlagName, boolean>>>;
};

/**
 * One declarative condition. An item is shown only when all of its gates (and all of its
 * ancestors' gates) pass. A flag that is missing from the context counts as off.
 */
export type Gate =
  | { readonly kind: "menu"; readonly menu: MenuId }
  | { readonly kind: "flag"; readonly flag: FlagName; readonly enabled: boolean }
  | { readonly kind: "payroll-access" };

export type ExternalKind = "analytics" | "audit" | "benefit";

/** SPEC §3 sidebar item; `show` is replaced by the declarative `rule` (plus `menuId`). */
export type SidebarItem = {
  readonly id: string;
  readonly label: Bilingual;
  /** An icon name the UI maps to a component. */
  readonly icon: string;
  /** Where a click goes. For a submenu parent without a page of its own: its first child's. */
  readonly route: string;
  /** Route patterns (segment prefixes) that make this item active; a parent holds its children's. */
  readonly routes: readonly string[];
  readonly type: "single" | "submenu";
  readonly submenu?: readonly SidebarItem[];
  readonly isOpenInNewTab?: boolean;
  /** A link to an external app carrying the auth token (opens in a new tab). */
  readonly external?: ExternalKind;
  readonly badge?: "BETA";
  /** The label may wrap onto two lines. */
  readonly wrap?: boolean;
  /** The menu that grants a leaf (by id or legacy name). */
  readonly menuId?: MenuId;
  /** Extra gates besides `menuId`. */
  readonly rule?: readonly Gate[];
  /**
   * Left out of the sidebar until its page is built (issue 11 B5: an entry must not lead to a
   * placeholder); its routes keep their guard.
   */
  readonly unlisted?: boolean;
};

export type RouteAccessRule = "public" | "authenticated" | { menu: MenuId } | { anyMenu: MenuId[] };

export type RouteDefinition = {
  /** wouter syntax: static segments and ":name" parameters. */
  readonly pattern: string;
  readonly title: Bilingual;
  readonly breadcrumb: readonly Bilingual[];
  readonly layout: "sidebar" | "bare";
  /** Documentation of the guard; for routes with `sidebarItemId` it is derived from the item. */
  readonly access: RouteAccessRule;
  /** SPEC §4 payroll guard; derived from the bound item's gates. */
  readonly payroll?: "beta" | "tax";
  /** The sidebar item whose visibility decides access (and which is highlighted). */
  readonly sidebarItemId?: string;
  /** Query parameters the page reads. */
  readonly query?: readonly string[];
};

export type RouteMatch = { route: RouteDefinition; params: Record<string, string> };

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string; toast?: typeof NO_ACCESS };

export const HOME_PATH = "/";
export const LOGIN_PATH = "/login";
export const MAINTENANCE_PATH = "/maintenance";
export const NO_ACCESS_PATH = "/no-access";
export const NOT_FOUND_PATH = "/not-found";
export const PAYROLL_REPORTS_BETA_PATH = "/payroll/payroll-reports-beta";

/** SPEC §2 layout constants. */
export const SIDEBAR_OFFSET = { default: "17rem", custom: "15.2rem" } as const;
export const MAIN_PADDING = "4em 4em 8em";

// ---------------------------------------------------------------------------------------------
// Gates
// ---------------------------------------------------------------------------------------------

const flagOn = (flag: FlagName): Gate => ({ kind: "flag", flag, enabled: true });
const flagOff = (flag: FlagName): Gate => ({ kind: "flag", flag, enabled: false });
const menuGate = (menu: MenuId): Gate => ({ kind: "menu", menu });
const PAYROLL_ACCESS: Gate = { kind: "payroll-access" };

/** SPEC §4: payroll beta pages need the beta flag and payroll access (report or group). */
const PAYROLL_BETA: readonly Gate[] = [flagOn("payroll_beta"), PAYROLL_ACCESS];
/** The allowed-client group of SPEC §2 (Attendances BETA, Working Location, no Leave Management). */
const ALLOWED_CLIENT = flagOn("attendance_beta");

export function gatePasses(gate: Gate, ctx: AccessContext): boolean {
  switch (gate.kind) {
    case "menu":
      return hasMenu(ctx.menus, gate.menu);
    case "flag":
      return (ctx.flags[gate.flag] === true) === gate.enabled;
    case "payroll-access":
      return hasPayrollAccess(ctx.menus);
  }
}

/** An item's own gates: its menu (for leaves) followed by its rule. */
export function itemGates(item: SidebarItem): readonly Gate[] {
  return [...(item.menuId ? [menuGate(item.menuId)] : []), ...(item.rule ?? [])];
}

// ---------------------------------------------------------------------------------------------
// Sidebar
// ---------------------------------------------------------------------------------------------

const t = (en: string, id: string): Bilingual => ({ en, id });

type LeafOptions = Partial<
  Pick<SidebarItem, "isOpenInNewTab" | "external" | "badge" | "wrap" | "rule" | "unlisted">
> & { id?: string; route?: string };

function leaf(
  menuId: MenuId,
  label: Bilingual,
  icon: string,
  routes: readonly [string, ...string[]],
  options: LeafOptions = {},
): SidebarItem {
  const { id = menuId, route = routes[0], ...rest } = options;
  return { id, label, icon, route, routes, type: "single", menuId, ...rest };
}

type GroupOptions = Partial<Pick<SidebarItem, "badge" | "rule">> & {
  /** The group's own landing page, if it has one (else a click goes to its first child). */
  own?: readonly string[];
};

function group(
  id: string,
  label: Bilingual,
  icon: string,
  submenu: readonly [SidebarItem, ...SidebarItem[]],
  options: GroupOptions = {},
): SidebarItem {
  const { own = [], ...rest } = options;
  return {
    id,
    label,
    icon,
    route: own[0] ?? submenu[0].route,
    routes: [...own, ...submenu.flatMap((child) => child.routes)],
    type: "submenu",
    submenu,
    ...rest,
  };
}

/** Every entry of SPEC §2 "Sidebar entries", in order, then Role Management and Settings. */
export const SIDEBAR: readonly SidebarItem[] = [
  leaf("analytics", t("Analytics", "Analitik"), "chart-bar", ["/analytics", "/dashboard"], {
    external: "analytics",
    isOpenInNewTab: true,
  }),
  // SPEC §2 also names an "Agents" icon group: it is this one (agents is the legacy name).
  group("employees", t("Employees", "Karyawan"), "users", [
    leaf("employee-list", t("Employee List", "Daftar Karyawan"), "list", ["/agents"]),
    leaf("employee-additional-data", t("Additional Data", "Data Tambahan"), "database", [
      "/agents/additional-data",
      "/agents/bulk/additional-data",
    ]),
  ]),
  group("partners", t("Partners", "Mitra"), "handshake", [
    leaf("partner-database", t("Partner Database", "Basis Data Mitra"), "database", [
      "/partners/database",
    ]),
    leaf("partner-approval", t("Partner Approval", "Persetujuan Mitra"), "user-check", [
      "/partners/approval",
    ]),
  ]),
  group("projects", t("Projects", "Proyek"), "briefcase", [
    leaf("project-list", t("Project List", "Daftar Proyek"), "list", ["/projects"]),
    leaf("assignment", t("Assignment", "Penugasan"), "clipboard-list", ["/assignments"]),
  ]),
  leaf("merchant", t("Merchant", "Gerai"), "store", ["/merchants"]),
  leaf("branch", t("Branch", "Cabang"), "building", ["/branches"]),
  group("attendances", t("Attendances", "Kehadiran"), "calendar-check", [
    leaf("shifts", t("Shifts", "Sif Kerja"), "clock", ["/shifts"]),
    leaf("daily-approval", t("Daily Approval", "Persetujuan Harian"), "check-circle", [
      "/daily-approvals",
    ]),
    leaf("attendance-recap", t("Attendance Recap", "Rekap Kehadiran"), "file-spreadsheet", [
      "/attendance-recap",
    ]),
  ]),
  leaf(
    "working-location",
    t("Working Location", "Lokasi Kerja"),
    "map-pin",
    ["/working-locations"],
    {
      badge: "BETA",
      rule: [ALLOWED_CLIENT, menuGate("branch")],
    },
  ),
  group(
    "attendances-beta",
    t("Attendances", "Kehadiran"),
    "calendar-clock",
    [
      leaf("employee-schedule", t("Employee Schedule", "Jadwal Karyawan"), "calendar-days", [
        "/attendances/employee-schedules",
      ]),
      leaf("pending-approval", t("Pending Approval", "Menunggu Persetujuan"), "hourglass", [
        "/attendances/pending-approvals",
      ]),
      leaf("attendance-overview", t("Attendance Overview", "Ringkasan Kehadiran"), "chart-pie", [
        "/attendances/overview",
      ]),
    ],
    { badge: "BETA", rule: [ALLOWED_CLIENT], own: ["/attendances"] },
  ),
  leaf(
    "leave-management",
    t("Leave Management", "Manajemen Cuti"),
    "calendar-x",
    ["/leave-management"],
    { rule: [flagOff("attendance_beta")] },
  ),
  group("digital-forms", t("Digital Forms", "Formulir Digital"), "file-text", [
    leaf("form-template", t("Form Template", "Templat Formulir"), "layout-template", [
      "/digital-forms",
    ]),
    leaf("form-assignment", t("Form Assignment", "Penugasan Formulir"), "file-check", [
      "/digital-forms/assignment",
    ]),
  ]),
  group(
    "sku-management",
    t("SKU Management", "Manajemen SKU"),
    "package",
    [
      leaf("product-catalog", t("Product Catalog", "Katalog Produk"), "book-open", [
        "/sku-management/product-catalog",
      ]),
      leaf(
        "product-eligibility",
        t("Product Eligibility & Price Mapping", "Kelayakan Produk & Pemetaan Harga"),
        "tags",
        ["/sku-management/product-eligibility"],
        { wrap: true },
      ),
    ],
    { own: ["/sku-management"] },
  ),
  leaf("audit-portal", t("To Audit Portal", "Ke Portal Audit"), "external-link", ["/audit"], {
    external: "audit",
    isOpenInNewTab: true,
    rule: [flagOn("audit")],
  }),
  group(
    "submission-management",
    t("Submission Management", "Manajemen Pengajuan"),
    "inbox",
    [
      leaf(
        "custom-form-submission",
        t("Custom Form Submission", "Pengajuan Formulir Kustom"),
        "file-input",
        ["/submission-management/custom-form-submissions"],
        { wrap: true },
      ),
      leaf("stock-submission", t("Stock Submission", "Pengajuan Stok"), "boxes", [
        "/submission-management/stock-submissions",
        "/stock-submissions",
      ]),
      leaf("sales-submission", t("Sales Submission", "Pengajuan Penjualan"), "shopping-cart", [
        "/submission-management/sales-submissions",
        "/sales-submissions",
      ]),
    ],
    { own: ["/submission-management"] },
  ),
  group("payroll", t("Payroll", "Penggajian"), "wallet", [
    leaf(
      "payroll-component",
      t("Payroll Component", "Komponen Gaji"),
      "puzzle",
      ["/payroll/payroll-components"],
      { badge: "BETA", rule: PAYROLL_BETA },
    ),
    leaf(
      "payroll-report-beta",
      t("Payroll Report", "Laporan Penggajian"),
      "file-bar-chart",
      [PAYROLL_REPORTS_BETA_PATH],
      { badge: "BETA", rule: PAYROLL_BETA },
    ),
    leaf(
      "tax-management",
      t("Tax Management", "Manajemen Pajak"),
      "percent",
      ["/payroll/tax-group-configurations"],
      { badge: "BETA", rule: [...PAYROLL_BETA, flagOn("tax_eligible")] },
    ),
    leaf("payroll-group", t("Payroll Group", "Grup Penggajian"), "users-round", [
      "/payroll-groups",
    ]),
    leaf("payroll-report", t("Payroll Report", "Laporan Penggajian"), "file-text", [
      "/payroll-reports",
    ]),
  ]),
  leaf("benefit", t("Benefit", "Manfaat Karyawan"), "gift", ["/benefit"], {
    external: "benefit",
    isOpenInNewTab: true,
  }),
  leaf("reimbursement", t("Reimbursement", "Penggantian Biaya"), "receipt", ["/reimbursements"]),
  group("disbursement", t("Disbursement", "Pencairan Dana"), "banknote", [
    leaf("disbursement-process", t("Disbursement Process", "Proses Pencairan"), "send", [
      "/disbursements",
    ]),
    leaf(
      "disbursement-approval",
      t("Disbursement Approval", "Persetujuan Pencairan"),
      "badge-check",
      ["/disbursements/approval"],
      { rule: [flagOn("manual_disbursement_approval")] },
    ),
  ]),
  leaf("announcement", t("Announcement", "Pengumuman"), "megaphone", ["/announcements"]),
  group(
    "compliance",
    t("Compliance", "Kepatuhan"),
    "shield-check",
    [
      leaf("contract-management", t("Contract Management", "Manajemen Kontrak"), "file-signature", [
        "/compliance/contracts",
      ]),
    ],
    { rule: [flagOn("contract")], own: ["/compliance"] },
  ),
  // Issue 12: roles, the client's console users and the audit trail share the menu; Users and
  // Audit Log live under /settings (Settings → Users, Settings → Audit Log) and are tabs of it.
  leaf("role-management", t("Role Management", "Manajemen Peran"), "user-cog", [
    "/role-management",
    "/settings/users",
    "/settings/audit-log",
  ]),
  // The Settings menu holds the attendance settings; /settings itself (profile, password,
  // language) belongs to every signed-in user.
  leaf("settings", t("Settings", "Pengaturan"), "settings", ["/settings/attendances"], {
    route: "/settings/attendances/attendance-policies",
  }),
];

type Placed = { item: SidebarItem; ancestors: readonly SidebarItem[] };

const PLACED = new Map<string, Placed>();
(function index(items: readonly SidebarItem[], ancestors: readonly SidebarItem[]) {
  for (const item of items) {
    if (PLACED.has(item.id)) throw new Error(`duplicate sidebar item id "${item.id}"`);
    PLACED.set(item.id, { item, ancestors });
    if (item.submenu) index(item.submenu, [...ancestors, item]);
  }
})(SIDEBAR, []);

/** Every item of the tree, parents before their children. */
export function flattenSidebar(items: readonly SidebarItem[] = SIDEBAR): SidebarItem[] {
  return items.flatMap((item) => [item, ...flattenSidebar(item.submenu ?? [])]);
}

export function findSidebarItem(id: string): SidebarItem | undefined {
  return PLACED.get(id)?.item;
}

/** An item passes its gates and, for a parent, has at least one child that shows. */
function showsUnderParent(item: SidebarItem, ctx: AccessContext): boolean {
  if (!itemGates(item).every((gate) => gatePasses(gate, ctx))) return false;
  return item.type === "single" || (item.submenu ?? []).some((c) => showsUnderParent(c, ctx));
}

/**
 * True when the item appears in {@link visibleSidebar} for this context (an `unlisted` item: when
 * it would); route access follows it.
 */
export function isItemVisible(id: string, ctx: AccessContext): boolean {
  const placed = PLACED.get(id);
  if (!placed) return false;
  return (
    placed.ancestors.every((a) => itemGates(a).every((gate) => gatePasses(gate, ctx))) &&
    showsUnderParent(placed.item, ctx)
  );
}

/** The sidebar for this user: children filtered, empty parents dropped. */
export function visibleSidebar(ctx: AccessContext): SidebarItem[] {
  const filter = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.unlisted || !itemGates(item).every((gate) => gatePasses(gate, ctx))) return [];
      if (item.type === "single") return [item];
      const submenu = filter(item.submenu ?? []);
      const first = submenu[0];
      if (!first) return [];
      // A parent without its own page leads to its first child that shows.
      const hasOwnPage = matchRoute(item.route)?.route.sidebarItemId === item.id;
      return [{ ...item, submenu, route: hasOwnPage ? item.route : first.route }];
    });
  return filter(SIDEBAR);
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

function leafMenus(item: SidebarItem): MenuId[] {
  return flattenSidebar([item]).flatMap((i) => (i.menuId ? [i.menuId] : []));
}

function chainGates(id: string): Gate[] {
  const placed = PLACED.get(id);
  if (!placed) return [];
  return [...placed.ancestors, placed.item].flatMap((i) => [...itemGates(i)]);
}

/**
 * The feature-flag gates a menu's screens stand behind: those of its sidebar item and of the
 * groups above it. The services hold every route of the menu to the same flags (the access
 * hook in services/shared/access.ts), so a flag the sidebar hides is also refused by the API.
 */
export function menuFlagGates(menu: MenuId): readonly Gate[] {
  const item = flattenSidebar().find((i) => i.type === "single" && i.menuId === menu);
  return item ? chainGates(item.id).filter((gate) => gate.kind === "flag") : [];
}

/** Whether the client's flags open the menu's screens ({@link menuFlagGates}). */
export function menuFlagsPass(menu: MenuId, flags: AccessContext["flags"]): boolean {
  return menuFlagGates(menu).every((gate) => gatePasses(gate, { menus: [], flags }));
}

type PageOptions = { layout?: "sidebar" | "bare"; query?: readonly string[] };

/** A route guarded by a sidebar item: access, payroll guard and breadcrumb come from it. */
function page(
  itemId: string,
  pattern: string,
  title?: Bilingual,
  options: PageOptions = {},
): RouteDefinition {
  const placed = PLACED.get(itemId);
  if (!placed) throw new Error(`route ${pattern}: unknown sidebar item "${itemId}"`);
  const { item, ancestors } = placed;
  const gates = chainGates(itemId);
  const flagged = (flag: FlagName) => gates.some((g) => g.kind === "flag" && g.flag === flag);
  const payroll = flagged("tax_eligible") ? "tax" : flagged("payroll_beta") ? "beta" : undefined;
  const trail = [...ancestors, item].map((i) => i.label);
  return {
    pattern,
    title: title ?? item.label,
    breadcrumb: title ? [...trail, title] : trail,
    layout: options.layout ?? "sidebar",
    access: item.menuId ? { menu: item.menuId } : { anyMenu: leafMenus(item) },
    ...(payroll ? { payroll } : {}),
    sidebarItemId: itemId,
    ...(options.query ? { query: options.query } : {}),
  };
}

/** A route outside the sidebar. */
function general(
  pattern: string,
  title: Bilingual,
  access: "public" | "authenticated",
  layout: "sidebar" | "bare" = "sidebar",
): RouteDefinition {
  return { pattern, title, breadcrumb: [title], layout, access };
}

const ATTENDANCE_LOG_QUERY = ["employeeId", "employeeName", "date"] as const;

/** The attendance settings of SPEC §2: list, create and edit for each, under Settings. */
const ATTENDANCE_SETTINGS: readonly [string, Bilingual, Bilingual][] = [
  [
    "attendance-policies",
    t("Attendance Policies", "Kebijakan Kehadiran"),
    t("Attendance Policy", "Kebijakan Kehadiran"),
  ],
  ["leave-policies", t("Leave Policies", "Kebijakan Cuti"), t("Leave Policy", "Kebijakan Cuti")],
  [
    "approval-rules",
    t("Approval Rules", "Aturan Persetujuan"),
    t("Approval Rule", "Aturan Persetujuan"),
  ],
  [
    "overtime-policies",
    t("Overtime Policies", "Kebijakan Lembur"),
    t("Overtime Policy", "Kebijakan Lembur"),
  ],
  ["master-schedules", t("Master Schedules", "Jadwal Induk"), t("Master Schedule", "Jadwal Induk")],
  [
    "schedule-patterns",
    t("Schedule Patterns", "Pola Jadwal"),
    t("Schedule Pattern", "Pola Jadwal"),
  ],
];

const TAX_BASE = "/payroll/tax-group-configurations";
const COMPONENTS_BASE = "/payroll/payroll-components";

/**
 * The whole route table of SPEC §2. Within a prefix, static patterns come before parameterised
 * ones: {@link matchRoute} takes the first match.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // General
  general(HOME_PATH, t("Home", "Beranda"), "authenticated"),
  general(LOGIN_PATH, t("Log In", "Masuk"), "public", "bare"),
  general(MAINTENANCE_PATH, t("Under Maintenance", "Sedang Dalam Pemeliharaan"), "public", "bare"),
  general(NO_ACCESS_PATH, t("No Access", "Tidak Ada Akses"), "public"),
  general(NOT_FOUND_PATH, t("Page Not Found", "Halaman Tidak Ditemukan"), "public"),
  general("/settings", t("Settings", "Pengaturan"), "authenticated"),
  page("role-management", "/role-management"),
  page("role-management", "/role-management/create", t("Add Role", "Tambah Peran")),
  page("role-management", "/role-management/:id/edit", t("Edit Role", "Ubah Peran")),
  page("role-management", "/settings/users", t("Users", "Pengguna")),
  page("role-management", "/settings/audit-log", t("Audit Log", "Log Audit")),

  // Analytics
  page("analytics", "/analytics"),
  page("analytics", "/dashboard", t("Dashboard", "Dasbor")),

  // Employees
  page("employee-list", "/agents"),
  page("employee-list", "/agents/create", t("Add Employee", "Tambah Karyawan")),
  page("employee-additional-data", "/agents/additional-data"),
  page(
    "employee-additional-data",
    "/agents/additional-data/create",
    t("Add Additional Data", "Tambah Data Tambahan"),
  ),
  page(
    "employee-list",
    "/agents/bulk/default-data",
    t("Bulk Upload Employee Data", "Unggah Massal Data Karyawan"),
  ),
  page(
    "employee-additional-data",
    "/agents/bulk/additional-data",
    t("Bulk Upload Additional Data", "Unggah Massal Data Tambahan"),
  ),
  page("employee-list", "/agents/:id", t("Employee Detail", "Detail Karyawan")),
  page(
    "employee-list",
    "/agents/:id/leave-records/:recordId",
    t("Leave Record Detail", "Detail Catatan Cuti"),
  ),

  // Partners, projects, merchants, branches
  page("partner-database", "/partners/database"),
  page("partner-approval", "/partners/approval"),
  page("project-list", "/projects"),
  page("assignment", "/assignments"),
  page("merchant", "/merchants"),
  page("branch", "/branches"),

  // Attendances
  page("shifts", "/shifts"),
  page("daily-approval", "/daily-approvals"),
  page("attendance-recap", "/attendance-recap"),

  // Working locations (BETA)
  page("working-location", "/working-locations"),
  page(
    "working-location",
    "/working-locations/create",
    t("Add Working Location", "Tambah Lokasi Kerja"),
  ),
  page(
    "working-location",
    "/working-locations/:id",
    t("Working Location Detail", "Detail Lokasi Kerja"),
  ),

  // Attendances (BETA)
  page("attendances-beta", "/attendances"),
  page("employee-schedule", "/attendances/employee-schedules"),
  page(
    "employee-schedule",
    "/attendances/employee-schedules/assign-schedule",
    t("Assign Schedule", "Tetapkan Jadwal"),
  ),
  page(
    "employee-schedule",
    "/attendances/employee-schedules/holidays",
    t("Holiday Calendar", "Kalender Hari Libur"),
  ),
  page("pending-approval", "/attendances/pending-approvals", undefined, {
    query: ["attendanceId"],
  }),
  page(
    "pending-approval",
    "/attendances/pending-approvals/attendances/:id",
    t("Attendance Detail", "Detail Kehadiran"),
  ),
  page("attendance-overview", "/attendances/overview"),
  page(
    "attendance-overview",
    "/attendances/overview/activity-logs",
    t("Activity Logs", "Log Aktivitas"),
    {
      query: ATTENDANCE_LOG_QUERY,
    },
  ),
  page(
    "attendance-overview",
    "/attendances/overview/daily-overview",
    t("Daily Overview", "Ringkasan Harian"),
    { query: ATTENDANCE_LOG_QUERY },
  ),
  page(
    "attendance-overview",
    "/attendances/overview/daily-overview/attendances/:id",
    t("Attendance Detail", "Detail Kehadiran"),
  ),

  // Attendance settings
  ...ATTENDANCE_SETTINGS.flatMap(([slug, plural, singular]) => [
    page("settings", `/settings/attendances/${slug}`, plural),
    page("settings", `/settings/attendances/${slug}/create`, {
      en: `Create ${singular.en}`,
      id: `Buat ${singular.id}`,
    }),
    page("settings", `/settings/attendances/${slug}/:id/edit`, {
      en: `Edit ${singular.en}`,
      id: `Ubah ${singular.id}`,
    }),
  ]),

  // Leave, digital forms, SKU, audit, submissions
  page("leave-management", "/leave-management"),
  page("form-template", "/digital-forms"),
  page("form-assignment", "/digital-forms/assignment"),
  page("sku-management", "/sku-management"),
  page("product-catalog", "/sku-management/product-catalog"),
  page("product-eligibility", "/sku-management/product-eligibility"),
  page("audit-portal", "/audit"),
  page("submission-management", "/submission-management"),
  page("custom-form-submission", "/submission-management/custom-form-submissions"),
  page("stock-submission", "/submission-management/stock-submissions"),
  page("sales-submission", "/submission-management/sales-submissions"),
  page("stock-submission", "/stock-submissions"),
  page("sales-submission", "/sales-submissions"),

  // Payroll components (BETA)
  page("payroll-component", COMPONENTS_BASE),
  page(
    "payroll-component",
    `${COMPONENTS_BASE}/create`,
    t("Create Payroll Component", "Buat Komponen Gaji"),
  ),
  page(
    "payroll-component",
    `${COMPONENTS_BASE}/regulation-based/create`,
    t("Create Regulation-Based Component", "Buat Komponen Berbasis Regulasi"),
  ),
  page(
    "payroll-component",
    `${COMPONENTS_BASE}/regulation-based/:id`,
    t("Regulation-Based Component Detail", "Detail Komponen Berbasis Regulasi"),
  ),
  page(
    "payroll-component",
    `${COMPONENTS_BASE}/:id/edit`,
    t("Edit Payroll Component", "Ubah Komponen Gaji"),
  ),

  // Payroll reports (BETA)
  page("payroll-report-beta", PAYROLL_REPORTS_BETA_PATH),
  page(
    "payroll-report-beta",
    `${PAYROLL_REPORTS_BETA_PATH}/payslip-preview/:id`,
    t("Payslip Preview", "Pratinjau Slip Gaji"),
    { layout: "bare" },
  ),
  page(
    "payroll-report-beta",
    `${PAYROLL_REPORTS_BETA_PATH}/:id`,
    t("Payroll Report Detail", "Detail Laporan Penggajian"),
  ),
  page(
    "payroll-report-beta",
    `${PAYROLL_REPORTS_BETA_PATH}/:id/employee-payroll-report/:employeeReportId`,
    t("Employee Payroll Report", "Laporan Penggajian Karyawan"),
  ),

  // Tax group configurations (BETA)
  page("tax-management", TAX_BASE, t("Tax Group Configurations", "Konfigurasi Grup Pajak")),
  // Extends SPEC §2 (issue 6): the PPh 21 / BPJS simulator, a tab of Tax Management.
  page("tax-management", `${TAX_BASE}/simulator`, t("Tax Simulator", "Simulasi Pajak")),
  page(
    "tax-management",
    `${TAX_BASE}/pph-21-tidak-final/create`,
    t("Create PPh 21 Non-Final Group", "Buat Grup PPh 21 Tidak Final"),
  ),
  page(
    "tax-management",
    `${TAX_BASE}/pph-21-tidak-final/:id`,
    t("PPh 21 Non-Final Group Detail", "Detail Grup PPh 21 Tidak Final"),
  ),
  page(
    "tax-management",
    `${TAX_BASE}/pph-21-tidak-final/:id/employee-tax-record/:recordId`,
    t("Employee Tax Record", "Catatan Pajak Karyawan"),
  ),
  page(
    "tax-management",
    `${TAX_BASE}/pph-21-final/create`,
    t("Create PPh 21 Final Group", "Buat Grup PPh 21 Final"),
  ),
  page(
    "tax-management",
    `${TAX_BASE}/pph-21-final/:id`,
    t("PPh 21 Final Group Detail", "Detail Grup PPh 21 Final"),
  ),

  // Payroll groups
  page("payroll-group", "/payroll-groups"),
  page(
    "payroll-group",
    "/payroll-groups/create",
    t("Create Payroll Group", "Buat Grup Penggajian"),
  ),
  page("payroll-group", "/payroll-groups/:id", t("Payroll Group Detail", "Detail Grup Penggajian")),
  page(
    "payroll-group",
    "/payroll-groups/:id/edit",
    t("Edit Payroll Group", "Ubah Grup Penggajian"),
  ),

  // Payroll reports
  page("payroll-report", "/payroll-reports"),
  page(
    "payroll-report",
    "/payroll-reports/create-direct-payroll",
    t("Create Direct Payroll", "Buat Penggajian Langsung"),
  ),
  page(
    "payroll-report",
    "/payroll-reports/creation-summary",
    t("Payroll Creation Summary", "Ringkasan Pembuatan Penggajian"),
  ),
  page(
    "payroll-report",
    "/payroll-reports/direct/:id",
    t("Direct Payroll Detail", "Detail Penggajian Langsung"),
  ),
  page(
    "payroll-report",
    "/payroll-reports/direct/:id/agent/:agentId",
    t("Employee Direct Payroll", "Penggajian Langsung Karyawan"),
  ),
  page(
    "payroll-report",
    "/payroll-reports/:id",
    t("Payroll Report Detail", "Detail Laporan Penggajian"),
  ),
  page(
    "payroll-report",
    "/payroll-reports/:id/edit",
    t("Edit Payroll Report", "Ubah Laporan Penggajian"),
  ),

  // Benefit, reimbursement, disbursement, announcement, compliance
  page("benefit", "/benefit"),
  page("reimbursement", "/reimbursements"),
  page("disbursement-process", "/disbursements"),
  page("disbursement-approval", "/disbursements/approval"),
  // Issue 18: a batch's page (lines, approval, exports).
  page("disbursement-process", "/disbursements/:id", t("Disbursement Detail", "Detail Pencairan")),
  page("announcement", "/announcements"),
  page("compliance", "/compliance"),
  page("contract-management", "/compliance/contracts"),
];

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

/** Path segments without query, hash, or empty segments ("/a//b/" is "/a/b"). */
function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.split("/").filter((segment) => segment !== "");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches the first `pattern.length` segments; null when they do not match. */
function matchPrefix(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  if (pattern.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = decode(segment);
    else if (part !== segment) return null;
  }
  return params;
}

const COMPILED = ROUTES.map((route) => ({ route, pattern: segmentsOf(route.pattern) }));

/** The first route whose pattern matches the whole path (query and hash ignored). */
export function matchRoute(path: string): RouteMatch | null {
  const segments = segmentsOf(path);
  for (const { route, pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    const params = matchPrefix(pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Guards and layout
// ---------------------------------------------------------------------------------------------

const redirect = (to: string, toast?: typeof NO_ACCESS): AccessDecision =>
  toast ? { kind: "redirect", to, toast } : { kind: "redirect", to };

/**
 * May this user open this path? Unknown paths go to /not-found. Payroll beta routes apply the
 * SPEC §4 guard first (with the "no access" toast). Then a route bound to a sidebar item is
 * allowed exactly when {@link isItemVisible}; other routes by their `access` rule. Signing in
 * (token) and maintenance are decided elsewhere: see {@link hasSidebar}, {@link maintenanceRedirect}.
 */
export function routeAccess(path: string, ctx: AccessContext): AccessDecision {
  const match = matchRoute(path);
  if (!match) return redirect(NOT_FOUND_PATH);
  const { route } = match;
  if (route.payroll) {
    if (ctx.flags.payroll_beta !== true || !hasPayrollAccess(ctx.menus)) {
      return redirect(NO_ACCESS_PATH, NO_ACCESS);
    }
    if (route.payroll === "tax" && ctx.flags.tax_eligible !== true) {
      return redirect(PAYROLL_REPORTS_BETA_PATH, NO_ACCESS);
    }
  }
  return accessAllows(route, ctx) ? { kind: "allow" } : redirect(NO_ACCESS_PATH);
}

function accessAllows(route: RouteDefinition, ctx: AccessContext): boolean {
  if (route.sidebarItemId !== undefined) return isItemVisible(route.sidebarItemId, ctx);
  const access = route.access;
  if (access === "public" || access === "authenticated") return true;
  if ("menu" in access) return hasMenu(ctx.menus, access.menu);
  return access.anyMenu.some((menu) => hasMenu(ctx.menus, menu));
}

/** SPEC §2: no sidebar without a token, on /login, on /maintenance, or on the payslip preview. */
export function hasSidebar(path: string, hasToken: boolean): boolean {
  if (!hasToken) return false;
  const match = matchRoute(path);
  return match === null || match.route.layout === "sidebar";
}

/** SPEC §2: the maintenance flag forces /maintenance; once it is off, /maintenance goes home. */
export function maintenanceRedirect(path: string, fullMaintenance: boolean): string | null {
  const onMaintenance = matchRoute(path)?.route.pattern === MAINTENANCE_PATH;
  if (fullMaintenance) return onMaintenance ? null : MAINTENANCE_PATH;
  return onMaintenance ? HOME_PATH : null;
}

/** A rank for the best of `patterns` matching a prefix of the path: longer, then more static. */
function bestPrefixScore(patterns: readonly string[], segments: readonly string[]): number {
  let best = -1;
  for (const pattern of patterns) {
    const parts = segmentsOf(pattern);
    if (parts.length === 0 || !matchPrefix(parts, segments)) continue;
    const statics = parts.filter((part) => !part.startsWith(":")).length;
    best = Math.max(best, parts.length * 100 + statics);
  }
  return best;
}

function bestItem(items: readonly SidebarItem[], segments: readonly string[]): SidebarItem | null {
  let best: SidebarItem | null = null;
  let bestScore = -1;
  for (const item of items) {
    const score = bestPrefixScore(item.routes, segments);
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

/** SPEC §2: the active menu and sub-menu, from the path alone (longest `routes` match wins). */
export function activeMenu(path: string): { itemId: string | null; subItemId: string | null } {
  const segments = segmentsOf(path);
  const item = bestItem(SIDEBAR, segments);
  const sub = item?.submenu ? bestItem(item.submenu, segments) : null;
  return { itemId: item?.id ?? null, subItemId: sub?.id ?? null };
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

export type ExternalConfig = { analyticsUrl: string; auditPortalUrl: string; benefitUrl: string };

/**
 * An external app's URL carrying the auth token as `token` (URL-encoded), before any hash: what
 * the server's /auth/external/:kind redirects to.
 */
export function externalHref(kind: ExternalKind, token: string, config: ExternalConfig): string {
  const base = {
    analytics: config.analyticsUrl,
    audit: config.auditPortalUrl,
    benefit: config.benefitUrl,
  }[kind];
  // SPEC §2 gives the token to the Audit Portal and Benefit links only; Analytics opens plain.
  if (kind === "analytics") return base;
  const hashAt = base.indexOf("#");
  const url = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : base.slice(hashAt);
  const separator = url.includes("?") ? (/[?&]$/.test(url) ? "" : "&") : "?";
  return `${url}${separator}token=${encodeURIComponent(token)}${hash}`;
}

/**
 * The console's href of an external app: Analytics directly; the Audit Portal and Benefit
 * through the server's redirect, which adds the token the console cannot read (issue 11 A4).
 */
export function externalLink(kind: ExternalKind, analyticsUrl: string): string {
  return kind === "analytics" ? analyticsUrl : `/api/main/v1/auth/external/${kind}`;
}

/**
 * SPEC §1: a WhatsApp chat to the system support team with a prefilled message. The phone is
 * reduced to digits; a national number ("0812…") becomes international ("62812…").
 */
export function supportContactHref(
  config: { supportPhone: string; message: Bilingual },
  language: Language,
): string {
  const digits = config.supportPhone.replace(/\D/g, "");
  const international = digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(config.message[language])}`;
}
