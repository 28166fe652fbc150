import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findPolicy } from "../policyRepo.ts";
import { AttendancePolicySchema } from "../schemas.ts";

/** GET /attendance-policies/:id */
export function policyReadRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/attendance-policies/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary: "One attendance policy",
        params: IdParams,
        response: { 200: dataOf(AttendancePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const policy = await db.tenant(principal.clientId, (tx) => findPolicy(tx, params.id));
      if (!policy) throw notFound("Attendance policy");
      return { data: policy };
    },
  );
}
