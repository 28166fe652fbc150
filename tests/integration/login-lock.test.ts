import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountLockedMessage } from "../../domain/errors.ts";
import { LOGIN_FAILED_MESSAGE } from "../../services/main/auth/routes.ts";
import { DEMO, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A6: besides the per (email, address) limit, an account is locked after 20 failed
 * logins within an hour from any mix of addresses (LOGIN_ACCOUNT_MAX_FAILURES), with a clear
 * 423 in English and Indonesian and an audit row. The lock ends by itself, an operator lifts
 * it with the CLI, and while it lasts even the right password is refused.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CEILING = 20;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

let address = 0;
/** A fresh address each call, unless one is given: every failure from somewhere else. */
const loginFrom = (email: string, password: string, ip = `198.51.100.${++address}`) =>
  stack.app.inject({
    method: "POST",
    url: "/api/main/v1/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });

/** CEILING failures of `email`, each from its own address; each one an ordinary 401. */
async function failFromManyAddresses(email: string) {
  for (let i = 0; i < CEILING; i++) {
    const response = await loginFrom(email, `wrong-${i}`);
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    expect(response.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
  }
}

const auditRows = async (action: string, email: string) =>
  (
    await stack.owner.query<{ actor_type: string; after: Record<string, unknown> | null }>(
      `SELECT a.actor_type, a.after FROM audit_log a JOIN users u ON u.id::text = a.entity_id
       WHERE a.action = $1 AND a.entity_type = 'user' AND u.email = $2 ORDER BY a.id`,
      [action, email],
    )
  ).rows;

/** The operator CLI as its own process, pointed at this file's database. */
function cli(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: stack.database.ownerUrl };
  // The CLI migrates first, which (re)sets tenaga_app's password; keep the stack's default.
  delete env["APP_DB_PASSWORD"];
  delete env["APP_DATABASE_URL"];
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(REPO, "node_modules/.bin/tsx"),
      ["services/admin/cli.ts", ...args],
      {
        cwd: REPO,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`cli exited with ${code}: ${output}`)),
    );
  });
}

describe("per-account lock", () => {
  const email = DEMO.majuOps.email;

  it("21 failures from 21 addresses: the 21st is refused with 423 and a clear message", async () => {
    await failFromManyAddresses(email);
    const locked = await loginFrom(email, "wrong-again");
    expect(locked.statusCode).toBe(423);
    const body = locked.json();
    expect(body.message).toMatch(/^Your account has been locked after too many failed login/);
    expect(body.message).toBe(accountLockedMessage("en", 30));
    expect(body.detail).toMatchObject({
      code: "ACCOUNT_LOCKED",
      retryAfterMinutes: 30,
      messages: { en: accountLockedMessage("en", 30), id: accountLockedMessage("id", 30) },
    });
    expect(body.detail.messages.id).toMatch(/^Akun Anda dikunci/);
  });

  it("writes one audit row in the account's client log when the lock starts", async () => {
    await loginFrom(email, "wrong-once-more");
    const rows = await auditRows("user.login_lock", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_type: "system", after: { failures: CEILING } });
  });

  it("refuses the right password while locked, from any address", async () => {
    const right = await loginFrom(email, DEMO.majuOps.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().detail.code).toBe("ACCOUNT_LOCKED");
  });

  it("through GraphQL: ACCOUNT_LOCKED with both texts, not a masked error", async () => {
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.250" },
      body: JSON.stringify({
        query: `mutation { login(email: "${email}", password: "${DEMO.majuOps.password}") { token } }`,
      }),
    });
    const error = (await response.json()).errors[0];
    expect(error.message).toBe(accountLockedMessage("en", 30));
    expect(error.extensions).toMatchObject({
      code: "ACCOUNT_LOCKED",
      detail: { messages: { id: accountLockedMessage("id", 30) } },
    });
  });

  it("ends by itself: once its time is over the right password works again", async () => {
    await stack.owner.query(
      "UPDATE login_locks SET locked_until = now() - interval '1 second' WHERE email = $1",
      [email],
    );
    const right = await loginFrom(email, DEMO.majuOps.password);
    expect(right.statusCode).toBe(200);
  });

  it("an expired lock starts the count over: one more failure is an ordinary 401", async () => {
    const wrong = await loginFrom(email, "wrong-after-expiry");
    expect(wrong.statusCode).toBe(401);
  });

  it("locks an unknown email the same way, so the answer tells nothing", async () => {
    await failFromManyAddresses("nobody@maju.test");
    const locked = await loginFrom("nobody@maju.test", "x");
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(accountLockedMessage("en", 30));
  });
});

describe("operator unlock", () => {
  const email = DEMO.sentosaAdmin.email;

  it("npm run admin -- user:unlock lifts the lock at once, with an audit row", async () => {
    await failFromManyAddresses(email);
    expect((await loginFrom(email, DEMO.sentosaAdmin.password)).statusCode).toBe(423);

    const output = await cli("user:unlock", email);
    expect(output).toContain(`${email} is unlocked`);
    expect((await loginFrom(email, DEMO.sentosaAdmin.password)).statusCode).toBe(200);
    const rows = await auditRows("user.login_unlock", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_type).toBe("operator");
    // Nothing left to lift: said so, not an error.
    expect(await cli("user:unlock", email)).toContain(`${email} was not locked`);
  }, 60_000);
});

describe("the per (email, address) rule still holds", () => {
  it("the 6th attempt from one address is 429; another address is not held", async () => {
    const email = DEMO.majuAdmin.email;
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(email, "wrong", "203.0.113.9")).statusCode).toBe(401);
    const sixth = await loginFrom(email, DEMO.majuAdmin.password, "203.0.113.9");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many failed login attempts/);
    expect((await loginFrom(email, DEMO.majuAdmin.password, "203.0.113.10")).statusCode).toBe(200);
  });
});
