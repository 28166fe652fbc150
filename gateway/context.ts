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
  return ({ request }: YogaInitialContext): Omit<GatewayContext, keyof YogaInitialContext> => {
    const services = createServiceClient(urls(), {
      authorization: request.headers.get("authorization"),
      timezone: request.headers.get(TIMEZONE_HEADER),
      traceparent: nextTraceparent(request.headers.get("traceparent")),
    });
    return { services, loaders: createLoaders(services) };
  };
}
