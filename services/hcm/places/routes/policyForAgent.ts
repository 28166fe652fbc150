import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { policyForAgent } from "../policyRepo.ts";
import { AttendancePolicySchema } from "../schemas.ts";

/** GET /attendance-policies/for-agent/:agentId: the one policy that applies, or null. */
export function policyForAgentRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/attendance-policies/for-agent/:agentId",
    {
      config: { menu: "settings" },
      schema: {
        summary:
          "The attendance policy that applies to an employee (directly named, else by branch), or null",
        params: Type.Object({ agentId: Type.Integer({ minimum: 1, maximum: MAX_ID }) }),
        response: { 200: dataOf(Nullable(AttendancePolicySchema)) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const policy = await db.tenant(principal.clientId, async (tx) => {
        const agent = await tx.query("SELECT 1 FROM agents WHERE id = $1", [params.agentId]);
        if (!agent.rowCount) throw notFound("Employee");
        return policyForAgent(tx, params.agentId);
      });
      return { data: policy };
    },
  );
}
