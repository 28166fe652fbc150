import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { renderProblem } from "../../domain/problems.ts";
import type { Db, Tx } from "../db/pool.ts";
import { HttpError, invalidFields } from "./errors.ts";
import type { Principal } from "./principal.ts";

/**
 * Issue 18: the `Idempotency-Key` of money-moving requests (/work/money-api.md). The same key
 * with the same request answers the first answer again (a 201 replays as 200, with
 * `Idempotent-Replayed: true`); the same key with another request is 409
 * IDEMPOTENCY_KEY_REUSED. The key is locked (a transaction advisory lock on client, scope and
 * key), looked up, and the work done and its answer stored in ONE transaction: concurrent
 * duplicates wait for the first and then replay it, and a request that fails stores nothing
 * (the same key may try again).
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** What a route answers: its status and its JSON body. */
export type Answer<T> = { status: number; body: T };

/** The answer and whether it was a replay of the first one. */
export type IdempotentAnswer<T> = Answer<T> & { replayed: boolean };

/**
 * The caller's key from the header: absent → null; else 1–200 visible ASCII characters, or
 * a 400 naming `Idempotency-Key`.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(",") : header;
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw invalidFields("Invalid Idempotency-Key", [
      { field: "Idempotency-Key", message: renderProblem("en", "idempotencyKeyFormat") },
    ]);
  return key;
}

/** JSON with every object's keys sorted: the same request hashes the same however sent. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

export const requestHash = (request: unknown) =>
  createHash("sha256").update(canonicalJson(request)).digest("hex");

export const keyReused = () => {
  const en = renderProblem("en", "idempotencyKeyReused");
  const id = renderProblem("id", "idempotencyKeyReused");
  return new HttpError(409, en, { code: "IDEMPOTENCY_KEY_REUSED", messages: { en, id } });
};

/**
 * Runs `work` in the caller's tenant transaction under the key (none: just runs it).
 * `scope` is the method and route ("POST /disbursements/:id/approve"); `request` is what
 * makes two requests the same (the body and the path's parameters).
 */
export async function withIdempotency<T>(
  db: Db,
  principal: Principal,
  options: { scope: string; key: string | null; request: unknown },
  work: (tx: Tx) => Promise<Answer<T>>,
): Promise<IdempotentAnswer<T>> {
  const { scope, key } = options;
  return db.tenant(principal.clientId, async (tx) => {
    if (key === null) return { ...(await work(tx)), replayed: false };
    const hash = requestHash(options.request);
    // A newline cannot be in a scope or a key (visible characters), so the parts never blur.
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `${principal.clientId}\n${scope}\n${key}`,
    ]);
    const found = await tx.query<{ request_hash: string; status_code: number; response: T }>(
      "SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2",
      [scope, key],
    );
    const first = found.rows[0];
    if (first) {
      if (first.request_hash !== hash) throw keyReused();
      return {
        status: first.status_code === 201 ? 200 : first.status_code,
        body: first.response,
        replayed: true,
      };
    }
    const answer = await work(tx);
    await tx.query(
      `INSERT INTO idempotency_keys (client_id, scope, key, user_id, request_hash, status_code, response)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        principal.clientId,
        scope,
        key,
        principal.userId,
        hash,
        answer.status,
        JSON.stringify(answer.body),
      ],
    );
    return { ...answer, replayed: false };
  });
}

/** Sends an idempotent answer: its status, and the replay header when it was one. */
export function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>): T {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  reply.status(answer.status);
  return answer.body;
}
