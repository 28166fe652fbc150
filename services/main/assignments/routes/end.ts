import { Type } from "typebox";
import { formatDate } from "../../../../domain/format.ts";
import { isIsoDate } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, BodyText, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { clientToday, findAssignment } from "../repo.ts";
import { AssignmentSchema } from "./shared.ts";

/** POST /assignments/:id/end: end an assignment on a date. */
export function endRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/assignments/:id/end",
    {
      config: { menu: "assignment" },
      schema: {
        summary:
          "Ends an assignment on endDate (default: today in the client's time zone; menu assignment). An assignment already ended is 409",
        params: IdParams,
        body: Type.Object(
          { endDate: BodyText(40, "yyyy-MM-dd, from the start date to the current end date") },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(AssignmentSchema) },
      },
      // The body is optional: no body means "today".
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const requested = request.body?.endDate;
      const message = "Failed to End Assignment";
      if (requested && !isIsoDate(requested.trim()))
        throw invalidFields(message, [
          { field: "endDate", message: "must be a date written yyyy-MM-dd" },
        ]);
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        if (before.status === "ended")
          throw new HttpError(
            409,
            `This assignment already ended on ${formatDate(before.endDate!)}.`,
          );
        const endDate = requested?.trim() || (await clientToday(tx));
        if (endDate < before.startDate)
          throw invalidFields(message, [
            {
              field: "endDate",
              message: `must be on or after the start date (${before.startDate}); delete an assignment that has not started`,
            },
          ]);
        if (before.endDate !== null && endDate > before.endDate)
          throw invalidFields(message, [
            {
              field: "endDate",
              message: `must be on or before the current end date (${before.endDate}); edit the assignment to extend it`,
            },
          ]);
        await tx.query("UPDATE assignments SET end_date = $2, updated_at = now() WHERE id = $1", [
          id,
          endDate,
        ]);
        const after = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.end",
          entityType: "assignment",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: assignment };
    },
  );
}
