import { Type } from "typebox";
import { validatePlace } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  IdParams,
  PlaceBody,
  regionProblems,
  uniqueOrConflict,
} from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findBranch, updateBranch } from "../repo.ts";
import { BranchSchema } from "./shared.ts";

/** PUT /branches/:id: change a branch (optimistic version). */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/branches/:id",
    {
      config: { menu: "branch" },
      schema: {
        summary:
          "Replaces a branch (menu branch); omitted optional fields become empty, an omitted status stays",
        params: IdParams,
        body: Type.Object(PlaceBody, { additionalProperties: false }),
        response: { 200: dataOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Branch";
      const { values, problems } = validatePlace(request.body);
      const branch = await db.tenant(principal.clientId, async (tx) => {
        const before = await findBranch(tx, id, true);
        if (!before) throw notFound("Branch");
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
        ]);
        await assertCodeAndNameFree(tx, "branches", values, id, "branch", message);
        await uniqueOrConflict(message, "branch", () => updateBranch(tx, id, values));
        const after = (await findBranch(tx, id))!;
        await audit(tx, principal, {
          action: "branch.update",
          entityType: "branch",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: branch };
    },
  );
}
