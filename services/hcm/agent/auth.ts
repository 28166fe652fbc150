import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import { perTurnOf } from "../../shared/perTurn.ts";
import { sessionsByToken } from "../../shared/principal.ts";

/**
 * Issue 14: the worker app's authentication. A worker token (POST /api/main/v1/agent-auth/login,
 * kept as its SHA-256 in agent_sessions) acts as that worker only: it is taken by the routes
 * under /api/hcm/v1/agent/* and nowhere else — the console's routes look tokens up in
 * `sessions` (services/shared/principal.ts), where a worker token is not, so they answer 401.
 * A console token here is not in agent_sessions: 401 too.
 *
 * The routes are `config: { public: true }` for the console's access hook (they need no console
 * session) and put {@link requireAgent} in front of their handler.
 */
export type AgentPrincipal = { clientId: number; agentId: number };

declare module "fastify" {
  interface FastifyRequest {
    /** The worker of a worker-app route (set by requireAgent before the handler). */
    agent: AgentPrincipal;
  }
}

export const AGENT_SESSION_ENDED = {
  en: "Your session has ended. Please log in again.",
  id: "Sesi Anda telah berakhir. Silakan masuk lagi.",
} as const;

const sessionEnded = () =>
  new HttpError(401, AGENT_SESSION_ENDED.en, {
    code: "AGENT_SESSION_ENDED",
    messages: AGENT_SESSION_ENDED,
  });

/**
 * The worker of a bearer token, or null (unknown, expired, revoked, inactive). The lookups of
 * one event-loop turn — a morning's burst of check-ins — go as one query (issue 19).
 */
export const findAgentSession: (db: Db, token: string) => Promise<AgentPrincipal | null> =
  perTurnOf(findAgentSessions);

/** The workers of `tokens` (in their order; null where none is live), in one query. */
function findAgentSessions(db: Db, tokens: readonly string[]) {
  return sessionsByToken(
    db,
    tokens,
    { one: "agent_auth_find_session" },
    "client_id, agent_id",
    (row: { client_id: number; agent_id: number }): AgentPrincipal => ({
      clientId: row.client_id,
      agentId: row.agent_id,
    }),
  );
}

/** The preHandler of every worker-app route: a live worker token in `Authorization: Bearer`. */
export function requireAgent(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const agent = token ? await findAgentSession(db, token) : null;
    if (!agent) throw sessionEnded();
    request.agent = agent;
  };
}

/** Installs the `agent` request decoration once per server. */
export function decorateAgent(app: {
  hasRequestDecorator(name: string): boolean;
  decorateRequest(name: string, value: unknown): unknown;
}) {
  if (!app.hasRequestDecorator("agent")) app.decorateRequest("agent", null);
}
