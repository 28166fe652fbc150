import type pg from "pg";
import {
  isFlagName,
  isMaintenanceToggle,
  MAINTENANCE_TOGGLES,
  parseFlagValue,
  resolveFlags,
} from "../../domain/flags.ts";
import { ALL_MENU_IDS } from "../../domain/menus.ts";
import { copyOfficialHolidays } from "../hcm/rosters/calendar.ts";

/** A mistake in the operator's command: printed, nothing changed. */
export class OperatorError extends Error {}

/**
 * The operator's changes (the "admin" of SPEC §2's inactivation texts). Each runs in one
 * transaction with its audit row; the database triggers push the matching live events.
 */
export function createOperator(db: pg.ClientBase, actor: string) {
  async function transaction<T>(work: () => Promise<T>): Promise<T> {
    await db.query("BEGIN");
    try {
      const result = await work();
      await db.query("COMMIT");
      return result;
    } catch (error) {
      await db.query("ROLLBACK");
      throw error;
    }
  }

  const audit = (
    clientId: number,
    action: string,
    entity: string,
    id: string | number,
    before: unknown,
    after: unknown,
  ) =>
    db.query(
      `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id, before, after)
       VALUES ($1, 'operator', $2, $3, $4, $5, $6, $7)`,
      [clientId, actor, action, entity, String(id), before, after],
    );
  const systemAudit = (action: string, before: unknown, after: unknown) =>
    db.query(
      "INSERT INTO system_audit_log (actor_label, action, before, after) VALUES ($1, $2, $3, $4)",
      [actor, action, before, after],
    );

  async function readConfig(key: string): Promise<Record<string, unknown>> {
    const found = await db.query<{ value: Record<string, unknown> }>(
      "SELECT value FROM system_config WHERE key = $1 FOR UPDATE",
      [key],
    );
    return found.rows[0]?.value ?? {};
  }
  const writeConfig = (key: string, value: unknown) =>
    db.query(
      `INSERT INTO system_config (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, value],
    );

  return {
    async listClients() {
      const rows = await db.query(
        `SELECT c.id, c.name, c.status, c.timezone, count(u.id)::int AS users
         FROM clients c LEFT JOIN users u ON u.client_id = c.id GROUP BY c.id ORDER BY c.id`,
      );
      return rows.rows;
    },

    createClient: (name: string, timezone: string) =>
      transaction(async () => {
        if (name.length > 200) throw new OperatorError("client name is longer than 200 characters");
        const created = await db.query<{ id: number }>(
          "INSERT INTO clients (name, timezone) VALUES ($1, $2) RETURNING id",
          [name, timezone],
        );
        const id = created.rows[0]!.id;
        const role = await db.query<{ id: number }>(
          "INSERT INTO roles (client_id, name, is_super_admin) VALUES ($1, 'Super Admin', true) RETURNING id",
          [id],
        );
        await db.query(
          "INSERT INTO role_menus (client_id, role_id, menu_id) SELECT $1, $2, unnest($3::text[])",
          [id, role.rows[0]!.id, ALL_MENU_IDS],
        );
        // Issue 13: every client starts with the official holiday calendar (its own copy).
        await copyOfficialHolidays(db, id);
        await audit(id, "client.create", "client", id, null, { name, timezone });
        return { id };
      }),

    setClientStatus: (id: number, status: "active" | "inactive") =>
      transaction(async () => {
        const found = await db.query<{ status: string }>(
          "SELECT status FROM clients WHERE id = $1 FOR UPDATE",
          [id],
        );
        const before = found.rows[0];
        if (!before) throw new OperatorError(`no client with id ${id}`);
        if (before.status === status) return;
        await db.query("UPDATE clients SET status = $2, updated_at = now() WHERE id = $1", [
          id,
          status,
        ]);
        await audit(
          id,
          `client.${status === "active" ? "activate" : "inactivate"}`,
          "client",
          id,
          before,
          { status },
        );
      }),

    async listUsers(clientId: number) {
      const rows = await db.query(
        `SELECT u.id, u.email, u.fullname, u.status, r.name AS role
         FROM users u JOIN roles r ON r.id = u.role_id WHERE u.client_id = $1 ORDER BY u.id`,
        [clientId],
      );
      return rows.rows;
    },

    createUser: (user: {
      clientId: number;
      email: string;
      fullname: string;
      role: string;
      passwordHash: string;
    }) =>
      transaction(async () => {
        const role = await db.query<{ id: number }>(
          "SELECT id FROM roles WHERE client_id = $1 AND lower(name) = lower($2)",
          [user.clientId, user.role],
        );
        if (!role.rows[0])
          throw new OperatorError(`client ${user.clientId} has no role "${user.role}"`);
        const taken = await db.query("SELECT 1 FROM users WHERE email = $1", [user.email]);
        if (taken.rowCount)
          throw new OperatorError(`a user with email ${user.email} exists already`);
        const created = await db.query<{ id: number }>(
          `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [user.clientId, role.rows[0].id, user.email, user.fullname, user.passwordHash],
        );
        const id = created.rows[0]!.id;
        await audit(user.clientId, "user.create", "user", id, null, {
          email: user.email,
          fullname: user.fullname,
          role: user.role,
        });
        return { id };
      }),

    setUserStatus: (email: string, status: "active" | "inactive") =>
      transaction(async () => {
        const found = await db.query<{ id: number; client_id: number; status: string }>(
          "SELECT id, client_id, status FROM users WHERE email = $1 FOR UPDATE",
          [email],
        );
        const user = found.rows[0];
        if (!user) throw new OperatorError(`no user with email ${email}`);
        if (user.status === status) return;
        await db.query("UPDATE users SET status = $2, updated_at = now() WHERE id = $1", [
          user.id,
          status,
        ]);
        await audit(
          user.client_id,
          `user.${status === "active" ? "activate" : "inactivate"}`,
          "user",
          user.id,
          {
            status: user.status,
          },
          { status },
        );
      }),

    /**
     * Lifts a login lock (issue 11 A6) at once and forgets the account's failed attempts, so
     * every address starts over. False when the email was not locked.
     */
    unlockLogin: (email: string) =>
      transaction(async () => {
        const live = await db.query<{ locked_until: Date; failures: number }>(
          "SELECT locked_until, failures FROM login_locks WHERE email = $1 AND locked_until > now() FOR UPDATE",
          [email],
        );
        await db.query("DELETE FROM login_attempts WHERE email = $1", [email]);
        const lock = live.rows[0];
        if (!lock) return false;
        await db.query(
          "UPDATE login_locks SET locked_until = now(), unlocked_by = $2 WHERE email = $1",
          [email, actor],
        );
        const user = await db.query<{ id: number; client_id: number }>(
          "SELECT id, client_id FROM users WHERE email = $1",
          [email],
        );
        const found = user.rows[0];
        if (found)
          await audit(
            found.client_id,
            "user.login_unlock",
            "user",
            found.id,
            { lockedUntil: lock.locked_until, failures: lock.failures },
            { lockedUntil: null },
          );
        return true;
      }),

    setMaintenance: (toggle: string, on: boolean) =>
      transaction(async () => {
        if (!isMaintenanceToggle(toggle)) {
          throw new OperatorError(
            `unknown toggle "${toggle}"; one of ${MAINTENANCE_TOGGLES.join(", ")}`,
          );
        }
        const before = await readConfig("maintenance");
        const after = { ...before, [toggle]: on };
        await writeConfig("maintenance", after);
        await systemAudit(`maintenance.${on ? "on" : "off"}`, before, after);
      }),

    async listFlags(clientId: number | null) {
      const globals = await db.query<{ value: Record<string, boolean | number[]> }>(
        "SELECT value FROM system_config WHERE key = 'feature_flags'",
      );
      const stored = globals.rows[0]?.value ?? {};
      if (clientId === null)
        return Object.entries(stored).map(([name, value]) => ({
          name,
          value: JSON.stringify(value),
        }));
      const overrides = await db.query<{ name: string; value: boolean }>(
        "SELECT name, value FROM client_feature_flags WHERE client_id = $1",
        [clientId],
      );
      const resolved = resolveFlags(
        clientId,
        process.env["NODE_ENV"] ?? "development",
        stored,
        Object.fromEntries(overrides.rows.map((row) => [row.name, row.value])),
      );
      return Object.entries(resolved).map(([name, enabled]) => ({ name, enabled }));
    },

    setFlag: (name: string, text: string, clientId: number | null) =>
      transaction(async () => {
        if (!isFlagName(name)) throw new OperatorError(`unknown flag "${name}"`);
        const value = parseFlagValue(text);
        if (value === null)
          throw new OperatorError(`flag value must be true, false or a JSON list of client ids`);
        if (clientId !== null) {
          if (typeof value !== "boolean")
            throw new OperatorError("with --client the value must be true or false");
          const exists = await db.query("SELECT 1 FROM clients WHERE id = $1", [clientId]);
          if (!exists.rowCount) throw new OperatorError(`no client with id ${clientId}`);
          const before = await db.query<{ value: boolean }>(
            "SELECT value FROM client_feature_flags WHERE client_id = $1 AND name = $2",
            [clientId, name],
          );
          await db.query(
            `INSERT INTO client_feature_flags (client_id, name, value) VALUES ($1, $2, $3)
             ON CONFLICT (client_id, name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
            [clientId, name, value],
          );
          await audit(clientId, "flag.set", "feature_flag", name, before.rows[0] ?? null, {
            value,
          });
          return;
        }
        const before = await readConfig("feature_flags");
        const after = { ...before, [name]: value };
        await writeConfig("feature_flags", after);
        await systemAudit("flag.set", { [name]: before[name] ?? null }, { [name]: value });
      }),
  };
}
