import { Type } from "typebox";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
} from "../../../../domain/validation.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { Principal } from "../../../shared/principal.ts";
import { LanguageSchema } from "../../schemas.ts";
export const LOGIN_FAILED_MESSAGE = "Email or password is incorrect";
export const MAX_FAILURES = Number(process.env["LOGIN_MAX_FAILURES"] ?? 5);
export const FAILURE_WINDOW_MINUTES = 15;
export const SESSION_TTL_HOURS = Number(process.env["SESSION_TTL_HOURS"] ?? 12);

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

/** The reason of each policy problem, after the field name: "new_password must …". */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  needs_letter_and_digit: "must contain at least one letter and one digit",
  same_as_current: "must differ from the current password",
};

/** Generous caps on what reaches argon2; the policy (domain/validation.ts) says the rest. */
export const PASSWORD_INPUT_MAX = 1024;

export const currentPasswordIncorrect = () =>
  new HttpError(400, CURRENT_PASSWORD_INCORRECT, [
    { field: "current_password", message: "is incorrect" },
  ]);

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_INPUT_MAX }),
    new_password: Type.String({ maxLength: PASSWORD_INPUT_MAX }),
  },
  { additionalProperties: false },
);

export const PreferencesBody = Type.Object(
  { language: LanguageSchema },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export type ThrottledAction = "login" | "password";

/**
 * Failed logins and wrong current passwords share one counter per email and IP: more than
 * LOGIN_MAX_FAILURES within 15 minutes answers 429, so neither can be used to guess.
 */
/**
 * Records this attempt before the password is checked, under a per-key lock, so parallel
 * guesses all count: the (MAX + 1)th attempt within the window is refused with 429 whatever
 * its password. A success clears the key's attempts (clearFailures).
 */
export async function claimAttempt(
  db: Db,
  email: string,
  ip: string,
  action: ThrottledAction,
): Promise<void> {
  const claim = await db.global(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1 || '|' || $2))", [email, ip]);
    const result = await tx.query<{ claimed: number; retry_seconds: number }>(
      `WITH recent AS (
         SELECT count(*)::int AS n, min(attempted_at) AS first FROM login_attempts
         WHERE email = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)
       ), claimed AS (
         INSERT INTO login_attempts (email, ip) SELECT $1, $2 FROM recent WHERE n < $4 RETURNING 1
       )
       SELECT (SELECT count(*) FROM claimed)::int AS claimed,
              COALESCE(ceil(extract(epoch FROM first + make_interval(mins => $3) - now())), 0)::int
                AS retry_seconds
       FROM recent`,
      [email, ip, FAILURE_WINDOW_MINUTES, MAX_FAILURES],
    );
    // Old attempts of this key are of no use any more.
    await tx.query(
      "DELETE FROM login_attempts WHERE email = $1 AND ip = $2 AND attempted_at < now() - make_interval(mins => $3)",
      [email, ip, FAILURE_WINDOW_MINUTES],
    );
    return result.rows[0]!;
  });
  if (claim.claimed === 1) return;
  const minutes = Math.max(1, Math.ceil(claim.retry_seconds / 60));
  throw new HttpError(
    429,
    `Too many failed ${action} attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * The address part of a rate-limit key. An IPv6 client controls its whole /64, so the key is
 * the /64 prefix; IPv4 (and IPv4-mapped IPv6) addresses are used as they are.
 */
export function rateLimitKey(ip: string): string {
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups]
    : address.split(":");
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

export const clearFailures = (db: Db, email: string, ip: string) =>
  db.global((tx) =>
    tx.query("DELETE FROM login_attempts WHERE email = $1 AND ip = $2", [email, ip]),
  );

/** One `session_ended` live event per session: each of their streams ends with id END. */
export async function endSessionEvents(tx: Tx, principal: Principal, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  await tx.query(
    `INSERT INTO live_events (client_id, user_id, payload)
     SELECT $1, $2, jsonb_build_object('type', 'session_ended', 'session_id', id::text)
     FROM unnest($3::bigint[]) WITH ORDINALITY AS ended (id, n) ORDER BY n`,
    [principal.clientId, principal.userId, sessionIds],
  );
}

/** An audit row of the caller acting on their own user. Never pass password material. */
export function audit(
  tx: Tx,
  principal: Principal,
  action: string,
  before: unknown,
  after: unknown,
) {
  return tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'user', $2, $3, $4, 'user', $5, $6, $7)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      action,
      String(principal.userId),
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
}
