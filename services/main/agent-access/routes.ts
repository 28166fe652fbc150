import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { HttpError, notFound } from "../../shared/errors.ts";
import { newToken } from "../../shared/principal.ts";
import type { App } from "../../shared/typed.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../auth/password.ts";
import { claimAttempt, clearFailures, rateLimitKey } from "../auth/throttle.ts";
import { audit, MAX_ID, Nullable } from "../org/common.ts";
import { dataOf } from "../schemas.ts";

/**
 * Issue 14: the worker app's access. An admin (menu employee-list) sets a worker's 6-digit PIN
 * (argon2id, never shown again) or revokes it; the worker logs in with phone number + PIN and
 * gets a token that acts as that worker only (services/hcm/agent/auth.ts). Setting a new PIN
 * or revoking ends the worker's app sessions (a lost phone is dealt with by a reset).
 */
const AGENT_SESSION_TTL_DAYS = Number(process.env["AGENT_SESSION_TTL_DAYS"] ?? 30);

export const AGENT_LOGIN_FAILED = {
  en: "Phone number or PIN is incorrect",
  id: "Nomor telepon atau PIN salah",
} as const;

const AccessSchema = Type.Object({
  agentId: Type.Integer(),
  hasPin: Type.Boolean(),
  setAt: Nullable(Type.String()),
  setByName: Nullable(Type.String()),
  activeSessions: Type.Integer(),
});

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

export const PinBody = Type.Object(
  { pin: Type.String({ pattern: "^[0-9]{6}$", description: "exactly 6 digits" }) },
  { additionalProperties: false },
);

type AccessRow = {
  agentId: number;
  hasPin: boolean;
  setAt: string | null;
  setByName: string | null;
  activeSessions: number;
};

/** The worker's access as the console shows it (never the PIN); null when no such worker. */
async function accessOf(
  tx: import("../../db/pool.ts").Tx,
  agentId: number,
): Promise<AccessRow | null> {
  const { rows } = await tx.query<AccessRow>(
    `SELECT a.id AS "agentId", acc.agent_id IS NOT NULL AS "hasPin",
       to_char(acc.set_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "setAt",
       u.fullname AS "setByName",
       (SELECT count(*)::int FROM agent_sessions s
         WHERE s.agent_id = a.id AND s.expires_at > now()) AS "activeSessions"
     FROM agents a
     LEFT JOIN agent_app_access acc ON acc.client_id = a.client_id AND acc.agent_id = a.id
     LEFT JOIN users u ON u.id = acc.set_by
     WHERE a.id = $1`,
    [agentId],
  );
  return rows[0] ?? null;
}

/** Indonesian mobile numbers as the agents table keeps them: 8…, from 08…, 628… or +628…. */
export function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/[\s-]/g, "");
  if (digits.startsWith("+62")) digits = digits.slice(3);
  else if (digits.startsWith("62")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return /^8[0-9]{7,12}$/.test(digits) ? digits : null;
}

export function agentAccessRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/agents/:id/app-access",
    {
      config: { menu: "employee-list" },
      schema: {
        summary: "Whether a worker has app access (a PIN is set; never the PIN itself)",
        params: Params,
        response: { 200: dataOf(AccessSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const access = await db.tenant(principal.clientId, (tx) => accessOf(tx, params.id));
      if (!access) throw notFound("Employee");
      return { data: access };
    },
  );

  app.put(
    "/agents/:id/app-access",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          "Sets or resets a worker's 6-digit app PIN (audited, never stored or shown in clear); ends the worker's app sessions",
        params: Params,
        body: PinBody,
        response: { 200: dataOf(AccessSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const pinHash = await hashPassword(body.pin);
      const access = await db.tenant(principal.clientId, async (tx) => {
        const before = await accessOf(tx, params.id);
        if (!before) throw notFound("Employee");
        await tx.query("SELECT 1 FROM agents WHERE id = $1 FOR UPDATE", [params.id]);
        await tx.query(
          `INSERT INTO agent_app_access (client_id, agent_id, pin_hash, set_by, set_at)
           VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (client_id, agent_id) DO UPDATE
             SET pin_hash = EXCLUDED.pin_hash, set_by = EXCLUDED.set_by, set_at = now()`,
          [principal.clientId, params.id, pinHash, principal.userId],
        );
        await tx.query("DELETE FROM agent_sessions WHERE agent_id = $1", [params.id]);
        await audit(tx, principal, {
          action: before.hasPin ? "agent.app_access.reset" : "agent.app_access.set",
          entityType: "agent",
          entityId: params.id,
          before: { appAccess: before.hasPin, activeSessions: before.activeSessions },
          after: { appAccess: true, activeSessions: 0 },
        });
        return (await accessOf(tx, params.id))!;
      });
      return { data: access };
    },
  );

  app.delete(
    "/agents/:id/app-access",
    {
      config: { menu: "employee-list" },
      schema: {
        summary: "Revokes a worker's app access and ends their app sessions (audited)",
        params: Params,
        response: { 200: dataOf(AccessSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const access = await db.tenant(principal.clientId, async (tx) => {
        const before = await accessOf(tx, params.id);
        if (!before) throw notFound("Employee");
        if (!before.hasPin) return before;
        await tx.query("DELETE FROM agent_app_access WHERE agent_id = $1", [params.id]);
        await tx.query("DELETE FROM agent_sessions WHERE agent_id = $1", [params.id]);
        await audit(tx, principal, {
          action: "agent.app_access.revoke",
          entityType: "agent",
          entityId: params.id,
          before: { appAccess: true, activeSessions: before.activeSessions },
          after: { appAccess: false, activeSessions: 0 },
        });
        return (await accessOf(tx, params.id))!;
      });
      return { data: access };
    },
  );

  app.post(
    "/agent-auth/login",
    {
      config: { public: true },
      schema: {
        summary:
          "Worker app login with phone number and PIN: a token for /api/hcm/v1/agent/* (Bearer) acting as that worker only. Throttled like console logins",
        security: [],
        body: Type.Object(
          {
            phoneNumber: Type.String({ minLength: 8, maxLength: 20, pattern: "^\\+?[0-9 -]+$" }),
            pin: Type.String({ minLength: 1, maxLength: 20, pattern: "^[^\\u0000]*$" }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataOf(Type.Object({ token: Type.String(), expiresAt: Type.String() })),
        },
      },
    },
    async (request) => {
      const phone = normalisePhone(request.body.phoneNumber);
      const failed = () =>
        new HttpError(401, AGENT_LOGIN_FAILED.en, {
          code: "AGENT_LOGIN_FAILED",
          messages: AGENT_LOGIN_FAILED,
        });
      const key = `agent:${phone ?? request.body.phoneNumber}`;
      const ip = rateLimitKey(request.ip);
      // The same two rules as the console's login (per phone and address, and per phone).
      await claimAttempt(db, key, ip, "login");
      const candidates = phone
        ? (
            await db.pool.query<{ client_id: number; agent_id: number; pin_hash: string }>(
              "SELECT client_id, agent_id, pin_hash FROM agent_auth_candidates($1)",
              [phone],
            )
          ).rows
        : [];
      let match: { client_id: number; agent_id: number } | null = null;
      // A phone may be a worker of several clients: the PIN decides which one logs in.
      for (const candidate of candidates)
        if (!match && (await verifyPassword(candidate.pin_hash, request.body.pin)))
          match = candidate;
      // An unknown phone costs one verification too, so timing tells nothing.
      if (candidates.length === 0) await verifyPassword(DUMMY_HASH, request.body.pin);
      if (!match) throw failed();
      const { token, hash } = newToken();
      const expires = await db.tenant(match.client_id, async (tx) => {
        const { rows } = await tx.query<{ expires_at: Date }>(
          `INSERT INTO agent_sessions (token_hash, client_id, agent_id, expires_at)
           VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING expires_at`,
          [hash, match.client_id, match.agent_id, AGENT_SESSION_TTL_DAYS],
        );
        // Expired sessions of this worker are of no use any more.
        await tx.query("DELETE FROM agent_sessions WHERE agent_id = $1 AND expires_at < now()", [
          match.agent_id,
        ]);
        return rows[0]!.expires_at;
      });
      await clearFailures(db, key, ip);
      return { data: { token, expiresAt: expires.toISOString() } };
    },
  );
}
