import type { Cache, KeyingConfig, UpdateResolver, UpdatesConfig } from "@urql/exchange-graphcache";

/**
 * The org schema's types without an id of their own. The partner settings are one record per
 * client: a constant key lets `updatePartnerSettings`'s answer replace the cached
 * `partnerSettings`.
 */
export const orgCacheKeys: KeyingConfig = {
  BranchPage: () => null,
  MerchantPage: () => null,
  ProjectPage: () => null,
  PartnerPage: () => null,
  AssignmentPage: () => null,
  PartnerSettings: () => "current",
};

/** Every cached page of the root fields, whatever their arguments: the next read refetches. */
function invalidateLists(cache: Cache, ...fields: string[]): void {
  for (const entry of cache.inspectFields("Query")) {
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
  }
}

function deleted(typename: string, list: string): UpdateResolver {
  return (_result, args, cache) => {
    cache.invalidate({ __typename: typename, id: args["id"] as number });
    invalidateLists(cache, list);
  };
}

const refetch =
  (...lists: string[]): UpdateResolver =>
  (_result, _args, cache) =>
    invalidateLists(cache, ...lists);

/**
 * Keeps the branch, merchant, project, partner and assignment lists right after a mutation:
 * a created, changed or decided row can enter or leave any filter and sort, so the lists are
 * fetched again (a decided partner leaves the approval queue). Changed rows themselves update
 * in place through their ids.
 */
export const orgMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createBranch: refetch("branches"),
  updateBranch: refetch("branches"),
  deleteBranch: deleted("Branch", "branches"),
  createMerchant: refetch("merchants"),
  updateMerchant: refetch("merchants"),
  deleteMerchant: deleted("Merchant", "merchants"),
  createProject: refetch("projects"),
  updateProject: refetch("projects"),
  deleteProject: deleted("Project", "projects"),
  createPartner: refetch("partners"),
  updatePartner: refetch("partners"),
  approvePartner: refetch("partners"),
  rejectPartner: refetch("partners"),
  approvePartners: refetch("partners"),
  rejectPartners: refetch("partners"),
  // Another visibility shows another set of partners.
  updatePartnerSettings: refetch("partners"),
  createAssignment: refetch("assignments"),
  updateAssignment: refetch("assignments"),
  endAssignment: refetch("assignments"),
  deleteAssignment: deleted("Assignment", "assignments"),
};
