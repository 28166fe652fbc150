import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findBranch } from "../repo.ts";
import { BRANCH_READERS, BranchSchema } from "./shared.ts";

/** GET /branches/:id: one branch. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/branches/:id",
    {
      config: { menus: BRANCH_READERS },
      schema: {
        summary: "One branch",
        params: IdParams,
        response: { 200: dataOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const branch = await db.tenant(principal.clientId, (tx) => findBranch(tx, id));
      if (!branch) throw notFound("Branch");
      return { data: branch };
    },
  );
}
