import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { RECEIPT_TYPES, sniffReceiptType } from "../../../file/sniff.ts";
import { FileStorage, fileStorageDir } from "../../../file/storage.ts";
import { HttpError } from "../../../shared/errors.ts";
import { acceptRawBody, rawBodyOf } from "../../../shared/rawBody.ts";
import type { App } from "../../../shared/typed.ts";
import { requireAgent } from "../../agent/auth.ts";
import { storeAgentFile } from "../../agent/files.ts";

/** As the file service's uploads (SPEC §5 size). */
const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const tooLarge = () =>
  new HttpError(413, "File size is larger than 5 MB", { code: "size-too-large" });
const unsupported = () =>
  new HttpError(415, "Only JPEG, PNG, HEIC or WebP images or PDF documents can be uploaded", {
    code: "wrong-type",
  });

/**
 * POST /agent/receipts: a worker's receipt for a claim's fileIds — the file service's storage
 * and sniffing (an image or a PDF by its bytes), kept as the worker's own
 * (files.created_by_agent) so a claim takes only the worker's own uploads; the console reads
 * it at GET /api/file/v1/files/:id (as agent/routes.ts's selfies).
 */
export async function agentReceiptsRoute(
  app: App,
  deps: { db: Db; fileStorageDir?: string | undefined },
): Promise<void> {
  const { db } = deps;
  const storage = new FileStorage(deps.fileStorageDir ?? fileStorageDir());
  await app.register(async (scope) => {
    acceptRawBody(scope, {
      types: [...RECEIPT_TYPES, "application/octet-stream"],
      limit: MAX_RECEIPT_BYTES,
      tooLarge,
      unsupported,
    });
    scope.post(
      "/agent/receipts",
      {
        bodyLimit: MAX_RECEIPT_BYTES,
        config: { public: true },
        onRequest: requireAgent(db),
        schema: {
          summary:
            "Worker app: upload a receipt (raw body ≤ 5 MB; JPEG/PNG/HEIC/WebP or PDF by its bytes); its id goes in a claim's fileIds",
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
        const bytes = rawBodyOf(request.body, unsupported);
        if (bytes.length === 0) throw new HttpError(400, "The file is empty");
        if (bytes.length > MAX_RECEIPT_BYTES) throw tooLarge();
        const contentType = sniffReceiptType(bytes);
        if (!contentType) throw unsupported();
        return reply
          .status(201)
          .send({ data: await storeAgentFile(db, storage, agent, bytes, contentType) });
      },
    );
  });
}
