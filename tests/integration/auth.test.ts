import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_INACTIVE_MESSAGE, CLIENT_INACTIVE_MESSAGE } from "../../domain/errors.ts";
import { LOGIN_FAILED_MESSAGE } from "../../services/main/auth/routes.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const loginRequest = (payload: unknown, remoteAddress = "10.0.0.1") =>
  stack.app.inject({
    method: "POST",
    url: "/api/main/v1/auth/login",
    payload: payload as object,
    remoteAddress,
  });

describe("POST /auth/login", () => {
  it("returns a token and the SPEC §3 Active user", async () => {
    const { token, user } = await login(stack.app, DEMO.majuAdmin);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      email: "admin@maju.test",
      fullname: "Admin Maju",
      roles: "Super Admin",
      sso: "false",
      avatarURL: "",
    });
    expect(user.client_id).toBeTypeOf("number");
    expect(user).toHaveProperty("has_menus");
  });

  it("stores only a hash of the token, with an expiry", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const rows = await stack.owner.query(
      "SELECT encode(token_hash, 'hex') AS hash, expires_at > now() AS live FROM sessions",
    );
    expect(rows.rows.every((row) => row.live)).toBe(true);
    expect(rows.rows.some((row) => row.hash.includes(Buffer.from(token).toString("hex")))).toBe(
      false,
    );
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    const wrong = await loginRequest({ email: "admin@maju.test", password: "nope" }, "10.0.0.2");
    const unknown = await loginRequest({ email: "ghost@maju.test", password: "nope" }, "10.0.0.2");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("accepts the email in any case, and refuses one padded with spaces as malformed", async () => {
    const response = await loginRequest({ email: "  ADMIN@Maju.test ", password: "Tenaga-demo-1" });
    expect(response.statusCode).toBe(400);
    const trimmed = await loginRequest({ email: "ADMIN@Maju.test", password: "Tenaga-demo-1" });
    expect(trimmed.statusCode).toBe(200);
  });

  it("rate-limits repeated failures per email and IP with 429", async () => {
    const attempt = (ip: string) =>
      loginRequest({ email: "ops@maju.test", password: "wrong-password" }, ip);
    for (let i = 0; i < 5; i++) expect((await attempt("10.9.9.9")).statusCode).toBe(401);
    const blocked = await attempt("10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    // The right password is refused too while blocked, from that IP only.
    const right = await loginRequest(DEMO.majuOps, "10.9.9.9");
    expect(right.statusCode).toBe(429);
    expect((await loginRequest(DEMO.majuOps, "10.9.9.10")).statusCode).toBe(200);
  });

  it("counts parallel guesses too: a burst gets at most the allowed failures, then 429", async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        loginRequest({ email: "admin@sentosa.test", password: "guess" }, "10.7.7.7"),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("keys IPv6 clients by their /64", async () => {
    const { rateLimitKey } = await import("../../services/main/auth/routes.ts");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(rateLimitKey("10.1.2.3")).toBe("10.1.2.3");
  });

  it("limits by the browser's address when logins come through the gateway", async () => {
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({
        query: 'mutation { login(email: "via-gateway@maju.test", password: "x") { token } }',
      }),
    });
    expect((await response.json()).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const rows = await stack.owner.query(
      "SELECT ip FROM login_attempts WHERE email = 'via-gateway@maju.test'",
    );
    expect(rows.rows.map((row) => row.ip)).toEqual(["203.0.113.7"]);
  });

  it("refuses an inactive user with the account-inactivated text (403)", async () => {
    await stack.owner.query("UPDATE users SET status = 'inactive' WHERE email = 'ops@maju.test'");
    try {
      const response = await loginRequest(DEMO.majuOps, "10.0.0.3");
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ACCOUNT_INACTIVE_MESSAGE);
    } finally {
      await stack.owner.query("UPDATE users SET status = 'active' WHERE email = 'ops@maju.test'");
    }
  });

  it("refuses a user of an inactive client with the client-inactivated text (403)", async () => {
    await stack.owner.query(
      "UPDATE clients SET status = 'inactive' WHERE name = 'PT Sentosa Abadi'",
    );
    try {
      const response = await loginRequest(DEMO.sentosaAdmin, "10.0.0.4");
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CLIENT_INACTIVE_MESSAGE);
    } finally {
      await stack.owner.query(
        "UPDATE clients SET status = 'active' WHERE name = 'PT Sentosa Abadi'",
      );
    }
  });
});

describe("sessions", () => {
  it("POST /auth/logout revokes the token", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const before = await stack.app.inject({
      url: "/api/main/v1/client/modules",
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    const out = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/logout",
      headers: bearer(token),
    });
    expect(out.json()).toEqual({ data: { loggedOut: true } });
    const after = await stack.app.inject({
      url: "/api/main/v1/client/modules",
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it("answers a missing, malformed, expired or unknown token with 401", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    await stack.owner.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL",
    );
    const cases = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic abc" },
      bearer("not-a-token"),
      bearer(token),
    ];
    for (const headers of cases) {
      const response = await stack.app.inject({ url: "/api/main/v1/auth/me", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().message).toBeTypeOf("string");
    }
  });

  it("turns away an authenticated caller whose client was inactivated (403)", async () => {
    const { token } = await login(stack.app, DEMO.sentosaAdmin);
    await stack.owner.query(
      "UPDATE clients SET status = 'inactive' WHERE name = 'PT Sentosa Abadi'",
    );
    try {
      const response = await stack.app.inject({
        url: "/api/main/v1/client/modules",
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CLIENT_INACTIVE_MESSAGE);
    } finally {
      await stack.owner.query(
        "UPDATE clients SET status = 'active' WHERE name = 'PT Sentosa Abadi'",
      );
    }
  });
});

describe("GET /client/modules", () => {
  it("returns the caller's role and menus (SPEC §7)", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    const response = await stack.app.inject({
      url: "/api/main/v1/client/modules",
      headers: bearer(token),
    });
    const { data } = response.json();
    expect(data.roles).toBe("Operations");
    expect(data.menus).toContain("employee-list");
    expect(data.menus).toContain("leave-management");
    expect(data.menus).not.toContain("payroll-report");
  });

  it("refuses menus the role lacks with 403 Permission Denied", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    const response = await stack.app.inject({
      url: "/api/main/v1/client/users",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Permission Denied" });
  });
});
