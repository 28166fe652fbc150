import type { YogaInitialContext } from "graphql-yoga";
import { createLoaders, type Loaders } from "./loaders.ts";
import {
  createServiceClient,
  type LocalScope,
  type LocalServices,
  nextTraceparent,
  SESSION_HANDLE_HEADER,
  type ServiceClient,
  type ServiceUrls,
  sessionCookieOf,
  TIMEZONE_HEADER,
} from "./services.ts";

/** `Set-Cookie` values the services answered during a request, for the gateway's answer. */
const cookiesFor = new WeakMap<Request, Set<string>>();

/** The `Set-Cookie` values to add to the answer of `request` (login, logout, a dead cookie). */
export function responseCookies(request: Request): string[] {
  return [...(cookiesFor.get(request) ?? [])];
}

/** The local scope a request opened (issue 19), closed when its answer is sent. */
const scopesFor = new WeakMap<Request, LocalScope>();

/** Ends what `request`'s service calls in this process shared (its session lookup). */
export function closeLocalScope(request: Request): void {
  scopesFor.get(request)?.close();
  scopesFor.delete(request);
}

export type GatewayContext = YogaInitialContext & {
  services: ServiceClient;
  loaders: Loaders;
};

/** A fresh context per request: forwarded headers, a service client and new DataLoaders. */
export function contextFactory(urls: () => ServiceUrls, local?: LocalServices) {
  return (initial: YogaInitialContext): Omit<GatewayContext, keyof YogaInitialContext> => {
    const { request } = initial;
    // Opened at the first local call: a request that calls no service opens nothing.
    const scope = () => {
      let opened = scopesFor.get(request);
      if (!opened) {
        opened = local!.open();
        scopesFor.set(request, opened);
      }
      return opened;
    };
    const services = createServiceClient(
      urls(),
      {
        authorization: request.headers.get("authorization"),
        sessionCookie: sessionCookieOf(request.headers.get("cookie")),
        sessionHandle: request.headers.get(SESSION_HANDLE_HEADER),
        proto: protoOf(initial),
        setCookie: (values) => {
          const set = cookiesFor.get(request) ?? new Set<string>();
          for (const value of values) set.add(value);
          cookiesFor.set(request, set);
        },
        timezone: request.headers.get(TIMEZONE_HEADER),
        traceparent: nextTraceparent(request.headers.get("traceparent")),
        clientIp: clientIpOf(initial),
        userAgent: request.headers.get("user-agent"),
        acceptLanguage: request.headers.get("accept-language"),
      },
      local ? { services: local, scope } : undefined,
    );
    return { services, loaders: createLoaders(services) };
  };
}

/**
 * The caller's address as the HTTP server saw it: Fastify's `request.ip` (which already
 * applies TRUST_PROXY) when mounted in the one-process server, else the socket's address.
 */
function clientIpOf(initial: YogaInitialContext): string | null {
  const req = (initial as { req?: { ip?: string; socket?: { remoteAddress?: string } } }).req;
  return req?.ip ?? req?.socket?.remoteAddress ?? null;
}

/** `https` or `http`: Fastify's `request.protocol` (TRUST_PROXY applied) when mounted. */
function protoOf(initial: YogaInitialContext): string {
  const req = (initial as { req?: { protocol?: string } }).req;
  if (req?.protocol) return req.protocol;
  return new URL(initial.request.url).protocol.replace(/:$/, "");
}
