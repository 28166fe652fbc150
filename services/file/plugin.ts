import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { isAllowedFileHost } from "../../domain/uploads.ts";
import type { Db } from "../db/pool.ts";
import { HttpError, notFound } from "../shared/errors.ts";
import { acceptRawBody, rawBodyOf } from "../shared/rawBody.ts";
import { typed } from "../shared/typed.ts";
import { IMAGE_TYPES, RECEIPT_TYPES, sniffImageType, sniffReceiptType } from "./sniff.ts";
import { FileStorage, fileStorageDir } from "./storage.ts";

export const FILE_PREFIX = "/api/file/v1";

/** SPEC §5 image upload limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** SPEC §5: a file URL is accepted only when its host is one of the storage hosts. */
export function allowedFileHosts(env: Record<string, string | undefined> = process.env): string[] {
  return (env["FILE_ALLOWED_HOSTS"] ?? "localhost,127.0.0.1")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export type FileDeps = { db: Db; fileStorageDir?: string | undefined };

const FileSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

type FileRow = {
  id: string;
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
};

const tooLarge = () =>
  new HttpError(413, "File size is larger than 5 MB", { code: "size-too-large" });
const unsupported = () =>
  new HttpError(415, "Only JPEG, PNG, HEIC or WebP images can be uploaded", {
    code: "wrong-type",
  });
const unsupportedReceipt = () =>
  new HttpError(415, "Only JPEG, PNG, HEIC or WebP images or PDF documents can be uploaded", {
    code: "wrong-type",
  });

/** Uploads (images, SPEC §5) and downloads, plus the storage-host check. */
export async function fileService(server: FastifyInstance, deps: FileDeps): Promise<void> {
  const app = typed(server);
  const { db } = deps;
  const hosts = allowedFileHosts();
  const storage = new FileStorage(deps.fileStorageDir ?? fileStorageDir());

  /** Stores an upload whose type `sniff` recognises (415 otherwise); 201 with its URL. */
  async function store(
    request: FastifyRequest,
    reply: FastifyReply,
    sniff: (bytes: Uint8Array) => string | null,
    refuse: () => HttpError,
  ) {
    const { principal } = request;
    const bytes = rawBodyOf(request.body, refuse);
    if (bytes.length === 0) throw new HttpError(400, "The file is empty");
    if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
    const contentType = sniff(bytes);
    if (!contentType) throw refuse();
    const stored = await storage.put(principal.clientId, bytes);
    const row = await db.tenant(principal.clientId, async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO files (client_id, sha256, size, content_type, storage_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          principal.clientId,
          stored.sha256,
          stored.size,
          contentType,
          stored.storageKey,
          principal.userId,
        ],
      );
      return inserted.rows[0]!;
    });
    reply.status(201);
    return {
      data: {
        id: row.id,
        url: `${publicBase(request)}${FILE_PREFIX}/files/${row.id}`,
        contentType,
        size: stored.size,
      },
    };
  }

  app.post(
    "/check-url",
    {
      config: { session: true },
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
      const { url } = request.body;
      const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : "";
      return { data: { allowed: isAllowedFileHost(url, hosts), host } };
    },
  );

  // Raw image bodies are accepted in this scope only; every other route stays JSON-only.
  await app.register(async (scope) => {
    acceptRawBody(scope, {
      types: [...IMAGE_TYPES, "application/octet-stream"],
      limit: MAX_IMAGE_BYTES,
      tooLarge,
      unsupported,
    });

    scope.post(
      "/uploads",
      {
        bodyLimit: MAX_IMAGE_BYTES,
        config: { session: true },
        schema: {
          summary: "Upload an image (raw body, ≤ 5 MB; JPEG, PNG, HEIC or WebP by its bytes)",
          description:
            "Send the file itself as the body with its Content-Type (image/jpeg, image/png, " +
            "image/heic, image/webp or application/octet-stream). The type is decided by the " +
            "file's magic bytes; anything else is 415 `wrong-type`, more than 5 MB is 413 " +
            "`size-too-large` (SPEC §5). The answer's `url` serves the file to the same client only.",
          response: { 201: Type.Object({ data: FileSchema }) },
        },
      },
      (request, reply) => store(request, reply, sniffImageType, unsupported),
    );
  });

  // Issue 18: reimbursement receipts may also be PDFs (the images' route stays images only,
  // SPEC §5). Same storage, limits and sniffing by the bytes.
  await app.register(async (scope) => {
    acceptRawBody(scope, {
      types: [...RECEIPT_TYPES, "application/octet-stream"],
      limit: MAX_IMAGE_BYTES,
      tooLarge,
      unsupported: unsupportedReceipt,
    });
    scope.post(
      "/receipts",
      {
        bodyLimit: MAX_IMAGE_BYTES,
        config: { session: true },
        schema: {
          summary: "Upload a receipt (raw body, ≤ 5 MB; JPEG, PNG, HEIC, WebP or PDF by its bytes)",
          description:
            "As /uploads, and a PDF (application/pdf, its %PDF- header at the start) too. " +
            "Anything else is 415 `wrong-type`, more than 5 MB is 413 `size-too-large`.",
          response: { 201: Type.Object({ data: FileSchema }) },
        },
      },
      (request, reply) => store(request, reply, sniffReceiptType, unsupportedReceipt),
    );
  });

  app.get(
    "/files/:id",
    {
      // The bearer token, else the console's session cookie (as every route): an <img> cannot
      // send a header, and a token in the URL would end up in logs and history. The cookie is
      // SameSite=Strict, and the answer carries Cross-Origin-Resource-Policy: same-site, so
      // another site can neither make the browser send it nor read what comes back.
      config: { session: true },
      schema: {
        summary: "Download a file of the caller's client (also as an <img src>)",
        description:
          "Authenticated by the bearer token or, so the console can use the URL in an <img>, " +
          "by its SameSite=Strict session cookie. Another client's file is 404.",
        params: Type.Object({ id: Type.String({ format: "uuid" }) }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { id } = request.params;
      const found = await db.tenant(principal.clientId, (tx) =>
        tx.query<FileRow>(
          "SELECT id, content_type, size, sha256, storage_key FROM files WHERE id = $1",
          [id],
        ),
      );
      const file = found.rows[0];
      if (!file) throw notFound("File");
      const etag = `"${file.sha256}"`;
      reply
        .header("etag", etag)
        // Private: the answer depends on who asks. The id never points at other bytes.
        .header("cache-control", "private, max-age=86400")
        // same-site, not same-origin: `npm run dev` serves the console on another port.
        .header("cross-origin-resource-policy", "same-site")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header(
          "content-disposition",
          `inline; filename="${file.id}.${extension(file.content_type)}"`,
        );
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const bytes = await storage.read(file.storage_key).catch(() => null);
      if (!bytes) throw notFound("File");
      return reply.type(file.content_type).send(bytes);
    },
  );
}

/** Where the browser reached this server (FILE_PUBLIC_URL overrides, e.g. behind a CDN). */
function publicBase(request: FastifyRequest): string {
  const configured = process.env["FILE_PUBLIC_URL"];
  if (configured) return configured.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}

const extension = (contentType: string) =>
  contentType.slice(contentType.indexOf("/") + 1).replace("jpeg", "jpg");
