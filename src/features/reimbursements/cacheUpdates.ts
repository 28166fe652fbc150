import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the reimbursement schema without an id of their own. */
export const reimbursementCacheKeys: KeyingConfig = {
  ReimbursementTypePage: () => null,
  ReimbursementClaimPage: () => null,
  ReimbursementReceipt: () => null,
  ReimbursementBudget: () => null,
};

const LISTS = new Set(["reimbursementClaims", "reimbursementTypes", "reimbursementBudget"]);

/** A claim or a type change moves lists, budgets and claim counts: refetch them. */
function invalidateReimbursements(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (LISTS.has(entry.fieldName)) cache.invalidate("Query", entry.fieldName, entry.arguments);
}

export const reimbursementMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createReimbursementType: (_result, _args, cache) => invalidateReimbursements(cache),
  updateReimbursementType: (_result, _args, cache) => invalidateReimbursements(cache),
  deleteReimbursementType: (_result, args, cache) => {
    cache.invalidate({ __typename: "ReimbursementType", id: args["id"] as number });
    invalidateReimbursements(cache);
  },
  createReimbursementClaim: (_result, _args, cache) => invalidateReimbursements(cache),
  decideReimbursementClaim: (_result, _args, cache) => invalidateReimbursements(cache),
  cancelReimbursementClaim: (_result, _args, cache) => invalidateReimbursements(cache),
};
