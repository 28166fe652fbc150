import type { GatewayContext } from "../../context.ts";
import type { RestPage } from "../types/Agent.ts";

/** The REST list's largest page: every active field fits in one (at most 100 are active). */
const PAGE = 100;

/**
 * Every field (archived ones when asked), as a list: the employee form and the settings
 * screen show them all. Archived fields have no cap, so further pages are read until the
 * total is reached.
 */
export async function agentFields(
  _parent: unknown,
  args: { includeArchived?: boolean | null },
  context: GatewayContext,
) {
  const fields: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = await context.services.get<RestPage<unknown>>("main", "/agent-fields", {
      includeArchived: args.includeArchived ? "true" : "false",
      limit: PAGE,
      page,
    });
    fields.push(...answer.items);
    if (answer.items.length < PAGE || fields.length >= answer.totalItems) return fields;
  }
}
