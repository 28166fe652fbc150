import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPathFor, safeReturnPath } from "../returnPath.ts";

describe("safeReturnPath (issue 11 B3: return to the page asked for, same origin only)", () => {
  it.each([
    ["/branches", "/branches"],
    ["/agents?page=2&q=budi", "/agents?page=2&q=budi"],
    ["/agents/12#timeline", "/agents/12#timeline"],
    ["/agents?q=a#b", "/agents?q=a#b"],
    ["/agents/../branches", "/branches"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ])("keeps the same-origin path %s", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.com/branches"],
    ["a protocol-relative URL", "//evil.com"],
    ["a protocol-relative URL with a path", "//evil.com/branches"],
    ["a backslash browsers read as a slash", "/\\evil.com"],
    ["a backslash after the slash pair", "/\\/evil.com"],
    ["a tab browsers drop", "/\t/evil.com"],
    ["a newline browsers drop", "/\n/evil.com"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "branches"],
    ["an empty value", ""],
    ["a missing value", null],
    ["a space before the slashes", " //evil.com"],
    ["the login route (a loop)", "/login"],
    ["the login route with a query", "/login?next=/branches"],
    ["the maintenance route", "/maintenance"],
    ["home, the default anyway", "/"],
    ["an absurdly long path", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe("loginPathFor / afterLoginPath", () => {
  it("carries the page through the login URL and back", () => {
    const login = loginPathFor("/agents?q=budi%20siti#x");
    expect(login).toBe("/login?next=%2Fagents%3Fq%3Dbudi%2520siti%23x");
    expect(afterLoginPath(login.split("?")[1] ?? "")).toBe("/agents?q=budi%20siti#x");
  });

  it("asks nothing of home and of what it refuses", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("//evil.com")).toBe("/login");
    expect(loginPathFor(null)).toBe("/login");
  });

  it("lands on home without a remembered page or with a malicious one", () => {
    expect(afterLoginPath("")).toBe("/");
    expect(afterLoginPath("next=%2F%2Fevil.com")).toBe("/");
    expect(afterLoginPath("?next=https%3A%2F%2Fevil.com")).toBe("/");
    expect(afterLoginPath("next=%2F%5Cevil.com")).toBe("/");
    expect(afterLoginPath("next=javascript%3Aalert(1)")).toBe("/");
    expect(afterLoginPath("?next=%2Fbranches")).toBe("/branches");
  });
});
