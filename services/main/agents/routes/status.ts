import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { changedFields } from "../repo.ts";
import { StatusBody } from "../schemas.ts";

/** POST /agents/status: bulk activate / inactivate. */
export function statusRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/agents/status",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          "Activates or inactivates employees in bulk (menu employee-list), all or nothing: an unknown id is 404 and changes nothing. Activating a terminated employee (a rehire) clears the termination; the audit log keeps it",
        body: StatusBody,
        response: {
          200: dataOf(Type.Object({ count: Type.Integer(), ids: Type.Array(Type.Integer()) })),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { ids, status } = request.body;
      const changed = await db.tenant(principal.clientId, async (tx) => {
        const { rows } = await tx.query<{
          id: number;
          workerStatus: string;
          terminationReason: string | null;
          terminationDate: string | null;
          terminationNote: string | null;
        }>(
          `SELECT id, worker_status AS "workerStatus", termination_reason AS "terminationReason",
                  to_char(termination_date, 'YYYY-MM-DD') AS "terminationDate",
                  termination_note AS "terminationNote"
           FROM agents WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
          [ids],
        );
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((row) => row.id));
          const missing = ids.filter((id) => !found.has(id));
          throw new HttpError(404, `Agent not found: ${missing.join(", ")}`);
        }
        const toChange = rows.filter((row) => row.workerStatus !== status);
        if (toChange.length === 0) return [];
        const changeIds = toChange.map((row) => row.id);
        await tx.query(
          `UPDATE agents SET worker_status = $2,
             termination_reason = CASE WHEN $2 = 'active' THEN NULL ELSE termination_reason END,
             termination_date = CASE WHEN $2 = 'active' THEN NULL ELSE termination_date END,
             termination_note = CASE WHEN $2 = 'active' THEN NULL ELSE termination_note END,
             version = version + 1, updated_at = now()
           WHERE id = ANY($1::int[])`,
          [changeIds, status],
        );
        const audits = toChange.map((row) => {
          const { id: _id, ...before } = row;
          const after =
            status === "active"
              ? {
                  workerStatus: "active",
                  terminationReason: null,
                  terminationDate: null,
                  terminationNote: null,
                }
              : { ...before, workerStatus: "inactive" };
          return changedFields(before, after);
        });
        await tx.query(
          `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                  entity_type, entity_id, before, after)
           SELECT $1, 'user', $2, $3, $4, 'agent', id::text, b, a
           FROM unnest($5::int[], $6::jsonb[], $7::jsonb[]) AS t(id, b, a)`,
          [
            principal.clientId,
            principal.userId,
            principal.fullname,
            status === "active" ? "agent.activate" : "agent.inactivate",
            changeIds,
            audits.map((change) => JSON.stringify(change?.before ?? {})),
            audits.map((change) => JSON.stringify(change?.after ?? {})),
          ],
        );
        return changeIds;
      });
      return { data: { count: changed.length, ids: changed } };
    },
  );
}
