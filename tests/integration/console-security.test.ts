import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../gateway/yoga.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A4, browser hardening: CORS on /graphql and the console's security headers, over
 * real HTTP against the one-process server serving a (stand-in) console build.
 */

let stack: TestStack;
let token: string;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), "tenaga-console-"));
  await mkdir(path.join(consoleDir, "assets"));
  await writeFile(
    path.join(consoleDir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(consoleDir, "assets", "app.js"), "export {};\n");
  stack = await startStack({ consoleDir });
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(async () => {
  await stack.close();
  await rm(consoleDir, { recursive: true, force: true });
});

const postGraphql = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body,
  });

const meQuery = JSON.stringify({ query: "query Me { me { user { email } } }" });

describe("the console's security headers", () => {
  it("serves the page, its SPA routes and its assets with CSP (no inline script), no framing, nosniff and a Referrer-Policy", async () => {
    for (const url of ["/", "/branches", "/assets/app.js"]) {
      const response = await fetch(`${stack.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      const directives = Object.fromEntries(
        csp.split(";").map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values.join(" ")];
        }),
      );
      expect(directives, url).toMatchObject({
        "default-src": "'self'",
        "script-src": "'self'",
        "style-src": "'self'",
        "connect-src": "'self'",
        "object-src": "'none'",
        "frame-ancestors": "'none'",
      });
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers.get("x-frame-options"), url).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), url).toBe("no-referrer");
    }
  });

  it("leaves the APIs' JSON answers without the console's policy", async () => {
    const response = await fetch(`${stack.baseUrl}/api/main/v1/auth/me`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("CORS on /graphql (issue 11 A4)", () => {
  const preflight = (origin: string) =>
    fetch(`${stack.baseUrl}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      },
    });

  it("allows the console's own origin, with credentials", async () => {
    const own = stack.baseUrl; // http://127.0.0.1:<port>, the host the request goes to
    const answer = await preflight(own);
    // A browser accepts a preflight only with a 2xx status.
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(own);
    expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
    expect(answer.headers.get("access-control-allow-headers")).toContain("authorization");
    const post = await postGraphql(meQuery, { ...bearer(token), origin: own });
    expect(post.headers.get("access-control-allow-origin")).toBe(own);
    expect(post.headers.get("vary")).toContain("Origin");
  });

  it("refuses a foreign origin, `null` and look-alikes: no CORS headers at all", async () => {
    const port = new URL(stack.baseUrl).port;
    for (const origin of [
      "https://evil.example",
      "null",
      `http://127.0.0.1.evil.example:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
    ]) {
      const answer = await preflight(origin);
      expect(answer.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(answer.headers.get("access-control-allow-credentials"), origin).toBeNull();
      const post = await postGraphql(meQuery, { ...bearer(token), origin });
      expect(post.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("allows the origins configured in CORS_ORIGINS, never `null`", async () => {
    const gateway = createGateway({
      services: () => ({ main: "", hcm: "", file: "" }),
      corsOrigins: ["https://console.example.co.id"],
      graphiql: false,
    });
    const ask = (origin: string) =>
      gateway.fetch("http://gateway/graphql", {
        method: "OPTIONS",
        headers: { origin, host: "gateway", "access-control-request-method": "POST" },
      });
    const configured = await ask("https://console.example.co.id");
    expect(configured.headers.get("access-control-allow-origin")).toBe(
      "https://console.example.co.id",
    );
    expect(configured.headers.get("access-control-allow-credentials")).toBe("true");
    expect(
      (await ask("https://other.example.co.id")).headers.get("access-control-allow-origin"),
    ).toBeNull();
    expect((await ask("null")).headers.get("access-control-allow-origin")).toBeNull();
  });
});
