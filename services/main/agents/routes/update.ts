import { Type } from "typebox";
import { isAllowedFileHost } from "../../../../domain/uploads.ts";
import { parseAgentInput } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import { allowedFileHosts } from "../../../file/plugin.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf, VersionField } from "../../schemas.ts";
import {
  type AgentRow,
  auditAgent,
  auditedValues,
  changedFields,
  findAgent,
  loadAgentFields,
  updateAgentRow,
} from "../repo.ts";
import { AgentBody, AgentSchema, IdParams } from "../schemas.ts";
import {
  assertUnique,
  referenceProblems,
  STALE_VERSION_MESSAGE,
  UPDATE_FAILED,
  uniqueOrConflict,
} from "./shared.ts";

/** PUT /agents/:id: edit an employee (optimistic version). */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;
  const fileHosts = allowedFileHosts();
  const isAllowedFileUrl = (url: string) => isAllowedFileHost(url, fileHosts);

  app.put(
    "/agents/:id",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          'Replaces an employee\'s data (menu employee-list); omitted optional fields become empty. `version` must be the one read: stale is 409. Invalid: 400 "Failed to Update Agent"',
        params: IdParams,
        body: Type.Object(
          { version: VersionField("the version the form was read at"), ...AgentBody },
          { additionalProperties: false },
        ),
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
        const fields = await loadAgentFields(tx, { forWrite: true });
        const { value, errors } = parseAgentInput(input, fields, {
          isAllowedFileUrl,
          previousCustomData: before.customData,
        });
        errors.push(...(await referenceProblems(tx, value, errors, before)));
        if (errors.length > 0) throw invalidFields(UPDATE_FAILED, errors);
        const contractStatus = value.contractStatus ?? before.contractStatus;
        const change = changedFields(
          auditedValues(before),
          auditedValues({ ...value, contractStatus }),
        );
        if (!change) return before;
        await assertUnique(tx, value, id, UPDATE_FAILED);
        await uniqueOrConflict(UPDATE_FAILED, () => updateAgentRow(tx, id, value, contractStatus));
        await auditAgent(tx, principal, { action: "agent.update", agentId: id, ...change });
        return (await findAgent(tx, id)) as AgentRow;
      });
      return { data: agent };
    },
  );
}
