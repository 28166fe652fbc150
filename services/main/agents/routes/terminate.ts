import { parseTermination } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { type AgentRow, auditAgent, findAgent } from "../repo.ts";
import { AgentSchema, IdParams, TerminateBody } from "../schemas.ts";
import { STALE_VERSION_MESSAGE, TERMINATE_FAILED } from "./shared.ts";

/** POST /agents/:id/terminate: end an employee's employment. */
export function terminateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/agents/:id/terminate",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          "Terminates an employee (menu employee-list): SPEC §9 reason, effective date, note; worker status becomes inactive. Stale version or already terminated: 409",
        params: IdParams,
        body: TerminateBody,
        response: { 200: dataOf(AgentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { version, ...input } = request.body;
      const agent = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAgent(tx, id, { lock: true });
        if (!before) throw notFound("Agent");
        if (before.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
        if (before.terminationReason !== null)
          throw new HttpError(409, "This employee is already terminated");
        const { value, errors } = parseTermination(input, { joinDate: before.joinDate });
        if (errors.length > 0) throw invalidFields(TERMINATE_FAILED, errors);
        await tx.query(
          `UPDATE agents SET worker_status = 'inactive', termination_reason = $2,
             termination_date = $3, termination_note = $4, version = version + 1,
             updated_at = now()
           WHERE id = $1`,
          [id, value.reason, value.date, value.note],
        );
        await auditAgent(tx, principal, {
          action: "agent.terminate",
          agentId: id,
          before: {
            workerStatus: before.workerStatus,
            terminationReason: null,
            terminationDate: null,
            terminationNote: null,
          },
          after: {
            workerStatus: "inactive",
            terminationReason: value.reason,
            terminationDate: value.date,
            terminationNote: value.note,
          },
        });
        return (await findAgent(tx, id)) as AgentRow;
      });
      return { data: agent };
    },
  );
}
