import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";
import {
  idempotencyHeader,
  lineIdOf,
  maintenanceAware,
  toBatch,
  toLine,
} from "../types/disbursementsShape.ts";
import { type Row, withoutNulls } from "../types/payrollReportsShape.ts";

/**
 * Issue 18, disbursement batches over the hcm service (services/hcm/disbursements). An
 * `idempotencyKey` is the money routes' Idempotency-Key header: the same key and input answer
 * the first result, another input under it is CONFLICT (IDEMPOTENCY_KEY_REUSED); a key that
 * cannot be one is BAD_USER_INPUT naming `idempotencyKey`. Refusals come back as the service
 * said them (gateway/services.ts): a 400 is BAD_USER_INPUT with `extensions.errors` naming
 * each field (`lines.<i>.agentId`); a 409 is CONFLICT with its code in `extensions.detail.code` (BATCH_NAME_ALREADY_EXIST,
 * PAYROLL_REPORT_NOT_FINALIZED, NO_CLAIMS_TO_DISBURSE, DISBURSEMENT_NOT_PENDING, ...); a 403
 * is FORBIDDEN (`detail.code` MAKER_CHECKER when the creator tries to approve); maintenance
 * is DISBURSEMENT_MAINTENANCE (types/disbursementsShape.ts). Another client's ids: NOT_FOUND.
 */

/** The batch an answer carries, or the batch as it stands now when the answer is less. */
async function batchOf(context: GatewayContext, id: number, answer: unknown) {
  const row = answer as Row | null | undefined;
  if (row && typeof row["name"] === "string" && row["lineCount"] !== undefined) return toBatch(row);
  return toBatch(await context.services.get<Row>("hcm", `/disbursements/${id}`));
}

/** The line an answer carries, or the line as it stands now in its batch. */
async function lineOf(context: GatewayContext, id: number, lineId: number, answer: unknown) {
  const row = answer as Row | null | undefined;
  if (row && row["agentId"] !== undefined && typeof row["status"] === "string") return toLine(row);
  const batch = await context.services.get<{ lines?: Row[] }>("hcm", `/disbursements/${id}`);
  const line = (batch.lines ?? []).find((candidate) => Number(candidate["id"]) === lineId);
  if (!line)
    throw new GraphQLError("Disbursement line not found", {
      extensions: { code: "NOT_FOUND", status: 404 },
    });
  return toLine(line);
}

type LineInput = Record<string, unknown>;

export async function createDisbursement(
  _parent: unknown,
  args: {
    input: Record<string, unknown> & { lines?: LineInput[] | null };
    idempotencyKey?: string | null;
  },
  context: GatewayContext,
) {
  const { lines, ...fields } = args.input;
  const created = await context.services
    .post<Row>(
      "hcm",
      "/disbursements",
      {
        ...withoutNulls(fields),
        ...(lines ? { lines: lines.map((line) => withoutNulls(line)) } : {}),
      },
      idempotencyHeader(args.idempotencyKey),
    )
    .catch(maintenanceAware);
  return batchOf(context, Number(created["id"]), created);
}

export async function approveDisbursement(
  _parent: unknown,
  args: { id: number; idempotencyKey?: string | null },
  context: GatewayContext,
) {
  const answer = await context.services
    .post<Row>(
      "hcm",
      `/disbursements/${args.id}/approve`,
      {},
      idempotencyHeader(args.idempotencyKey),
    )
    .catch(maintenanceAware);
  return batchOf(context, args.id, answer);
}

export async function cancelDisbursement(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const answer = await context.services
    .post<Row>("hcm", `/disbursements/${args.id}/cancel`, {})
    .catch(maintenanceAware);
  return batchOf(context, args.id, answer);
}

export async function updateDisbursementLine(
  _parent: unknown,
  args: { id: number; lineId: number; version: number; input: LineInput },
  context: GatewayContext,
) {
  const lineId = lineIdOf(args.lineId);
  // Absent fields stay as they are; a field sent as null is cleared (an account switched
  // from a bank to an e-wallet drops its bank fields).
  const answer = await context.services
    .patch<Row>("hcm", `/disbursements/${args.id}/lines/${lineId}`, {
      ...args.input,
      version: args.version,
    })
    .catch(maintenanceAware);
  return lineOf(context, args.id, args.lineId, answer);
}

export async function retryDisbursementLine(
  _parent: unknown,
  args: { id: number; lineId: number; idempotencyKey?: string | null },
  context: GatewayContext,
) {
  const lineId = lineIdOf(args.lineId);
  const answer = await context.services
    .post<Row>(
      "hcm",
      `/disbursements/${args.id}/lines/${lineId}/retry`,
      {},
      idempotencyHeader(args.idempotencyKey),
    )
    .catch(maintenanceAware);
  return lineOf(context, args.id, args.lineId, answer);
}

export async function cancelDisbursementLine(
  _parent: unknown,
  args: { id: number; lineId: number },
  context: GatewayContext,
) {
  const lineId = lineIdOf(args.lineId);
  const answer = await context.services
    .post<Row>("hcm", `/disbursements/${args.id}/lines/${lineId}/cancel`, {})
    .catch(maintenanceAware);
  return lineOf(context, args.id, args.lineId, answer);
}

export async function confirmDisbursementPaid(
  _parent: unknown,
  args: { id: number; lineIds?: number[] | null; idempotencyKey?: string | null },
  context: GatewayContext,
) {
  const answer = await context.services
    .post<Row>(
      "hcm",
      `/disbursements/${args.id}/confirm-paid`,
      args.lineIds ? { lineIds: args.lineIds } : {},
      idempotencyHeader(args.idempotencyKey),
    )
    .catch(maintenanceAware);
  return batchOf(context, args.id, answer);
}

export async function reinquireDisbursement(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const answer = await context.services
    .post<Row>("hcm", `/disbursements/${args.id}/reinquire`, {})
    .catch(maintenanceAware);
  return batchOf(context, args.id, answer);
}
