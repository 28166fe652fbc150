import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { isAllowedFileHost } from "../../domain/uploads.ts";
import type { Db } from "../db/pool.ts";
import { requirePrincipal } from "../shared/principal.ts";

export const FILE_PREFIX = "/api/file/v1";

/** SPEC §5: a file URL is accepted only when its host is one of the storage hosts. */
export function allowedFileHosts(env: Record<string, string | undefined> = process.env): string[] {
  return (env["FILE_ALLOWED_HOSTS"] ?? "localhost,127.0.0.1")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** The file service (uploads and downloads in later issues); today the host allow-list check. */
export async function fileService(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const hosts = allowedFileHosts();
  app.post(
    "/check-url",
    {
      schema: {
        summary: "Whether a file URL points at an allowed storage host",
        body: Type.Object(
          { url: Type.String({ minLength: 1, maxLength: 2048 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Object({ allowed: Type.Boolean(), host: Type.String() }) }),
        },
      },
    },
    async (request) => {
      await requirePrincipal(deps.db, request);
      const { url } = request.body as { url: string };
      const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : "";
      return { data: { allowed: isAllowedFileHost(url, hosts), host } };
    },
  );
}
