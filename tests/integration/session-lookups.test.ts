import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findAgentSession } from "../../services/hcm/agent/auth.ts";
import { findPrincipal, hashToken } from "../../services/shared/principal.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { worker, zoneBranch } from "./attendance-helpers.ts";
import { clientIdOf, restAs, userWithMenus } from "./org-helpers.ts";

/**
 * Issue 19: the session lookups of one event-loop turn go to PostgreSQL as one query
 * (services/shared/principal.ts findPrincipal). Each caller must still get its own session —
 * never another's — a dead one must stay dead, and a change committed before a request must
 * be seen by it.
 */
let stack: TestStack;
const tokens: Record<"maju" | "ops" | "sentosa", string> = { maju: "", ops: "", sentosa: "" };

beforeAll(async () => {
  stack = await startStack();
  tokens.maju = (await login(stack.app, DEMO.majuAdmin)).token;
  tokens.ops = (await login(stack.app, DEMO.majuOps)).token;
  tokens.sentosa = (await login(stack.app, DEMO.sentosaAdmin)).token;
});
afterAll(async () => {
  await stack.close();
});

/** The session queries `work` sent (by their statement names). */
async function lookupQueries(work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(stack.db.pool, "query");
  try {
    await work();
    return spy.mock.calls
      .map((call) => (call[0] as { name?: string }).name ?? "")
      .filter((name) => /^(agent_)?auth_find_session/.test(name));
  } finally {
    spy.mockRestore();
  }
}

describe("session lookups of one turn, in one query", () => {
  it("answers each token with its own session, an unknown one with none", async () => {
    let found: Awaited<ReturnType<typeof findPrincipal>>[] = [];
    const queries = await lookupQueries(async () => {
      found = await Promise.all([
        findPrincipal(stack.db, tokens.sentosa),
        findPrincipal(stack.db, "no-such-token"),
        findPrincipal(stack.db, tokens.maju),
        findPrincipal(stack.db, tokens.ops),
        findPrincipal(stack.db, tokens.maju),
      ]);
    });
    expect(queries).toEqual(["auth_find_sessions"]);
    expect(found.map((principal) => principal?.email ?? null)).toEqual([
      DEMO.sentosaAdmin.email,
      null,
      DEMO.majuAdmin.email,
      DEMO.majuOps.email,
      DEMO.majuAdmin.email,
    ]);
    // Everything of a session is its own: client, menus, the handle of its own token.
    const [sentosa, , maju, ops] = found;
    expect(sentosa?.clientId).not.toBe(maju?.clientId);
    expect(ops?.clientId).toBe(maju?.clientId);
    expect(ops?.menus).not.toEqual(maju?.menus);
    expect(new Set(found.flatMap((one) => (one ? [one.handle] : []))).size).toBe(3);
    expect(found[2]).toEqual(found[4]);
  });

  it("answers several hashes set-based exactly as the one-token function answers each", async () => {
    // Migration 0035: auth_find_sessions joins the hashes at once and builds each role's menus
    // once per batch; every row must be auth_find_session's for its hash.
    const revoked = (await login(stack.app, DEMO.majuAdmin)).token;
    await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: bearer(revoked),
    });
    const expired = (await login(stack.app, DEMO.sentosaAdmin)).token;
    await stack.owner.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashToken(expired)],
    );
    // A role whose menus were all taken away after its user signed in.
    const bare = await userWithMenus(stack, await clientIdOf(stack, "PT Maju Jaya"), ["branch"]);
    const { rows: bareUser } = await stack.owner.query<{ email: string }>(
      `WITH emptied AS (
         DELETE FROM role_menus WHERE role_id = (
           SELECT u.role_id FROM sessions s JOIN users u ON u.id = s.user_id
           WHERE s.token_hash = $1)
       )
       SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hashToken(bare)],
    );
    const email = bareUser[0]!.email;

    const hashes = [
      tokens.sentosa,
      "no-such-token",
      tokens.maju,
      revoked,
      tokens.ops,
      expired,
      bare,
      tokens.maju,
    ].map(hashToken);
    const { rows: batch } = await stack.owner.query(
      "SELECT * FROM auth_find_sessions($1::bytea[]) ORDER BY token_index",
      [hashes],
    );
    const each = [];
    for (const [index, hash] of hashes.entries()) {
      const { rows } = await stack.owner.query("SELECT * FROM auth_find_session($1)", [hash]);
      each.push(...rows.map((row) => ({ token_index: String(index + 1), ...row })));
    }
    expect(batch).toEqual(each);
    expect(batch.map((row) => Number(row["token_index"]))).toEqual([1, 3, 5, 7, 8]);
    expect(batch.map((row) => row["email"])).toEqual([
      DEMO.sentosaAdmin.email,
      DEMO.majuAdmin.email,
      DEMO.majuOps.email,
      email,
      DEMO.majuAdmin.email,
    ]);
    expect(batch[3]?.["menus"]).toEqual([]);
    expect(batch[0]?.["menus"].length).toBeGreaterThan(0);
  });

  it("looks one token up with the one-token statement", async () => {
    const queries = await lookupQueries(() => findPrincipal(stack.db, tokens.maju));
    expect(queries).toEqual(["auth_find_session"]);
  });

  it("keeps nothing between turns: a session ended is refused by the next request", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    expect((await findPrincipal(stack.db, token))?.email).toBe(DEMO.majuAdmin.email);
    const logout = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await findPrincipal(stack.db, token)).toBeNull();
    const after = await stack.app.inject({ url: "/api/main/v1/auth/me", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it("sees a change committed just before: an inactivated user is refused at once", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    await stack.owner.query("UPDATE users SET status = 'inactive' WHERE email = $1", [
      DEMO.majuOps.email,
    ]);
    try {
      const answers = await Promise.all([
        stack.app.inject({ url: "/api/main/v1/client/modules", headers: bearer(token) }),
        stack.app.inject({ url: "/api/main/v1/client/modules", headers: bearer(tokens.maju) }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 200]);
    } finally {
      await stack.owner.query("UPDATE users SET status = 'active' WHERE email = $1", [
        DEMO.majuOps.email,
      ]);
    }
  });

  it("answers many callers at once over HTTP, each as itself", async () => {
    const callers = [
      [tokens.maju, DEMO.majuAdmin.email],
      [tokens.ops, DEMO.majuOps.email],
      [tokens.sentosa, DEMO.sentosaAdmin.email],
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const [token, email] = callers[i % callers.length]!;
        const response = await fetch(`${stack.baseUrl}/api/main/v1/auth/me`, {
          headers: bearer(token),
        });
        const body = (await response.json()) as { data: { user: { email: string } } };
        return { expected: email, got: body.data.user.email };
      }),
    );
    for (const answer of answers) expect(answer.got).toBe(answer.expected);
  });
});

describe("worker-app session lookups of one turn, in one query", () => {
  /** A worker of `client` with app access, signed in: its id and token. */
  async function signedInWorker(client: string, adminToken: string, ip: string) {
    const clientId = await clientIdOf(stack, client);
    const agent = await worker(stack, clientId, await zoneBranch(stack, clientId));
    const access = await restAs(stack, adminToken).put(`/agents/${agent.id}/app-access`, {
      pin: "246810",
    });
    expect(access.status, JSON.stringify(access.body)).toBe(200);
    const answer = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agent-auth/login",
      payload: { phoneNumber: agent.phone, pin: "246810" },
      remoteAddress: ip,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return {
      clientId,
      agentId: agent.id,
      token: (answer.json() as { data: { token: string } }).data.token,
    };
  }

  it("answers each worker token with its own worker, a console token with none", async () => {
    const maju = await signedInWorker("PT Maju Jaya", tokens.maju, "10.9.0.1");
    const sentosa = await signedInWorker("PT Sentosa Abadi", tokens.sentosa, "10.9.0.2");
    let found: Awaited<ReturnType<typeof findAgentSession>>[] = [];
    const queries = await lookupQueries(async () => {
      found = await Promise.all([
        findAgentSession(stack.db, sentosa.token),
        findAgentSession(stack.db, tokens.maju),
        findAgentSession(stack.db, maju.token),
        findAgentSession(stack.db, sentosa.token),
      ]);
    });
    expect(queries).toEqual(["agent_auth_find_sessions"]);
    const own = (one: { clientId: number; agentId: number }) => ({
      clientId: one.clientId,
      agentId: one.agentId,
    });
    expect(found).toEqual([own(sentosa), null, own(maju), own(sentosa)]);
  });
});
