import type { GatewayContext } from "../../context.ts";
import { orNull, type Page, type Row } from "../types/payrollReportsShape.ts";
import {
  toBudget,
  toReimbursementClaim,
  toReimbursementType,
} from "../types/reimbursementsShape.ts";

/**
 * Issue 18, reimbursement claim types and claims over the hcm service
 * (services/hcm/reimbursements; menu reimbursement, checked by the service). Another
 * client's ids are the service's 404: null for a single row.
 */

const text = (value: string | null | undefined) => value?.trim() || undefined;
const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

export async function reimbursementTypes(
  _parent: unknown,
  args: {
    q?: string | null;
    active?: boolean | null;
    page?: number | null;
    limit?: number | null;
    sort?: string | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", "/reimbursement-types", {
    q: text(args.q),
    active: flag(args.active),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(toReimbursementType) };
}

export async function reimbursementType(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  const row = await orNull(() =>
    context.services.get<Row>("hcm", `/reimbursement-types/${args.id}`),
  );
  return row ? toReimbursementType(row) : null;
}

export async function reimbursementClaims(
  _parent: unknown,
  args: {
    q?: string | null;
    status?: string | null;
    typeId?: number | null;
    agentId?: number | null;
    payoutMethod?: string | null;
    from?: string | null;
    to?: string | null;
    unpaid?: boolean | null;
    page?: number | null;
    limit?: number | null;
    sort?: string | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", "/reimbursements", {
    q: text(args.q),
    status: text(args.status),
    typeId: args.typeId ?? undefined,
    agentId: args.agentId ?? undefined,
    payoutMethod: text(args.payoutMethod),
    from: text(args.from),
    to: text(args.to),
    unpaid: flag(args.unpaid),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(toReimbursementClaim) };
}

export async function reimbursementClaim(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  const row = await orNull(() => context.services.get<Row>("hcm", `/reimbursements/${args.id}`));
  return row ? toReimbursementClaim(row) : null;
}

export async function reimbursementBudget(
  _parent: unknown,
  args: { agentId: number; typeId: number; date: string },
  context: GatewayContext,
) {
  const row = await context.services.get<Row>("hcm", "/reimbursements/budget", {
    agentId: args.agentId,
    typeId: args.typeId,
    date: args.date,
  });
  return toBudget({ typeId: args.typeId, ...row });
}
