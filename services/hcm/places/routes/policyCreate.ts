import type { Db } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { findPolicy, insertPolicy } from "../policyRepo.ts";
import { AttendancePolicyBody, AttendancePolicySchema } from "../schemas.ts";
import { checkedPolicy, policyRace } from "./policyShared.ts";

/** POST /attendance-policies */
export function policyCreateRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/attendance-policies",
    {
      config: { menu: "settings" },
      schema: {
        summary:
          "Creates an attendance policy (menu settings); coverage overlapping another policy's: 409 naming it",
        body: AttendancePolicyBody,
        response: { 201: dataOf(AttendancePolicySchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Attendance Policy";
      const policy = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedPolicy(tx, principal.clientId, request.body, null, message);
        const id = await policyRace(message, () => insertPolicy(tx, principal.clientId, values));
        const created = (await findPolicy(tx, id))!;
        await audit(tx, principal, {
          action: "attendance_policy.create",
          entityType: "attendance_policy",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: policy };
    },
  );
}
