import { Type } from "typebox";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
} from "../../../../domain/validation.ts";
import type { Tx } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { Principal } from "../../../shared/principal.ts";
import { LanguageSchema } from "../../schemas.ts";
export const LOGIN_FAILED_MESSAGE = "Email or password is incorrect";
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

// Throttling (per email and IP, and the per-account lock of issue 11 A6) lives in ../throttle.ts.
export { claimAttempt, clearFailures, rateLimitKey, type ThrottledAction } from "../throttle.ts";

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
