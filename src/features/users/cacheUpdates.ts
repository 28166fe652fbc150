import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** The users and audit schemas' types without an id of their own. */
export const userCacheKeys: KeyingConfig = {
  UserPage: () => null,
  CreatedUser: () => null,
  PasswordReset: () => null,
  AuditPage: () => null,
};

function invalidate(cache: Cache, ...fields: string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** Every change can move a user in or out of a filter, and adds to the audit trail. */
export const userMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createUser: (_result, _args, cache) => invalidate(cache, "users", "auditLog"),
  updateUser: (_result, _args, cache) => invalidate(cache, "users", "auditLog"),
  setUserStatus: (_result, _args, cache) => invalidate(cache, "users", "auditLog"),
  resetUserPassword: (_result, _args, cache) => invalidate(cache, "auditLog"),
};
