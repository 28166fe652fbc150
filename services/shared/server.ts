import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import swagger from "@fastify/swagger";
import { Ajv, type Options as AjvOptions } from "ajv";
import addFormats from "ajv-formats";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { INTERNAL_SERVER_ERROR } from "../../domain/errors.ts";
import { MAX_JSON_DEPTH, tooDeepField } from "../../domain/validation.ts";
import type { Db } from "../db/pool.ts";
import { type AccessRule, accessRuleOf, routeAccess } from "./access.ts";
import { type FieldError, HttpError } from "./errors.ts";
import { languageOf, localizeErrorBody } from "./language.ts";

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Issue 19 (CI time): request validators and response serializers compiled once per process,
 * not once per server: compiling them was most of a server's start (0.5-0.7 s of CPU, more
 * under load), and the tests build a server per file (about 110 a CI run). Keyed by the
 * schema's JSON, so equal schemas share one function; no route uses shared schemas
 * (addSchema), so the JSON is the whole schema.
 */
const ajvs = new Map<string, Ajv>();
function sharedAjv(options: AjvOptions) {
  const key = JSON.stringify(options);
  let ajv = ajvs.get(key);
  if (!ajv) {
    ajv = makeAjv(options);
    ajvs.set(key, ajv);
  }
  return ajv;
}
const serializers = new Map<string, (data: unknown) => string>();
const buildSerializer = (external: unknown, options: unknown) => {
  const inner = SerializerSelector()(external as never, options as never) as (route: {
    schema: object;
  }) => (data: unknown) => string;
  return (route: { schema: object }) => {
    const key = JSON.stringify(route.schema);
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = inner(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};

function makeAjv(options: AjvOptions) {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * The Fastify instance every service (and the one-process server) stands on: JSON only,
 * strict body validation, `{ message, detail? }` errors, never a raw 500 text.
 */
export type RegisteredRoute = {
  method: string;
  url: string;
  access: AccessRule;
  /** The route's query string schema, as declared (server/app.ts checks its local reads'). */
  querystring?: unknown;
};

/** How every route validates its query string (coerced, unknown parameters removed). */
const QUERY_VALIDATION = { coerceTypes: "array", removeAdditional: true } as const;

/**
 * The validator a route declaring `schema` as its query string runs: the same compiled
 * function, for a caller that checks a query without the route (server/app.ts's in-process
 * reads). It fills in defaults and coerces the values it is given, as the route would.
 */
export function queryValidator(schema: object) {
  return sharedAjv(QUERY_VALIDATION).compile(schema);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route this server answers, so tests can prove each one is covered. */
    registeredRoutes: RegisteredRoute[];
  }
}

export type BaseServerOptions = {
  /** Where the access hook finds sessions (services/shared/access.ts). */
  db: Db;
  /** Decides the feature flags' defaults the access hook holds menus to (domain/flags.ts). */
  environment?: string;
  logger?: boolean;
  /** Answers unmatched requests first (the console's SPA fallback); false passes them on. */
  fallback?: ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined;
};

export async function createBaseServer(options: BaseServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: buildSerializer as never } },
    logger: options.logger
      ? {
          level: process.env["LOG_LEVEL"] ?? "info",
          // The event stream takes its token in the URL (SPEC §7): never write it to a log.
          serializers: {
            req: (request) => ({
              method: request.method,
              url: request.url.replace(/([?&]t=)[^&]*/, "$1[redacted]"),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from these addresses: the gateway on this machine by
    // default; behind a load balancer, list its and the gateways' addresses (IPs or CIDRs).
    trustProxy: process.env["TRUST_PROXY"] ?? "127.0.0.1,::1,::ffff:127.0.0.1",
  });
  // JSON only: Fastify's built-in text/plain parser would let a text body reach validation
  // (a 400 instead of 415), and text/plain is the type a cross-site form may POST unpreflighted.
  app.removeContentTypeParser("text/plain");
  // A DELETE carries no body, but many HTTP clients send their default JSON content type with
  // it anyway: without a body to parse that header is dropped, so the route answers instead of
  // a 400 "Request body is empty" (a POST or PUT without its body still gets that 400).
  app.addHook("onRequest", async (request) => {
    const { headers } = request;
    if (
      request.method === "DELETE" &&
      headers["transfer-encoding"] === undefined &&
      (headers["content-length"] === undefined || headers["content-length"] === "0")
    )
      delete headers["content-type"];
  });

  // First: every route after this one declares who may call it, or is refused here.
  routeAccess(app, options.db, options.environment);
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = accessRuleOf(route.config, route.url);
    for (const method of methods)
      if (method !== "HEAD")
        routes.push({ method, url: route.url, access, querystring: route.schema?.querystring });
  });
  app.decorate("registeredRoutes", routes);

  // Query strings and params arrive as text, so they are coerced; bodies must match exactly.
  const lenient = sharedAjv(QUERY_VALIDATION);
  const strictBody = sharedAjv({ coerceTypes: false, removeAdditional: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === "body" ? strictBody.compile(schema) : lenient.compile(schema),
  );

  // Text PostgreSQL cannot take (NUL) or that is not Unicode (an unpaired surrogate) is a
  // 400 naming the field, before any route reads it: NUL makes text and jsonb fail (a 500),
  // and a lone surrogate fails jsonb or is stored silently as U+FFFD. Only the parts a route
  // declares a schema for are its input; /graphql (no schema) forwards to routes that do.
  app.addHook("preValidation", async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    const parts = [
      ["body", schema.body, request.body],
      ["querystring", schema.querystring, request.query],
      ["params", schema.params, request.params],
    ] as const;
    for (const [part, declared, value] of parts) {
      if (!declared) continue;
      const field = unstorableTextField(value);
      if (field !== null) throw unstorableText(part, field);
      // A body nested thousands of levels overflows the recursive walks after this one
      // (validation, JSON.stringify of a jsonb parameter): a 500 before issue 11 A5.
      const deep = tooDeepField(value);
      if (deep !== null) throw nestedTooDeep(part, deep || part);
    }
  });

  // Tokens live in the cookie and, for the event stream, in a URL: never leak either through
  // the Referer of a link to another site.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-content-type-options", "nosniff");
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, "unexpected error");
    // Field problems follow the caller's language (issue 11 B4): one place for every route.
    return reply
      .status(status)
      .type("application/json")
      .send(localizeErrorBody(body, languageOf(request), status));
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.fallback?.(request, reply)) return reply;
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Tenaga REST APIs", version: "1" },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      security: [{ bearer: [] }],
    },
  });
  app.get("/api/docs", { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
  return app;
}

export const UNSTORABLE_TEXT_MESSAGE = "contains characters that are not allowed";

/** A surrogate without its pair (what String.prototype.isWellFormed refuses). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text with a NUL (U+0000) or an unpaired surrogate (not well-formed UTF-16). */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * The first string in a parsed JSON value (object keys included) that is not storable, as
 * the field path a 400 names ("fullName", "customData.note", "options.0.label"; "body" for
 * the value itself), or null. Iterative: a deeply nested body cannot overflow the stack.
 */
export function unstorableTextField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (!isStorableText(current)) return path || "body";
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], join(path, `${i}`)]);
    } else if (
      typeof current === "object" &&
      current !== null &&
      !Buffer.isBuffer(current) &&
      !ArrayBuffer.isView(current)
    ) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isStorableText(key)) return join(path, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/** The 400 for text that is not storable, in the shape of a schema failure. */
export function unstorableText(part: string, field: string): HttpError {
  return new HttpError(400, `Invalid ${part}: ${field} ${UNSTORABLE_TEXT_MESSAGE}`, [
    { field, message: UNSTORABLE_TEXT_MESSAGE },
  ]);
}

export const NESTED_TOO_DEEP_MESSAGE = `must not nest more than ${MAX_JSON_DEPTH} levels deep`;

/** The 400 for a value nested past MAX_JSON_DEPTH, in the shape of a schema failure. */
export function nestedTooDeep(part: string, field: string): HttpError {
  return new HttpError(400, `Invalid ${part}: ${field} ${NESTED_TOO_DEEP_MESSAGE}`, [
    { field, message: NESTED_TOO_DEEP_MESSAGE },
  ]);
}

type ValidationItem = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

export function toErrorResponse(error: FastifyError): {
  status: number;
  body: { message: string; code?: string; detail?: unknown; errors?: readonly FieldError[] };
} {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        // A coded problem (SPEC §8 codes such as BATCH_NAME_ALREADY_EXIST) also names its
        // code at the top, where API clients look first.
        ...(problemCode(error.detail) === undefined ? {} : { code: problemCode(error.detail) }),
        ...(error.detail === undefined ? {} : { detail: error.detail }),
        ...(error.errors === undefined
          ? isFieldList(error.detail)
            ? { errors: error.detail }
            : {}
          : { errors: error.errors }),
      },
    };
  }
  if (error.validation) {
    const part = error.validationContext ?? "request";
    const detail = describeValidationItems(error.validation as ValidationItem[]);
    const first = detail[0];
    return {
      status: 400,
      body: {
        message: first ? `Invalid ${part}: ${first.field} ${first.message}` : "Invalid request",
        detail,
        errors: detail,
      },
    };
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, body: { message: "Malformed JSON body" } };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, body: { message: "Request body is empty; send a JSON object" } };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        status: 413,
        body: { message: `Request body is larger than ${BODY_LIMIT_BYTES} bytes` },
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, body: { message: "Content-Type must be application/json" } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: error.message } };
  return { status: 500, body: { message: INTERNAL_SERVER_ERROR } };
}

/** The SCREAMING_CASE code of a problem's `detail`, when it has one. */
function problemCode(detail: unknown): string | undefined {
  if (typeof detail !== "object" || detail === null || Array.isArray(detail)) return undefined;
  const code = (detail as { code?: unknown }).code;
  return typeof code === "string" && /^[A-Z][A-Z0-9_]*$/.test(code) ? code : undefined;
}

/** A `detail` that is already a field list is also answered as `errors` (issue 5 shape). */
function isFieldList(detail: unknown): detail is FieldError[] {
  return (
    Array.isArray(detail) &&
    detail.length > 0 &&
    detail.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as FieldError).field === "string" &&
        typeof (item as FieldError).message === "string",
    )
  );
}

/**
 * One clear error per field. Ajv reports a failed union (a nullable field: anyOf string /
 * null) as one error per branch plus the anyOf itself ("must be string", "must be null",
 * "must match a schema in anyOf"); that becomes the branch's own complaint when the value
 * had one of the union's types ("must NOT have more than 100 characters"), otherwise the
 * types it may take ("must be a string or null"). An error inside the value (a list item's
 * field) speaks for it alone.
 */
function describeValidationItems(items: readonly ValidationItem[]): FieldError[] {
  const described = items.map((item) => ({ item, ...describeValidation(item) }));
  const byField = new Map<string, typeof described>();
  for (const entry of described) {
    const group = byField.get(entry.field);
    if (group) group.push(entry);
    else byField.set(entry.field, [entry]);
  }
  const isUnion = (keyword: string) => keyword === "anyOf" || keyword === "oneOf";
  const answer: FieldError[] = [];
  for (const [field, group] of byField) {
    if (!group.some((entry) => isUnion(entry.item.keyword))) {
      answer.push({ field, message: (group[0] as (typeof group)[number]).message });
      continue;
    }
    if (described.some((entry) => entry.field.startsWith(`${field}.`))) continue;
    const specific = group.find(
      (entry) => !isUnion(entry.item.keyword) && entry.item.keyword !== "type",
    );
    if (specific) {
      answer.push({ field, message: specific.message });
      continue;
    }
    const types = [
      ...new Set(
        group
          .filter((entry) => entry.item.keyword === "type")
          .flatMap((entry) => [entry.item.params["type"]].flat().map(String)),
      ),
    ];
    answer.push({
      field,
      message: types.length
        ? `must be ${types.map(withArticle).join(" or ")}`
        : ((group[0] as (typeof group)[number]).message ?? "is invalid"),
    });
  }
  return answer;
}

const withArticle = (type: string) =>
  type === "null" ? "null" : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;

function describeValidation(item: ValidationItem): { field: string; message: string } {
  const path = item.instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (item.keyword === "required") {
    const missing = String(item.params["missingProperty"]);
    return { field: path ? `${path}.${missing}` : missing, message: "is required" };
  }
  if (item.keyword === "additionalProperties") {
    const extra = String(item.params["additionalProperty"]);
    return { field: path ? `${path}.${extra}` : extra, message: "is not an allowed field" };
  }
  return { field: path || "body", message: item.message ?? "is invalid" };
}
