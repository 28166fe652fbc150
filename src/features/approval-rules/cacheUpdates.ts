import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the approvals schema without an id of their own. */
export const approvalRuleCacheKeys: KeyingConfig = {
  ApprovalRulePage: () => null,
  ApprovalRequestPage: () => null,
  ApprovalLayer: () => null,
  ApprovalRuleUpdate: () => null,
  ApproverOptions: () => null,
};

function invalidateRules(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (entry.fieldName === "approvalRules" || entry.fieldName === "approvalRequests")
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** A created, edited or deleted rule can enter or leave any search and page: refetch them. */
export const approvalRuleMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createApprovalRule: (_result, _args, cache) => invalidateRules(cache),
  updateApprovalRule: (_result, _args, cache) => invalidateRules(cache),
  deleteApprovalRule: (_result, args, cache) => {
    cache.invalidate({ __typename: "ApprovalRule", id: args["id"] as number });
    invalidateRules(cache);
  },
  approveApprovalRequest: (_result, _args, cache) => invalidateRules(cache),
  rejectApprovalRequest: (_result, _args, cache) => invalidateRules(cache),
};
