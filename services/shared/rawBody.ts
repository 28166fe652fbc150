import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";
import { languageOf, localizeErrorBody } from "./language.ts";
import { toErrorResponse } from "./server.ts";

export type RawBodyOptions = {
  /** Content types whose body arrives as a Buffer (others are refused with `unsupported`). */
  types: readonly string[];
  /** Largest body in bytes; a larger one is refused with `tooLarge` before it is read whole. */
  limit: number;
  tooLarge: () => HttpError;
  unsupported: () => HttpError;
};

/**
 * Lets the routes of one plugin scope take a raw file body (an image, a spreadsheet) instead of
 * the JSON every other route takes. Scoped: JSON-only routes elsewhere are unaffected.
 * The handler still checks the bytes themselves (magic bytes), never only the header.
 */
export function acceptRawBody(scope: FastifyInstance, options: RawBodyOptions): void {
  scope.addContentTypeParser(
    [...options.types],
    { parseAs: "buffer", bodyLimit: options.limit },
    (_request, body, done) => done(null, body),
  );
  // Any other type reaches the handler as "no file" rather than Fastify's JSON-only 415 text.
  scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: options.limit }, (_r, _b, done) =>
    done(options.unsupported(), undefined),
  );
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? options.tooLarge()
        : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? options.unsupported()
          : error;
    const { status, body } = toErrorResponse(mapped as FastifyError);
    if (status >= 500) request.log.error({ err: error }, "unexpected error");
    // In the caller's language, as the server's own error handler answers (issue 16: an
    // upload's row errors reached Indonesian users in English).
    return reply
      .status(status)
      .type("application/json")
      .send(localizeErrorBody(body, languageOf(request), status));
  });
}

/** The body as a Buffer, or the `unsupported` error when a JSON (or no) body came instead. */
export function rawBodyOf(body: unknown, unsupported: () => HttpError): Buffer {
  if (!Buffer.isBuffer(body)) throw unsupported();
  return body;
}

/** Whether an error is an HttpError, so callers can rethrow expected failures as they are. */
export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
