import type { GatewayContext } from "../../context.ts";
import { toBatch, toEvent, toLine, toPaidRow, toSettings } from "../types/disbursementsShape.ts";
import { money, orNull, type Page, type Row } from "../types/payrollReportsShape.ts";

/**
 * Issue 18, disbursement batches, their lines and events, the settings and the paid report
 * over the hcm service (services/hcm/disbursements; menus disbursement-process and
 * disbursement-approval, checked by the service). Another client's ids are the service's
 * 404: null for a single batch, NOT_FOUND for a batch's lists.
 */

const text = (value: string | null | undefined) => value?.trim() || undefined;
const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

export async function disbursements(
  _parent: unknown,
  args: {
    q?: string | null;
    status?: string | null;
    source?: string | null;
    awaitingApproval?: boolean | null;
    page?: number | null;
    limit?: number | null;
    sort?: string | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", "/disbursements", {
    q: text(args.q),
    status: text(args.status),
    source: text(args.source),
    awaitingApproval: flag(args.awaitingApproval),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(toBatch) };
}

export async function disbursement(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  const row = await orNull(() => context.services.get<Row>("hcm", `/disbursements/${args.id}`));
  return row ? toBatch(row) : null;
}

export async function disbursementLines(
  _parent: unknown,
  args: {
    id: number;
    q?: string | null;
    status?: string | null;
    problems?: boolean | null;
    page?: number | null;
    limit?: number | null;
    sort?: string | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", `/disbursements/${args.id}/lines`, {
    q: text(args.q),
    status: text(args.status),
    problems: flag(args.problems),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(toLine) };
}

export async function disbursementEvents(
  _parent: unknown,
  args: { id: number; page?: number | null; limit?: number | null },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", `/disbursements/${args.id}/events`, {
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(toEvent) };
}

export async function disbursementSettings(
  _parent: unknown,
  _args: unknown,
  context: GatewayContext,
) {
  return toSettings(await context.services.get<Row>("hcm", "/disbursements/settings"));
}

export async function paidReport(
  _parent: unknown,
  args: {
    from: string;
    to: string;
    q?: string | null;
    agentId?: number | null;
    page?: number | null;
    limit?: number | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page & { totalAmount?: unknown }>(
    "hcm",
    "/disbursements/paid-report",
    {
      from: args.from,
      to: args.to,
      q: text(args.q),
      agentId: args.agentId ?? undefined,
      format: "json",
      limit: args.limit ?? 10,
      page: args.page ?? 1,
    },
  );
  return {
    ...page,
    items: page.items.map(toPaidRow),
    totalAmount: money(page.totalAmount),
  };
}
