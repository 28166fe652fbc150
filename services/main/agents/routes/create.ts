import { Type } from "typebox";
import { isAllowedFileHost } from "../../../../domain/uploads.ts";
import { parseAgentInput } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import { allowedFileHosts } from "../../../file/plugin.ts";
import { invalidFields } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import {
  type AgentRow,
  auditAgent,
  auditedValues,
  findAgent,
  insertAgent,
  loadAgentFields,
} from "../repo.ts";
import { AgentBody, AgentSchema } from "../schemas.ts";
import {
  assertUnique,
  CREATE_FAILED,
  referenceProblems,
  uniqueOrConflict,
  withoutNulls,
} from "./shared.ts";

/** POST /agents: a new employee. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;
  const fileHosts = allowedFileHosts();
  const isAllowedFileUrl = (url: string) => isAllowedFileHost(url, fileHosts);

  app.post(
    "/agents",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          'Creates an employee (menu employee-list): 201 with the row. Invalid: 400 "Failed to Create Agent" with every field error; NIK or phone taken: 409 with the field',
        body: Type.Object(AgentBody, { additionalProperties: false }),
        response: { 201: dataOf(AgentSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const agent = await db.tenant(principal.clientId, async (tx) => {
        const fields = await loadAgentFields(tx, { forWrite: true });
        const { value, errors } = parseAgentInput(request.body, fields, {
          isAllowedFileUrl,
        });
        errors.push(...(await referenceProblems(tx, value, errors, null)));
        if (errors.length > 0) throw invalidFields(CREATE_FAILED, errors);
        await assertUnique(tx, value, null, CREATE_FAILED);
        const id = await uniqueOrConflict(CREATE_FAILED, () =>
          insertAgent(tx, principal.clientId, value),
        );
        const created = (await findAgent(tx, id)) as AgentRow;
        await auditAgent(tx, principal, {
          action: "agent.create",
          agentId: id,
          before: null,
          after: withoutNulls(auditedValues(created)),
        });
        return created;
      });
      reply.status(201);
      return { data: agent };
    },
  );
}
