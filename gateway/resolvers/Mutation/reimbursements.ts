import type { GatewayContext } from "../../context.ts";
import { type Row, withoutNulls } from "../types/payrollReportsShape.ts";
import { toReimbursementClaim, toReimbursementType } from "../types/reimbursementsShape.ts";

/**
 * Issue 18, reimbursement claim types and claims over the hcm service
 * (services/hcm/reimbursements). Refusals come back as the service said them
 * (gateway/services.ts): a 400 is BAD_USER_INPUT with `extensions.errors` naming each field
 * (`fileIds` for a missing receipt, `amount` with REIMBURSEMENT_OVER_BUDGET); a 409 is
 * CONFLICT with its code in `extensions.detail.code` (REIMBURSEMENT_TYPE_IN_USE, a taken type
 * name, a claim no longer pending); another client's ids are NOT_FOUND.
 */

type TypeInput = Record<string, unknown>;

export async function createReimbursementType(
  _parent: unknown,
  args: { input: TypeInput },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>(
    "hcm",
    "/reimbursement-types",
    withoutNulls(args.input),
  );
  return toReimbursementType(row);
}

export async function updateReimbursementType(
  _parent: unknown,
  args: { id: number; version: number; input: TypeInput },
  context: GatewayContext,
) {
  // A PUT replaces the type: a setting the caller cleared (null: no budget, no receipt
  // threshold) goes as null, which clears it.
  const row = await context.services.put<Row>("hcm", `/reimbursement-types/${args.id}`, {
    ...args.input,
    version: args.version,
  });
  return toReimbursementType(row);
}

export async function deleteReimbursementType(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  // 204 without a body: gone.
  await context.services.delete<unknown>("hcm", `/reimbursement-types/${args.id}`);
  return true;
}

export async function createReimbursementClaim(
  _parent: unknown,
  args: { input: Row & { description?: string | null } },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>("hcm", "/reimbursements", withoutNulls(args.input));
  return toReimbursementClaim(row);
}

export async function decideReimbursementClaim(
  _parent: unknown,
  args: { id: number; decision: string; note?: string | null; payoutMethod?: string | null },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>(
    "hcm",
    `/reimbursements/${args.id}/decision`,
    withoutNulls({
      decision: args.decision,
      note: args.note?.trim() || null,
      payoutMethod: args.payoutMethod || null,
    }),
  );
  return toReimbursementClaim(row);
}

export async function cancelReimbursementClaim(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>("hcm", `/reimbursements/${args.id}/cancel`, {});
  return toReimbursementClaim(row);
}
