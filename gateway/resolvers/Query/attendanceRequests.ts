import type { GatewayContext } from "../../context.ts";

type Page<T> = { items: T[]; totalItems: number };
type Row = Record<string, unknown>;

/** Pending Approval (issue 14): requests waiting for the caller's layer. */
export function pendingApprovals(
  _parent: unknown,
  args: {
    limit?: number;
    page?: number;
    attendanceId?: number | null;
    type?: string | null;
    q?: string | null;
    date?: string | null;
    sort?: string | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/attendance-requests/pending", {
    limit: args.limit,
    page: args.page,
    attendanceId: args.attendanceId ?? undefined,
    type: args.type || undefined,
    q: args.q?.trim() || undefined,
    date: args.date || undefined,
    sort: args.sort || undefined,
  });
}

export function pendingApprovalDetail(
  _parent: unknown,
  args: { attendanceId: number },
  context: GatewayContext,
) {
  return context.services.get<Row>("hcm", `/attendance-requests/records/${args.attendanceId}`);
}
