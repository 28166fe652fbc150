import { accountLockedMessage } from "../../../domain/errors.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";

/**
 * Login throttling, two rules over the same attempts (table login_attempts):
 *
 * - per email and address: more than LOGIN_MAX_FAILURES within 15 minutes answers 429, so one
 *   address can't guess;
 * - per account, across every address (issue 11 A6): at LOGIN_ACCOUNT_MAX_FAILURES within
 *   LOGIN_ACCOUNT_WINDOW_MINUTES the account is locked for LOGIN_LOCK_MINUTES (423, even with
 *   the right password), so many addresses can't guess either. The lock ends by itself, and an
 *   operator lifts it at once (`npm run admin -- user:unlock <email>`): an attacker can delay a
 *   real user, never shut them out for good. An unknown email is locked the same way, so the
 *   answer never tells whether an account exists.
 */
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};
const MAX_FAILURES = envInt("LOGIN_MAX_FAILURES", 5);
const FAILURE_WINDOW_MINUTES = 15;
const ACCOUNT_MAX_FAILURES = envInt("LOGIN_ACCOUNT_MAX_FAILURES", 20);
const ACCOUNT_WINDOW_MINUTES = envInt("LOGIN_ACCOUNT_WINDOW_MINUTES", 60);
const LOCK_MINUTES = envInt("LOGIN_LOCK_MINUTES", 30);
/** Attempts are kept as long as either rule reads them. */
const KEEP_MINUTES = Math.max(FAILURE_WINDOW_MINUTES, ACCOUNT_WINDOW_MINUTES);

export type ThrottledAction = "login" | "password";

/** The error code of a locked account, in the body's `detail` (and GraphQL's extensions). */
export const ACCOUNT_LOCKED_CODE = "ACCOUNT_LOCKED";

type Claim = {
  /** The account is locked: until when, and whether this attempt locked it. */
  lock: { until: Date; created: boolean; failures: number } | null;
  /** Seconds until the (email, address) key frees up when it is full; null when claimed. */
  keyRetrySeconds: number | null;
};

/**
 * Records this attempt before the password is checked, under a per-account lock, so
 * parallel guesses all count: the attempt past either ceiling is refused whatever its
 * password. A success clears the (email, address) key's attempts (clearFailures); the
 * account's other addresses keep theirs until they age out.
 */
export async function claimAttempt(
  db: Db,
  email: string,
  ip: string,
  action: ThrottledAction,
): Promise<void> {
  const claim = await db.global(async (tx): Promise<Claim> => {
    // One account's attempts one at a time, whatever their address.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('login|' || $1))", [email]);
    const lock = await tx.query<{
      locked_at: Date;
      locked_until: Date;
      failures: number;
      live: boolean;
    }>(
      "SELECT locked_at, locked_until, failures, locked_until > now() AS live FROM login_locks WHERE email = $1",
      [email],
    );
    const latest = lock.rows[0];
    if (latest?.live)
      return {
        lock: { until: latest.locked_until, created: false, failures: latest.failures },
        keyRetrySeconds: null,
      };

    // Failures of this account since the window opened or the last lock began, if later: the
    // failures that made a lock are spent by it (none is recorded while it lasts).
    const account = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_attempts
       WHERE email = $1 AND attempted_at > greatest(now() - make_interval(mins => $2), $3::timestamptz)`,
      [email, ACCOUNT_WINDOW_MINUTES, latest?.locked_at ?? null],
    );
    const failures = account.rows[0]!.n;
    if (failures >= ACCOUNT_MAX_FAILURES) {
      const created = await tx.query<{ locked_until: Date }>(
        `INSERT INTO login_locks (email, locked_until, failures)
         VALUES ($1, now() + make_interval(mins => $2), $3)
         ON CONFLICT (email) DO UPDATE SET locked_at = now(), locked_until = EXCLUDED.locked_until,
           failures = EXCLUDED.failures, unlocked_by = NULL
         RETURNING locked_until`,
        [email, LOCK_MINUTES, failures],
      );
      return {
        lock: { until: created.rows[0]!.locked_until, created: true, failures },
        keyRetrySeconds: null,
      };
    }

    const key = await tx.query<{ claimed: number; retry_seconds: number }>(
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
    // Old attempts of this account are of no use to either rule any more.
    await tx.query(
      "DELETE FROM login_attempts WHERE email = $1 AND attempted_at < now() - make_interval(mins => $2)",
      [email, KEEP_MINUTES],
    );
    const row = key.rows[0]!;
    return { lock: null, keyRetrySeconds: row.claimed === 1 ? null : row.retry_seconds };
  });

  if (claim.lock) {
    if (claim.lock.created) await auditLock(db, email, claim.lock.until, claim.lock.failures);
    throw accountLocked(claim.lock.until);
  }
  if (claim.keyRetrySeconds === null) return;
  const minutes = Math.max(1, Math.ceil(claim.keyRetrySeconds / 60));
  throw new HttpError(
    429,
    `Too many failed ${action} attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/**
 * 423 Locked, not 429: the account is locked for everyone, the right password included,
 * whoever asks and however slowly — a state of the account, like SPEC §8's inactivated
 * account (403 with its text), not a caller going too fast. The body carries the English
 * message, and `detail` the code, the end of the lock and the text in both languages.
 */
function accountLocked(until: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new HttpError(423, accountLockedMessage("en", minutes), {
    code: ACCOUNT_LOCKED_CODE,
    lockedUntil: until.toISOString(),
    retryAfterMinutes: minutes,
    messages: { en: accountLockedMessage("en", minutes), id: accountLockedMessage("id", minutes) },
  });
}

/**
 * An audit row in the account's client log when a lock starts (an unknown email has no
 * client: its lock is only the login_locks row).
 */
async function auditLock(db: Db, email: string, until: Date, failures: number): Promise<void> {
  const found = await db.pool.query<{ user_id: number; client_id: number }>(
    "SELECT user_id, client_id FROM auth_find_login($1)",
    [email],
  );
  const user = found.rows[0];
  if (!user) return;
  await db.tenant(user.client_id, (tx) =>
    tx.query(
      `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id, after)
       VALUES ($1, 'system', 'login throttle', 'user.login_lock', 'user', $2, $3)`,
      [
        user.client_id,
        String(user.user_id),
        JSON.stringify({
          lockedUntil: until.toISOString(),
          failures,
          windowMinutes: ACCOUNT_WINDOW_MINUTES,
        }),
      ],
    ),
  );
}

/** A success clears its (email, address) key: that address proved the password. */
export const clearFailures = (db: Db, email: string, ip: string) =>
  db.global((tx) =>
    tx.query("DELETE FROM login_attempts WHERE email = $1 AND ip = $2", [email, ip]),
  );

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
