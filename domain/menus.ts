/**
 * The menu catalogue: menus are the permission model (SPEC §6). A user's `has_menus` list
 * holds menu ids; the server checks the same ids the sidebar shows, so one list drives both.
 * `legacy` is the older menu name that also grants the entry (SPEC §6).
 */
export type MenuGroup =
  | "analytics"
  | "employees"
  | "partners"
  | "projects"
  | "merchant"
  | "branch"
  | "attendances"
  | "working-location"
  | "attendances-beta"
  | "leave"
  | "digital-forms"
  | "sku"
  | "audit"
  | "submissions"
  | "payroll"
  | "benefit"
  | "reimbursement"
  | "disbursement"
  | "announcement"
  | "compliance"
  | "administration";

export type MenuDefinition = {
  readonly id: string;
  readonly label: string;
  readonly group: MenuGroup;
  readonly legacy?: string;
};

export const MENUS = [
  { id: "analytics", label: "Analytics", group: "analytics" },
  { id: "employee-list", label: "Employee List", group: "employees", legacy: "agents" },
  { id: "employee-additional-data", label: "Additional Data", group: "employees" },
  { id: "partner-database", label: "Partner Database", group: "partners" },
  { id: "partner-approval", label: "Partner Approval", group: "partners" },
  { id: "project-list", label: "Project List", group: "projects", legacy: "projects" },
  { id: "assignment", label: "Assignment", group: "projects", legacy: "assignments" },
  { id: "merchant", label: "Merchant", group: "merchant", legacy: "merchants" },
  { id: "branch", label: "Branch", group: "branch", legacy: "branches" },
  { id: "shifts", label: "Shifts", group: "attendances", legacy: "shifts" },
  { id: "daily-approval", label: "Daily Approval", group: "attendances", legacy: "attendances" },
  { id: "attendance-recap", label: "Attendance Recap", group: "attendances" },
  { id: "working-location", label: "Working Location", group: "working-location" },
  { id: "employee-schedule", label: "Employee Schedule", group: "attendances-beta" },
  { id: "pending-approval", label: "Pending Approval", group: "attendances-beta" },
  { id: "attendance-overview", label: "Attendance Overview", group: "attendances-beta" },
  { id: "leave-management", label: "Leave Management", group: "leave" },
  { id: "form-template", label: "Form Template", group: "digital-forms" },
  { id: "form-assignment", label: "Form Assignment", group: "digital-forms" },
  { id: "product-catalog", label: "Product Catalog", group: "sku" },
  {
    id: "product-eligibility",
    label: "Product Eligibility & Price Mapping",
    group: "sku",
  },
  { id: "audit-portal", label: "To Audit Portal", group: "audit" },
  { id: "custom-form-submission", label: "Custom Form Submission", group: "submissions" },
  { id: "stock-submission", label: "Stock Submission", group: "submissions" },
  { id: "sales-submission", label: "Sales Submission", group: "submissions" },
  { id: "payroll-component", label: "Payroll Component", group: "payroll" },
  { id: "payroll-report-beta", label: "Payroll Report (BETA)", group: "payroll" },
  { id: "tax-management", label: "Tax Management", group: "payroll" },
  { id: "payroll-group", label: "Payroll Group", group: "payroll", legacy: "payroll groups" },
  { id: "payroll-report", label: "Payroll Report", group: "payroll", legacy: "payroll reports" },
  { id: "benefit", label: "Benefit", group: "benefit" },
  { id: "reimbursement", label: "Reimbursement", group: "reimbursement", legacy: "reimbursement" },
  {
    id: "disbursement-process",
    label: "Disbursement Process",
    group: "disbursement",
    legacy: "disbursement",
  },
  { id: "disbursement-approval", label: "Disbursement Approval", group: "disbursement" },
  { id: "announcement", label: "Announcement", group: "announcement" },
  { id: "contract-management", label: "Contract Management", group: "compliance" },
  { id: "role-management", label: "Role Management", group: "administration" },
  { id: "settings", label: "Settings", group: "administration" },
] as const satisfies readonly MenuDefinition[];

export type MenuId = (typeof MENUS)[number]["id"];

export const ALL_MENU_IDS: readonly MenuId[] = MENUS.map((menu) => menu.id);

/** True when the user's menu list grants the menu, by id or by its legacy name (SPEC §6). */
export function hasMenu(userMenus: readonly string[], menuId: MenuId): boolean {
  const menu: MenuDefinition | undefined = MENUS.find((m) => m.id === menuId);
  if (!menu) return false;
  return (
    userMenus.includes(menu.id) || (menu.legacy !== undefined && userMenus.includes(menu.legacy))
  );
}

/** Payroll access means payroll report or payroll group permission (SPEC §6). */
export function hasPayrollAccess(userMenus: readonly string[]): boolean {
  return hasMenu(userMenus, "payroll-report") || hasMenu(userMenus, "payroll-group");
}

/** The menus of the demo operations user: employees, attendance and leave only. */
export const OPERATIONS_MENU_IDS: readonly MenuId[] = MENUS.filter((menu) =>
  ["employees", "attendances", "attendances-beta", "leave"].includes(menu.group),
).map((menu) => menu.id);
