import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the roles schema without an id of their own. */
export const roleCacheKeys: KeyingConfig = {
  RolePage: () => null,
  MenuLabel: () => null,
  CatalogueMenu: (menu) => String(menu["id"]),
  CatalogueGroup: (group) => String(group["id"]),
};

function invalidateRoles(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (entry.fieldName === "roles") cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** A created, renamed or deleted role can enter or leave any search and page: refetch them. */
export const roleMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createRole: (_result, _args, cache) => invalidateRoles(cache),
  updateRole: (_result, _args, cache) => invalidateRoles(cache),
  deleteRole: (_result, args, cache) => {
    cache.invalidate({ __typename: "Role", id: args["id"] as number });
    invalidateRoles(cache);
  },
};
