import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import type { App } from "../../shared/typed.ts";
import { recordCheck } from "./attendance.ts";
import { decorateAgent, requireAgent } from "./auth.ts";
import { todayOf } from "./today.ts";

/**
 * Issue 14: the worker app's API under /api/hcm/v1/agent/*, authenticated by a worker token
 * only (./auth.ts). Public for the console's access hook; requireAgent runs before validation,
 * so a caller without a worker token learns nothing about the body either.
 */
const RecordSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  status: Type.String(),
  flags: Type.Array(Type.String()),
  lateMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
});

export const CheckBodySchema = Type.Object(
  {
    type: Type.Enum(["check_in", "check_out"]),
    clientEventId: Type.String({ minLength: 1, maxLength: 100, pattern: "^[\\x21-\\x7E]+$" }),
    occurredAt: Type.String({ minLength: 16, maxLength: 40 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    accuracyMeters: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    isMock: Type.Optional(Type.Boolean()),
    offline: Type.Optional(Type.Boolean()),
    provider: Type.Optional(Type.String({ maxLength: 40, pattern: "^[^\\u0000]*$" })),
    verification: Type.Optional(
      Type.Object(
        {
          method: Type.Enum(["selfie", "qr", "code"]),
          fileId: Type.Optional(Type.String({ maxLength: 36 })),
          value: Type.Optional(
            Type.String({ minLength: 1, maxLength: 200, pattern: "^[^\\u0000]*$" }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export function agentRoutes(app: App, deps: { db: Db; live: LivePublisher }): void {
  const { db, live } = deps;
  decorateAgent(app);
  const auth = requireAgent(db);

  app.post(
    "/agent/attendance",
    {
      config: { public: true },
      preValidation: auth,
      schema: {
        summary:
          "Worker app: a check-in or check-out (worker token). Idempotent on clientEventId: a repeat answers the first answer with 200 and changes nothing; the same id with another body is 409",
        body: CheckBodySchema,
        response: {
          200: Type.Object({
            data: Type.Object({ record: RecordSchema }, { additionalProperties: true }),
          }),
          201: Type.Object({
            data: Type.Object({ record: RecordSchema }, { additionalProperties: true }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { agent } = request;
      const result = await recordCheck(db, agent, request.body);
      if (!result.repeat)
        live.changed(agent.clientId, { type: "attendance", dates: [result.date] });
      return reply.status(result.repeat ? 200 : 201).send({ data: result.answer });
    },
  );

  app.get(
    "/agent/attendance/today",
    {
      config: { public: true },
      preValidation: auth,
      schema: {
        summary:
          "Worker app: today in the worker's branch zone — the schedule, the record, the policy's demands and the working locations",
      },
    },
    async (request) => ({ data: await todayOf(db, request.agent) }),
  );
}
