import type { GatewayContext } from "../../context.ts";

type Row = Record<string, unknown>;
type Page<T> = { items: T[]; totalItems: number };

/** Where the console shows a request's attachment: the file service serves it to the same client. */
export const leaveRequestOf = (row: Row) => ({
  ...row,
  fileUrl:
    typeof row["fileId"] === "string" && row["fileId"]
      ? `/api/file/v1/files/${row["fileId"]}`
      : null,
});

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** Leave Management's requests (hcm GET /leave-requests). */
export async function leaveRequests(
  _parent: unknown,
  args: {
    status?: string | null;
    agentId?: number | null;
    policyId?: number | null;
    branchId?: number | null;
    from?: string | null;
    to?: string | null;
    q?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page<Row>>("hcm", "/leave-requests", {
    status: text(args.status),
    agentId: args.agentId,
    policyId: args.policyId,
    branchId: args.branchId,
    from: text(args.from),
    to: text(args.to),
    q: text(args.q),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { items: page.items.map(leaveRequestOf), totalItems: page.totalItems };
}

/** One request with its days, timeline and ledger entries; another client's is NOT_FOUND. */
export async function leaveRequest(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const row = await context.services.get<Row>("hcm", `/leave-requests/${args.id}`);
  return leaveRequestOf(row);
}

export function leaveBalances(
  _parent: unknown,
  args: { agentId: number; policyId: number; asOf?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Row>("hcm", "/leave-balances", {
    agentId: args.agentId,
    policyId: args.policyId,
    asOf: text(args.asOf),
  });
}

export function leaveBalanceSummary(
  _parent: unknown,
  args: { agentId: number; asOf?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Row[]>("hcm", "/leave-balances/summary", {
    agentId: args.agentId,
    asOf: text(args.asOf),
  });
}

export async function leaveBalanceList(
  _parent: unknown,
  args: {
    q?: string | null;
    branchId?: number | null;
    policyId?: number | null;
    asOf?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page<Row>>("hcm", "/leave-balances/list", {
    q: text(args.q),
    branchId: args.branchId,
    policyId: args.policyId,
    asOf: text(args.asOf),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { items: page.items, totalItems: page.totalItems };
}

/** The most policies a client's filter lists (the policies list is paged). */
const POLICY_OPTIONS_LIMIT = 100;

/**
 * The client's leave policies for filters and pickers (hcm GET /leave-policies, the leave
 * policies' list): its page `{ items }` or a plain list, each with defaults for settings the
 * list may leave out.
 */
export async function leavePolicyOptions(
  _parent: unknown,
  _args: unknown,
  context: GatewayContext,
) {
  const answer = await context.services.get<Row[] | Page<Row>>("hcm", "/leave-policies", {
    limit: POLICY_OPTIONS_LIMIT,
    page: 1,
  });
  const rows = Array.isArray(answer) ? answer : (answer.items ?? []);
  return rows.map((row) => ({
    id: row["id"],
    name: row["name"],
    kind: row["kind"] ?? "custom",
    limited: row["limited"] ?? true,
    halfDayAllowed: row["halfDayAllowed"] ?? false,
    attachmentRequired: row["attachmentRequired"] ?? false,
    maxDaysPerRequest: row["maxDaysPerRequest"] ?? null,
    paidByDefault: row["paidByDefault"] ?? true,
    status: row["status"] ?? "active",
  }));
}
