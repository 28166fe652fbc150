/** Gateway answers for the disbursement pages' tests (shapes of gateway/schema/disbursements). */

export const counts = (overrides: Record<string, number> = {}) => ({
  __typename: "DisbursementCounts",
  draft: 0,
  pendingApproval: 0,
  approved: 0,
  submitted: 0,
  succeeded: 0,
  failed: 0,
  reversed: 0,
  cancelled: 0,
  ...overrides,
});

export const batch = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Disbursement",
  id: 41,
  name: "Gaji November",
  source: "payroll_report",
  payrollReportId: 501,
  payrollReportName: "Gaji November",
  channel: "provider",
  status: "pending_approval",
  description: null,
  lineCount: 3,
  totalAmount: 15_750_000,
  paidAmount: 0,
  errorCount: 1,
  mismatchCount: 1,
  inquiryStatus: "done",
  counts: counts({ draft: 1, pendingApproval: 2 }),
  createdById: 7,
  createdByName: "Admin Maju",
  approvedByName: null,
  approvedAt: null,
  submittedAt: null,
  completedAt: null,
  createdAt: "2026-11-26T02:00:00Z",
  canApprove: false,
  version: 1,
  ...overrides,
});

export const line = (overrides: Record<string, unknown> = {}) => ({
  __typename: "DisbursementLine",
  id: 9001,
  agentId: 99,
  agentName: "Budi Santoso",
  employeeNumber: "EMP-001",
  amount: 5_250_000,
  method: "bank_transfer",
  bankCode: "BCA",
  bankName: "Bank Central Asia",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  eWallet: null,
  phoneNumber: null,
  status: "pending_approval",
  errorCode: null,
  errorReason: null,
  inquiryStatus: "verified",
  inquiredName: "BUDI SANTOSO",
  attempts: 0,
  providerReference: null,
  submittedAt: null,
  succeededAt: null,
  failedAt: null,
  version: 1,
  ...overrides,
});

export const LINES = [
  line({}),
  line({
    id: 9002,
    agentId: 100,
    agentName: "Siti Rahma",
    employeeNumber: "EMP-002",
    amount: 5_000_000,
    accountName: "Siti Rahma",
    inquiryStatus: "mismatch",
    inquiredName: "SITI RAHMAWATI",
  }),
  line({
    id: 9003,
    agentId: 101,
    agentName: "Andi Wijaya",
    employeeNumber: "EMP-003",
    amount: 5_500_000,
    status: "draft",
    bankCode: null,
    bankName: null,
    accountNumber: null,
    accountName: null,
    errorCode: "INCOMPLETE_BANK_ACCOUNT_DATA",
    errorReason: "The bank account data is incomplete",
    inquiryStatus: null,
    inquiredName: null,
  }),
];

export const page = (typename: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  items,
  totalItems: items.length,
  limit: 10,
  page: 1,
  ...extra,
});

export const settings = (overrides: Record<string, unknown> = {}) => ({
  disbursementSettings: {
    __typename: "DisbursementSettings",
    banks: [
      {
        __typename: "DisbursementBank",
        code: "BCA",
        name: "Bank Central Asia",
        minDigits: 10,
        maxDigits: 10,
      },
      {
        __typename: "DisbursementBank",
        code: "MANDIRI",
        name: "Bank Mandiri",
        minDigits: 13,
        maxDigits: 13,
      },
    ],
    eWallets: ["gopay", "ovo"],
    bankTransferMinimum: 10_000,
    manualApproval: true,
    maintenance: false,
    ...overrides,
  },
  systemConfig: {
    __typename: "SystemConfig",
    maintenance: { __typename: "Maintenance", disbursementMaintenance: false },
  },
});

export const viewer = (id: number, menus: string[]) => ({
  me: {
    __typename: "Me",
    user: { __typename: "ActiveUser", id },
    modules: { __typename: "Modules", menus },
  },
});

export const event = (overrides: Record<string, unknown> = {}) => ({
  __typename: "DisbursementEvent",
  id: 1,
  lineId: null,
  fromStatus: null,
  toStatus: "pending_approval",
  actorType: "user",
  actorName: "Admin Maju",
  detail: null,
  createdAt: "2026-11-26T02:00:00Z",
  ...overrides,
});
