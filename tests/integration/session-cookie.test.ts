import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionHandleOf } from "../../services/shared/principal.ts";
import { bearer, DEMO, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A4: the console's session token is an HttpOnly cookie the server sets and clears;
 * a request the cookie authenticates must name its session (X-Tenaga-Session) to change
 * anything, and a wrong name is SESSION_CHANGED. Bearer callers are unchanged. Everything
 * goes over real HTTP, so the gateway's cookie relay is part of what is tested.
 */

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const MAIN = "/api/main/v1";
const COOKIE = /^authToken=([A-Za-z0-9_-]{43}); Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/;
const CLEARED = /^authToken=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/;

type Session = { token: string; session: string; cookie: string };
type Account = { email: string; password: string };

async function restLogin(account: Account = DEMO.majuOps, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.baseUrl}${MAIN}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return response;
}

async function signIn(account: Account = DEMO.majuOps): Promise<Session> {
  const response = await restLogin(account);
  const body = (await response.json()) as { data: { token: string; session: string } };
  return { ...body.data, cookie: `authToken=${body.data.token}` };
}

async function graphql(query: string, headers: Record<string, string>, variables = {}) {
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string; status?: number } }[];
  };
  return { response, body, code: body.errors?.[0]?.extensions.code };
}

const SAVE_LANGUAGE =
  "mutation Save($language: Language!) { updatePreferences(language: $language) { language } }";

async function languageOf(email: string): Promise<string> {
  const found = await stack.owner.query<{ language: string }>(
    "SELECT language FROM users WHERE email = $1",
    [email],
  );
  return found.rows[0]!.language;
}

async function setLanguage(email: string, language: string) {
  await stack.owner.query("UPDATE users SET language = $2 WHERE email = $1", [email, language]);
}

async function liveSessions(token: string): Promise<number> {
  const found = await stack.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
     WHERE token_hash = sha256($1::bytea) AND revoked_at IS NULL AND expires_at > now()`,
    [Buffer.from(token)],
  );
  return found.rows[0]!.n;
}

describe("the session cookie", () => {
  it("REST login sets it HttpOnly, SameSite=Strict, for the session's lifetime; the body keeps the token", async () => {
    const response = await restLogin();
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [, token] = cookies[0]!.match(COOKIE) ?? [];
    const body = (await response.json()) as { data: { token: string; session: string } };
    expect(token).toBe(body.data.token);
    expect(body.data.session).toBe(sessionHandleOf(body.data.token));
    expect(body.data.session).not.toContain(body.data.token);
    expect(await liveSessions(body.data.token)).toBe(1);
  });

  it("is Secure when the browser came over https (X-Forwarded-Proto from a trusted proxy)", async () => {
    const response = await restLogin(DEMO.majuOps, { "x-forwarded-proto": "https" });
    expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it("GraphQL login sets it through the gateway, and GraphQL logout clears it and ends the session", async () => {
    const login = await graphql(
      "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token session } }",
      {},
      DEMO.majuOps,
    );
    const { token, session } = (login.body.data as { login: { token: string; session: string } })
      .login;
    expect(login.response.headers.getSetCookie()).toEqual([expect.stringMatching(COOKIE)]);
    expect(login.response.headers.getSetCookie()[0]).toContain(`authToken=${token};`);
    expect(session).toBe(sessionHandleOf(token));

    const logout = await graphql("mutation { logout }", {
      cookie: `authToken=${token}`,
      "x-tenaga-session": session,
    });
    expect(logout.body).toEqual({ data: { logout: true } });
    expect(logout.response.headers.getSetCookie()).toEqual([expect.stringMatching(CLEARED)]);
    expect(await liveSessions(token)).toBe(0);
  });

  it("REST logout clears it and ends the session", async () => {
    const s = await signIn();
    const response = await fetch(`${stack.baseUrl}${MAIN}/auth/logout`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: s.cookie,
        "x-tenaga-session": s.session,
      },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(CLEARED)]);
    expect(await liveSessions(s.token)).toBe(0);
  });

  it("a cookie whose session is gone is refused 401 and removed", async () => {
    const rest = await fetch(`${stack.baseUrl}${MAIN}/auth/me`, {
      headers: { cookie: "authToken=revoked-or-made-up" },
    });
    expect(rest.status).toBe(401);
    expect(rest.headers.getSetCookie()).toEqual([expect.stringMatching(CLEARED)]);
    const gql = await graphql("{ me { session } }", { cookie: "authToken=revoked-or-made-up" });
    expect(gql.code).toBe("UNAUTHENTICATED");
    expect(gql.response.headers.getSetCookie()).toEqual([expect.stringMatching(CLEARED)]);
  });

  it("restores by cookie alone (`me` reads): the answer names the session", async () => {
    const s = await signIn();
    const gql = await graphql("{ me { session user { email } } }", { cookie: s.cookie });
    expect(gql.body.data).toEqual({
      me: { session: s.session, user: { email: DEMO.majuOps.email } },
    });
    const rest = await fetch(`${stack.baseUrl}${MAIN}/auth/me`, { headers: { cookie: s.cookie } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { data: { session: string } }).data.session).toBe(s.session);
  });
});

describe("a change by cookie must name its session (CSRF, multi-tab)", () => {
  const email = DEMO.majuOps.email;

  it("GraphQL: no header → 401 CSRF, another session's → 401 SESSION_CHANGED, the right one → saved", async () => {
    const s = await signIn();
    const other = await signIn(DEMO.majuAdmin);
    await setLanguage(email, "en");

    const missing = await graphql(SAVE_LANGUAGE, { cookie: s.cookie }, { language: "id" });
    expect(missing.code).toBe("CSRF");
    expect(missing.body.errors?.[0]?.extensions.status).toBe(401);
    expect(missing.body.errors?.[0]?.message).toMatch(/X-Tenaga-Session header is missing/);
    expect(await languageOf(email)).toBe("en");

    const wrong = await graphql(
      SAVE_LANGUAGE,
      { cookie: s.cookie, "x-tenaga-session": other.session },
      { language: "id" },
    );
    expect(wrong.code).toBe("SESSION_CHANGED");
    expect(wrong.body.errors?.[0]?.extensions.status).toBe(401);
    expect(await languageOf(email)).toBe("en");

    const right = await graphql(
      SAVE_LANGUAGE,
      { cookie: s.cookie, "x-tenaga-session": s.session },
      { language: "id" },
    );
    expect(right.body).toEqual({ data: { updatePreferences: { language: "id" } } });
    expect(await languageOf(email)).toBe("id");
    await setLanguage(email, "en");
  });

  it("GraphQL: the refusal of a mutation without the header speaks the browser's language; login needs no header", async () => {
    const s = await signIn();
    const refused = await graphql(
      SAVE_LANGUAGE,
      { cookie: s.cookie, "accept-language": "id-ID,id;q=0.9" },
      { language: "id" },
    );
    expect(refused.code).toBe("CSRF");
    expect(refused.body.errors?.[0]?.message).toMatch(/header X-Tenaga-Session tidak ada/);
    // Signing in from a tab whose cookie is stale (or another session's) is no change to guard.
    const login = await graphql(
      "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { session } }",
      { cookie: "authToken=stale" },
      DEMO.majuOps,
    );
    expect(login.code).toBeUndefined();
    expect(login.response.headers.getSetCookie()).toEqual([expect.stringMatching(COOKIE)]);
  });

  it("GraphQL reads with another session's handle are SESSION_CHANGED too (the tab shows another user)", async () => {
    const s = await signIn();
    const other = await signIn(DEMO.majuAdmin);
    const read = await graphql("{ modules { roles } }", {
      cookie: s.cookie,
      "x-tenaga-session": other.session,
    });
    expect(read.code).toBe("SESSION_CHANGED");
  });

  it("REST: a PUT by cookie without the header is 401 CSRF, with another handle SESSION_CHANGED (in the user's language), with its own 200", async () => {
    const s = await signIn();
    const other = await signIn(DEMO.majuAdmin);
    await setLanguage(email, "en");
    const put = (headers: Record<string, string>) =>
      fetch(`${stack.baseUrl}${MAIN}/auth/preferences`, {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: s.cookie, ...headers },
        body: JSON.stringify({ language: "id" }),
      });

    const missing = await put({});
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { detail: { code: string } }).detail.code).toBe("CSRF");
    expect(await languageOf(email)).toBe("en");

    const wrong = await put({ "x-tenaga-session": other.session });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      message: expect.stringMatching(/another tab/),
      detail: { code: "SESSION_CHANGED" },
    });
    expect(await languageOf(email)).toBe("en");

    const right = await put({ "x-tenaga-session": s.session });
    expect(right.status).toBe(200);
    expect(await languageOf(email)).toBe("id");

    // Now Indonesian: the refusal speaks it.
    const wrongId = await put({ "x-tenaga-session": other.session });
    expect(((await wrongId.json()) as { message: string }).message).toMatch(/tab lain/);
    await setLanguage(email, "en");
  });

  it("bearer callers need no header, with or without a cookie beside it", async () => {
    const s = await signIn();
    const other = await signIn(DEMO.majuAdmin);
    await setLanguage(email, "en");
    const rest = await fetch(`${stack.baseUrl}${MAIN}/auth/preferences`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...bearer(s.token), cookie: other.cookie },
      body: JSON.stringify({ language: "id" }),
    });
    expect(rest.status).toBe(200);
    expect(await languageOf(email)).toBe("id");
    const gql = await graphql(SAVE_LANGUAGE, bearer(s.token), { language: "en" });
    expect(gql.body).toEqual({ data: { updatePreferences: { language: "en" } } });
    expect(await languageOf(email)).toBe("en");
  });
});

async function firstMessage(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/^data: .*$/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text.match(/^data: (.*)$/m)?.[1] ?? "";
}

describe("streams and links by cookie", () => {
  it("the event stream opens with the cookie (EventSource sends it); `session` must name it", async () => {
    const s = await signIn();
    const other = await signIn(DEMO.majuAdmin);
    const response = await fetch(
      `${stack.baseUrl}${MAIN}/events?session=${encodeURIComponent(s.session)}`,
      { headers: { cookie: s.cookie, accept: "text/event-stream" } },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(await firstMessage(response))).toEqual({
      type: "session_status",
      client_status: "active",
      client_account_status: "active",
    });
    const plain = await fetch(`${stack.baseUrl}${MAIN}/events`, {
      headers: { cookie: s.cookie, accept: "text/event-stream" },
    });
    expect(plain.status).toBe(200);
    await plain.body?.cancel();
    const wrong = await fetch(
      `${stack.baseUrl}${MAIN}/events?session=${encodeURIComponent(other.session)}`,
      { headers: { cookie: s.cookie } },
    );
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { detail: { code: string } }).detail.code).toBe(
      "SESSION_CHANGED",
    );
  });

  it("the Audit Portal and Benefit links redirect 302 with the token; 401 without a session", async () => {
    const s = await signIn(DEMO.majuAdmin);
    for (const [kind, url] of [
      ["audit", "https://audit.tenaga.example/"],
      ["benefit", "https://benefit.tenaga.example/"],
    ] as const) {
      const response = await fetch(`${stack.baseUrl}${MAIN}/auth/external/${kind}`, {
        headers: { cookie: s.cookie },
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${url}?token=${s.token}`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const anonymous = await fetch(`${stack.baseUrl}${MAIN}/auth/external/audit`, {
      redirect: "manual",
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("location")).toBeNull();
    const unknown = await fetch(`${stack.baseUrl}${MAIN}/auth/external/analytics`, {
      headers: { cookie: s.cookie },
      redirect: "manual",
    });
    expect(unknown.status).toBe(400);
  });
});
