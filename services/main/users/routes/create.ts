import { randomBytes } from "node:crypto";
import { generatePassword, validateUser } from "../../../../domain/users.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { hashPassword } from "../../auth/password.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole, findUser } from "../repo.ts";
import { auditUser, CreatedUserSchema, CreateUserBody, USERS_MENU } from "./shared.ts";

const MESSAGE = "Failed to Create User";

/** POST /client/users: a new console user of the caller's client. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/client/users",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary:
          "Creates a console user (menu role-management). The e-mail is unique across the product: a taken one is 409 on email. Without `password` the server makes one and answers it once as `initialPassword`",
        body: CreateUserBody,
        response: { 201: dataOf(CreatedUserSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { values, problems } = validateUser(request.body, { withEmail: true });
      const generated = values.password === null;
      const password = values.password ?? generatePassword((bytes) => randomBytes(bytes.length));
      const user = await db.tenant(principal.clientId, async (tx) => {
        const roleMissing = values.roleId > 0 && !(await findRole(tx, values.roleId));
        assertValid(MESSAGE, [
          ...problems,
          ...(roleMissing ? [{ field: "roleId", message: "does not exist" }] : []),
        ]);
        const passwordHash = await hashPassword(password);
        let id: number;
        try {
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [principal.clientId, values.roleId, values.email, values.fullname, passwordHash],
          );
          id = inserted.rows[0]!.id;
        } catch (error) {
          // Row-level security hides other clients' users, so the unique index is what
          // sees an e-mail taken anywhere; the answer does not say where.
          if (violatedConstraint(error, ["23505"]) === "users_email_key")
            throw duplicateFields(MESSAGE, [{ field: "email", message: "is already registered" }]);
          throw error;
        }
        const created = (await findUser(tx, id))!;
        await auditUser(tx, principal, "user.create", null, created, {
          password_generated: generated,
        });
        return created;
      });
      reply.status(201);
      return { data: generated ? { ...user, initialPassword: password } : user };
    },
  );
}
