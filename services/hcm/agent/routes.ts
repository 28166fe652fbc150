import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { IMAGE_TYPES, sniffImageType } from "../../file/sniff.ts";
import { FileStorage, fileStorageDir } from "../../file/storage.ts";
import { HttpError } from "../../shared/errors.ts";
import type { LivePublisher } from "../../shared/live.ts";
import { acceptRawBody, rawBodyOf } from "../../shared/rawBody.ts";
import type { App } from "../../shared/typed.ts";
import { recordCheck } from "./attendance.ts";
import { decorateAgent, requireAgent } from "./auth.ts";
import { storeAgentFile } from "./files.ts";
import { todayOf } from "./today.ts";

/**
 * Issue 14: the worker app's API under /api/hcm/v1/agent/*, authenticated by a worker token
 * only (./auth.ts). Public for the console's access hook; requireAgent runs on request (before the body is even read),
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

/** SPEC §5 image upload limit (as the file service's uploads). */
const MAX_SELFIE_BYTES = 5 * 1024 * 1024;
const selfieTooLarge = () =>
  new HttpError(413, "File size is larger than 5 MB", { code: "size-too-large" });
const selfieUnsupported = () =>
  new HttpError(415, "Only JPEG, PNG, HEIC or WebP images can be uploaded", {
    code: "wrong-type",
  });

export async function agentRoutes(
  app: App,
  deps: { db: Db; live: LivePublisher; fileStorageDir?: string | undefined },
): Promise<void> {
  const { db, live } = deps;
  const storage = new FileStorage(deps.fileStorageDir ?? fileStorageDir());
  decorateAgent(app);
  const auth = requireAgent(db);

  app.post(
    "/agent/attendance",
    {
      config: { public: true },
      onRequest: auth,
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
      onRequest: auth,
      schema: {
        summary:
          "Worker app: today in the worker's branch zone — the schedule, the record, the policy's demands and the working locations",
      },
    },
    async (request) => ({ data: await todayOf(db, request.agent) }),
  );

  // A selfie for verification.fileId: the file service's storage and sniffing, the file kept
  // as the worker's own (files.created_by_agent, migration 0020), served to the client's
  // console by GET /api/file/v1/files/:id.
  await app.register(async (scope) => {
    acceptRawBody(scope, {
      types: [...IMAGE_TYPES, "application/octet-stream"],
      limit: MAX_SELFIE_BYTES,
      tooLarge: selfieTooLarge,
      unsupported: selfieUnsupported,
    });
    scope.post(
      "/agent/selfies",
      {
        bodyLimit: MAX_SELFIE_BYTES,
        config: { public: true },
        onRequest: auth,
        schema: {
          summary:
            "Worker app: upload a selfie (raw image body ≤ 5 MB, JPEG/PNG/HEIC/WebP by its bytes); its id goes in verification.fileId",
          response: {
            201: Type.Object({
              data: Type.Object({
                id: Type.String(),
                contentType: Type.String(),
                size: Type.Integer(),
              }),
            }),
          },
        },
      },
      async (request, reply) => {
        const { agent } = request;
        const bytes = rawBodyOf(request.body, selfieUnsupported);
        if (bytes.length === 0) throw new HttpError(400, "The file is empty");
        if (bytes.length > MAX_SELFIE_BYTES) throw selfieTooLarge();
        const contentType = sniffImageType(bytes);
        if (!contentType) throw selfieUnsupported();
        return reply
          .status(201)
          .send({ data: await storeAgentFile(db, storage, agent, bytes, contentType) });
      },
    );
  });
}
