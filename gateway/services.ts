import { randomUUID } from "node:crypto";
import { GraphQLError } from "graphql";
import { errorCodeForStatus, isErrorCode } from "../domain/errors.ts";

export type ServiceName = "main" | "hcm" | "file";
export type ServiceUrls = Record<ServiceName, string>;

/** What the gateway forwards from the browser's request to every service call. */
export type ForwardedHeaders = {
  authorization: string | null;
  /**
   * The console's session cookie (issue 11 A4) as `authToken=…` (the browser's other cookies
   * stay here) and its session handle, which the services compare (services/shared/principal.ts).
   */
  sessionCookie?: string | null;
  sessionHandle?: string | null;
  /** `https` when the browser came over https, so a cookie the services set gets Secure. */
  proto?: string | null;
  timezone: string | null;
  traceparent: string;
  /** The browser's address and agent: the services rate-limit logins per client, not per gateway. */
  clientIp: string | null;
  userAgent: string | null;
  /** The browser's languages: what a call without a session (login) answers in (issue 11 B4). */
  acceptLanguage?: string | null;
  /** Receives the `Set-Cookie` values of the services' answers, for the browser. */
  setCookie?: (values: string[]) => void;
};

/** The console's session cookie and handle header (services/shared/principal.ts). */
export const SESSION_COOKIE = "authToken";
export const SESSION_HANDLE_HEADER = "x-tenaga-session";

/** The `authToken=…` pair of a Cookie header, or null. */
export function sessionCookieOf(header: string | null): string | null {
  for (const part of header?.split(";") ?? []) {
    const pair = part.trim();
    if (pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1)
      return pair;
  }
  return null;
}

export const TIMEZONE_HEADER = "x-client-timezone";

export function serviceUrlsFrom(
  env: Record<string, string | undefined>,
  localBase: string,
): ServiceUrls {
  return {
    main: env["MAIN_API_URL"] ?? `${localBase}/api/main/v1`,
    hcm: env["HCM_API_URL"] ?? `${localBase}/api/hcm/v1`,
    file: env["FILE_API_URL"] ?? `${localBase}/api/file/v1`,
  };
}

/** Continues the caller's W3C trace, or starts one, with a fresh span for this hop. */
export function nextTraceparent(incoming: string | null): string {
  const match = incoming?.match(/^00-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})$/);
  // randomUUID draws from a cached batch of entropy; randomBytes asked the system each time
  // (1.3 % of the gateway's CPU under load, issue 19).
  const traceId = match?.[1] ?? randomUUID().replaceAll("-", "");
  const flags = match?.[2] ?? "01";
  return `00-${traceId}-${randomUUID().replaceAll("-", "").slice(0, 16)}-${flags}`;
}

/** A REST call that failed: becomes a GraphQL error with an `extensions.code` (SPEC §8). */
export function serviceError(
  status: number,
  body: { message?: unknown; detail?: unknown; errors?: unknown },
): GraphQLError {
  const message = typeof body.message === "string" ? body.message : `Service answered ${status}`;
  // A code the service names itself (SESSION_CHANGED, CSRF) wins over the status's.
  const named = (body.detail as { code?: unknown } | null | undefined)?.code;
  const code = isErrorCode(named) ? named : errorCodeForStatus(status, message);
  return new GraphQLError(message, {
    extensions: {
      code,
      status,
      ...(body.detail === undefined ? {} : { detail: body.detail }),
      // Field-level problems of a 400 (`[{ field, message }]`), for the form to show at each field.
      ...(Array.isArray(body.errors) ? { errors: body.errors } : {}),
    },
  });
}

/**
 * The longest query string the gateway sends a service. A GraphQL argument is only held to
 * its type, so a 20,000-character filter would make a URL over Node's 16 KiB header limit:
 * the service then answers 431 and drops the connection, which reached the caller as
 * "Unexpected error." (issue 11 A5). Far above any real filter (search texts are at most
 * 100 characters; a list of 1,000 ids is about 6,000), so only abuse meets it.
 */
export const MAX_QUERY_STRING_LENGTH = 8_192;

/** BAD_USER_INPUT naming the longest parameter of a query string that is too long. */
export function queryTooLong(params: URLSearchParams): GraphQLError {
  let longest = "";
  let longestLength = -1;
  for (const [key, value] of params)
    if (value.length > longestLength) [longest, longestLength] = [key, value.length];
  return new GraphQLError(
    `The filter "${longest}" is too long: a request's filters may take at most ${MAX_QUERY_STRING_LENGTH} characters`,
    {
      extensions: {
        code: "BAD_USER_INPUT",
        status: 400,
        errors: [{ field: longest, message: "is too long" }],
      },
    },
  );
}

/** A query's parameters that go into its URL (searchOf leaves out null and undefined). */
function definedOf(
  query: Record<string, string | number | undefined | null> | undefined,
): Record<string, string | number> {
  const defined: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) defined[key] = value;
  return defined;
}

export type ServiceClient = {
  get<T>(
    service: ServiceName,
    path: string,
    query?: Record<string, string | number | undefined | null>,
  ): Promise<T>;
  /** A GET whose answer carries `meta` beside `data` (the users and audit-log lists). */
  getWithMeta<T, M>(
    service: ServiceName,
    path: string,
    query?: Record<string, string | number | undefined | null>,
  ): Promise<{ data: T; meta: M }>;
  /** `headers`: a call's own request headers (the money routes' `Idempotency-Key`, issue 18). */
  post<T>(
    service: ServiceName,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  put<T>(service: ServiceName, path: string, body?: unknown): Promise<T>;
  patch<T>(service: ServiceName, path: string, body?: unknown): Promise<T>;
  delete<T>(service: ServiceName, path: string): Promise<T>;
  /** Opens a streaming GET (the event stream); the caller reads and aborts it. */
  stream(
    service: ServiceName,
    path: string,
    signal: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<Response>;
};

/** What a service call sends, over HTTP or in this process. */
type CallInit = { method: string; headers: Record<string, string>; body?: string };

/** One call to a service in this process (issue 19): a path under its prefix, no socket. */
export type LocalCall = CallInit & {
  /** The path and query under the service's prefix, as over HTTP (`/agents?limit=20`). */
  path: string;
};
export type LocalAnswer = { status: number; setCookie: string[]; text: string };

/**
 * The services that run in the gateway's own process (`npm start`), called without an HTTP
 * round trip over loopback (issue 19: under 50 connections, the socket writes and HTTP parsing
 * of every gateway→service call were a fifth of the process's CPU). What one gateway request
 * opens lives until {@link LocalScope.close}: its caller's session is looked up once, however
 * many calls its resolvers make.
 */
export type LocalServices = {
  has(service: ServiceName): boolean;
  open(): LocalScope;
};
export type LocalScope = {
  call(service: ServiceName, request: LocalCall): Promise<LocalAnswer>;
  /**
   * A read the service answers in-process without running its route (issue 19: the inject of
   * a route cost more than the whole GraphQL `me` besides): a GET of the caller's own data, or
   * of a list the server names (the employee list's summary view), when the caller passes the
   * route's access check and `query` its validation: `{ data }` as the route would answer it,
   * else null — then the gateway calls the route, which answers every refusal.
   */
  read(
    service: ServiceName,
    path: string,
    headers: Record<string, string>,
    query?: Readonly<Record<string, string | number>>,
  ): Promise<{ data: unknown } | null>;
  close(): void;
};

export function createServiceClient(
  urls: ServiceUrls,
  forwarded: ForwardedHeaders,
  local?: { services: LocalServices; scope: () => LocalScope },
): ServiceClient {
  const headersFor = (extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = {
      accept: "application/json",
      traceparent: forwarded.traceparent,
      ...extra,
    };
    if (forwarded.authorization) headers["authorization"] = forwarded.authorization;
    else if (forwarded.sessionCookie) {
      headers["cookie"] = forwarded.sessionCookie;
      if (forwarded.sessionHandle) headers[SESSION_HANDLE_HEADER] = forwarded.sessionHandle;
    }
    if (forwarded.proto) headers["x-forwarded-proto"] = forwarded.proto;
    if (forwarded.timezone) headers[TIMEZONE_HEADER] = forwarded.timezone;
    if (forwarded.clientIp) headers["x-forwarded-for"] = forwarded.clientIp;
    if (forwarded.userAgent) headers["user-agent"] = forwarded.userAgent;
    if (forwarded.acceptLanguage) headers["accept-language"] = forwarded.acceptLanguage;
    return headers;
  };

  const relayCookies = (response: Response) => {
    const values = response.headers.getSetCookie();
    if (values.length > 0) forwarded.setCookie?.(values);
  };

  /** Over HTTP, or in this process when the service runs here (issue 19). */
  async function send(
    service: ServiceName,
    path: string,
    init: CallInit,
  ): Promise<{ status: number; text: string }> {
    if (local?.services.has(service)) {
      const answer = await local.scope().call(service, { path, ...init });
      if (answer.setCookie.length > 0) forwarded.setCookie?.(answer.setCookie);
      return answer;
    }
    const response = await fetch(`${urls[service]}${path}`, init);
    relayCookies(response);
    return { status: response.status, text: await response.text() };
  }

  async function callWhole<T>(
    service: ServiceName,
    path: string,
    init: CallInit,
  ): Promise<{ data?: T; meta?: unknown }> {
    const response = await send(service, path, init);
    let body: { data?: T; meta?: unknown; message?: unknown; detail?: unknown; errors?: unknown } =
      {};
    try {
      body = response.text ? JSON.parse(response.text) : {};
    } catch {
      // A non-JSON answer (a proxy's error page) is still an error, with its status.
    }
    if (response.status < 200 || response.status > 299) throw serviceError(response.status, body);
    return body;
  }

  async function call<T>(service: ServiceName, path: string, init: CallInit): Promise<T> {
    return (await callWhole<T>(service, path, init)).data as T;
  }

  const searchOf = (query: Record<string, string | number | undefined | null> | undefined) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.size ? `?${params}` : "";
    if (search.length > MAX_QUERY_STRING_LENGTH) throw queryTooLong(params);
    return search;
  };

  return {
    async get<T>(
      service: ServiceName,
      path: string,
      query?: Record<string, string | number | undefined | null>,
    ) {
      const search = searchOf(query);
      const headers = headersFor();
      if (local?.services.has(service)) {
        const answer = await local.scope().read(service, path, headers, definedOf(query));
        if (answer) return answer.data as T;
      }
      return call<T>(service, `${path}${search}`, { method: "GET", headers });
    },
    async getWithMeta<T, M>(
      service: ServiceName,
      path: string,
      query?: Record<string, string | number | undefined | null>,
    ) {
      const body = await callWhole<T>(service, `${path}${searchOf(query)}`, {
        method: "GET",
        headers: headersFor(),
      });
      return { data: body.data as T, meta: body.meta as M };
    },
    post(service, path, body, headers) {
      return call(service, path, {
        method: "POST",
        headers: headersFor({ ...headers, "content-type": "application/json" }),
        body: JSON.stringify(body ?? {}),
      });
    },
    put(service, path, body) {
      return call(service, path, {
        method: "PUT",
        headers: headersFor({ "content-type": "application/json" }),
        body: JSON.stringify(body ?? {}),
      });
    },
    patch(service, path, body) {
      return call(service, path, {
        method: "PATCH",
        headers: headersFor({ "content-type": "application/json" }),
        body: JSON.stringify(body ?? {}),
      });
    },
    delete(service, path) {
      return call(service, path, { method: "DELETE", headers: headersFor() });
    },
    async stream(service, path, signal, extra) {
      const response = await fetch(`${urls[service]}${path}`, {
        method: "GET",
        headers: headersFor({ accept: "text/event-stream", ...extra }),
        signal,
      });
      relayCookies(response);
      if (!response.ok) {
        const body = await response.json().catch(() => ({}));
        throw serviceError(response.status, body as { message?: unknown });
      }
      return response;
    },
  };
}
