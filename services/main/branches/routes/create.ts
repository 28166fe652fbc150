import { Type } from "typebox";
import { validatePlace } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  PlaceBody,
  regionProblems,
  uniqueOrConflict,
} from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findBranch, insertBranch } from "../repo.ts";
import { BranchSchema } from "./shared.ts";

/** POST /branches: a new branch. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/branches",
    {
      config: { menu: "branch" },
      schema: {
        summary: "Creates a branch (menu branch). Duplicate code or name: 409 with the field",
        body: Type.Object(PlaceBody, { additionalProperties: false }),
        response: { 201: dataOf(BranchSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Branch";
      const { values, problems } = validatePlace(request.body);
      const branch = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
        ]);
        await assertCodeAndNameFree(tx, "branches", values, null, "branch", message);
        const id = await uniqueOrConflict(message, "branch", () =>
          insertBranch(tx, principal.clientId, values),
        );
        const created = (await findBranch(tx, id))!;
        await audit(tx, principal, {
          action: "branch.create",
          entityType: "branch",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: branch };
    },
  );
}
