import { gql } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ErrorHandlers } from "../session/errorExchange.ts";
import { createUrqlClient } from "../urqlClient.ts";

const Query = gql`
  query Probe {
    me {
      user {
        id
      }
    }
  }
`;
const Login = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`;
const Save = gql`
  mutation Save {
    logout
  }
`;

function answer(code: string, message = "nope") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: null, errors: [{ message, extensions: { code } }] })),
  );
}

function handlers() {
  return {
    unauthorized: vi.fn(),
    sessionChanged: vi.fn(),
    forbidden: vi.fn(),
    noAccess: vi.fn(),
    inactive: vi.fn(),
    failed: vi.fn(),
  } satisfies ErrorHandlers;
}

afterEach(() => vi.unstubAllGlobals());

describe("errorExchange (SPEC §8)", () => {
  it("401 anywhere ends the session", async () => {
    answer("UNAUTHENTICATED");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.unauthorized).toHaveBeenCalledOnce();
    expect(h.failed).not.toHaveBeenCalled();
  });

  it("403 goes home with Permission Denied", async () => {
    answer("FORBIDDEN");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.forbidden).toHaveBeenCalledOnce();
  });

  it("410 says no access and passes the operation (a query redirects)", async () => {
    answer("NO_ACCESS");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.noAccess).toHaveBeenCalledOnce();
    expect(h.noAccess.mock.calls[0]![0].kind).toBe("query");
  });

  it("an inactive client or account raises the blocking state", async () => {
    answer("CLIENT_INACTIVE");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.inactive).toHaveBeenCalledWith("client");
    answer("ACCOUNT_INACTIVE");
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.inactive).toHaveBeenCalledWith("account");
  });

  it("other query errors toast; a mutation's own error is left to its form", async () => {
    answer("BAD_USER_INPUT", "Invalid body: email is required");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {})
      .toPromise();
    expect(h.failed).toHaveBeenCalledOnce();
    await createUrqlClient(h, () => "token")
      .mutation(Save, {})
      .toPromise();
    expect(h.failed).toHaveBeenCalledOnce();
  });

  it("the session's own polling is silent here: the machine reports it (one toast)", async () => {
    answer("INTERNAL_SERVER_ERROR");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .query(Query, {}, { silent: true })
      .toPromise();
    expect(h.failed).not.toHaveBeenCalled();
  });

  it("names this tab's session, never sends a token (the cookie is HttpOnly)", async () => {
    answer("BAD_USER_INPUT");
    await createUrqlClient(handlers(), () => "tab-session")
      .query(Query, {})
      .toPromise();
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    const headers = init.headers as Record<string, string>;
    expect(headers["x-tenaga-session"]).toBe("tab-session");
    expect(headers["authorization"]).toBeUndefined();
  });

  it.each(["SESSION_CHANGED", "CSRF"])("%s tells the session the cookie changed", async (code) => {
    answer(code);
    const h = handlers();
    await createUrqlClient(h, () => "tab-session")
      .query(Query, {})
      .toPromise();
    expect(h.sessionChanged).toHaveBeenCalledOnce();
    expect(h.unauthorized).not.toHaveBeenCalled();
  });

  it("a failed login is the login page's to show, not a session end", async () => {
    answer("UNAUTHENTICATED", "Email or password is incorrect");
    const h = handlers();
    await createUrqlClient(h, () => "token")
      .mutation(Login, { email: "a@b.test", password: "x" })
      .toPromise();
    expect(h.unauthorized).not.toHaveBeenCalled();
  });
});
