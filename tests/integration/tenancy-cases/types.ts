import type { TestStack } from "../../support/stack.ts";

/** Why a route is safe (what it serves and whose data that is), and the check proving it. */
export type RouteCase = { why: string; check: () => Promise<void> };

/**
 * What a module's tenancy cases get from tenancy.test.ts. Getters, because the stack starts
 * in beforeAll: PT Maju Jaya (client A) owns the data; PT Sentosa Abadi (client B) calls.
 */
export type TenancyContext = {
  stack(): TestStack;
  /** A session token of admin@sentosa.test (client B, Super Admin). */
  tokenB(): string;
  majuClientId(): number;
  sentosaClientId(): number;
};

/** One module's cases, keyed `METHOD url` exactly as Fastify registered the route. */
export type CaseModule = (context: TenancyContext) => Record<string, RouteCase>;
