import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findPolicy, updatePolicy } from "../policyRepo.ts";
import { AttendancePolicyBody, AttendancePolicySchema } from "../schemas.ts";
import { checkedPolicy, policyRace } from "./policyShared.ts";

/** PUT /attendance-policies/:id: replaces the policy and its coverage. */
export function policyUpdateRoute(app: App, { db }: { db: Db }): void {
  app.put(
    "/attendance-policies/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Replaces an attendance policy (menu settings)",
        params: IdParams,
        body: AttendancePolicyBody,
        response: { 200: dataOf(AttendancePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const message = "Failed to Update Attendance Policy";
      const policy = await db.tenant(principal.clientId, async (tx) => {
        const before = await findPolicy(tx, params.id, true);
        if (!before) throw notFound("Attendance policy");
        const values = await checkedPolicy(
          tx,
          principal.clientId,
          request.body,
          params.id,
          message,
        );
        await policyRace(message, () => updatePolicy(tx, principal.clientId, params.id, values));
        const after = (await findPolicy(tx, params.id))!;
        await audit(tx, principal, {
          action: "attendance_policy.update",
          entityType: "attendance_policy",
          entityId: params.id,
          before,
          after,
        });
        return after;
      });
      return { data: policy };
    },
  );
}
