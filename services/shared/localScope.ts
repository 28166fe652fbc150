import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Issue 19: what one gateway request's service calls share when the gateway and the services
 * run in the same process (`npm start`): the caller's session, looked up once, not once per
 * REST call its resolvers make. The gateway opens a scope per GraphQL request and names it in
 * this header on each in-process call (server/app.ts); the scope is honoured only on a request
 * injected in-process (light-my-request's, which no socket can produce), so a header from the
 * network means nothing.
 */
export const LOCAL_SCOPE_HEADER = "x-tenaga-local-scope";

/** A scope left open (a gateway request that never answered) is dropped after this. */
const MAX_AGE_MS = 60_000;

type Scope = { opened: number; values: Map<string, Promise<unknown>> };
const scopes = new Map<string, Scope>();
let opens = 0;

export function openLocalScope(): string {
  if (++opens % 256 === 0) sweep(Date.now());
  const id = randomUUID();
  scopes.set(id, { opened: Date.now(), values: new Map() });
  return id;
}

export function closeLocalScope(id: string): void {
  scopes.delete(id);
}

/** How many scopes are open (tests: every gateway request closes its own). */
export const openLocalScopes = () => scopes.size;

function sweep(now: number): void {
  for (const [id, scope] of scopes) if (now - scope.opened > MAX_AGE_MS) scopes.delete(id);
}

function scopeOf(request: FastifyRequest): Scope | null {
  const id = request.headers[LOCAL_SCOPE_HEADER];
  if (typeof id !== "string" || !("_lightMyRequest" in request.raw)) return null;
  return scopes.get(id) ?? null;
}

const READS = new Set(["GET", "HEAD"]);

/**
 * `compute()`, shared by the reads of one gateway request under `key`. A call that may change
 * things (any other method: a mutation's REST call, logout, a language change) forgets what its
 * scope knew and computes afresh, so nothing read before a change is reused after it. A failed
 * computation is not kept.
 */
export function sharedInScope<T>(
  request: FastifyRequest,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const scope = scopeOf(request);
  if (!scope) return compute();
  if (!READS.has(request.method)) {
    scope.values.clear();
    return compute();
  }
  return shareRead(scope, key, compute);
}

/**
 * {@link sharedInScope} for a read the gateway makes in-process without a route (server/app.ts
 * local reads): shared under `key` in the scope `id` names; computed afresh without one.
 */
export function sharedInLocalScope<T>(
  id: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const scope = scopes.get(id);
  return scope ? shareRead(scope, key, compute) : compute();
}

function shareRead<T>(scope: Scope, key: string, compute: () => Promise<T>): Promise<T> {
  const known = scope.values.get(key) as Promise<T> | undefined;
  if (known) return known;
  const value = compute();
  scope.values.set(key, value);
  value.catch(() => scope.values.delete(key));
  return value;
}
