/** An expected failure with the HTTP status and the message the caller sees. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: unknown,
    /** Field-level problems of a 400 (issue 5): `[{ field, message }]`, field in camelCase. */
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** One field's problem in a 400 answer: `field` is the request's camelCase path. */
export type FieldError = { field: string; message: string };

/**
 * A 400 that lists every field problem at once, e.g.
 * `invalidFields("Failed to Create Agent", [{ field: "nik", message: "must be 16 digits" }])`.
 */
export const invalidFields = (message: string, errors: readonly FieldError[]) =>
  new HttpError(400, message, undefined, errors);

export const notFound = (what = "Resource") => new HttpError(404, `${what} not found`);
