import type { YogaInitialContext } from "graphql-yoga";
import { createLoaders, type Loaders } from "./loaders.ts";
import {
  createServiceClient,
  nextTraceparent,
  type ServiceClient,
  type ServiceUrls,
  TIMEZONE_HEADER,
} from "./services.ts";

export type GatewayContext = YogaInitialContext & {
  services: ServiceClient;
  loaders: Loaders;
};

/** A fresh context per request: forwarded headers, a service client and new DataLoaders. */
export function contextFactory(urls: () => ServiceUrls) {
  return (initial: YogaInitialContext): Omit<GatewayContext, keyof YogaInitialContext> => {
    const { request } = initial;
    const services = createServiceClient(urls(), {
      authorization: request.headers.get("authorization"),
      timezone: request.headers.get(TIMEZONE_HEADER),
      traceparent: nextTraceparent(request.headers.get("traceparent")),
      clientIp: clientIpOf(initial),
      userAgent: request.headers.get("user-agent"),
      acceptLanguage: request.headers.get("accept-language"),
    });
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
