import { describe, expect, it } from "vitest";
import { nextTraceparent, serviceError, serviceUrlsFrom } from "./services.ts";

describe("nextTraceparent", () => {
  it("continues the caller's trace with a new span", () => {
    const incoming = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    const next = nextTraceparent(incoming);
    expect(next).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(next).not.toBe(incoming);
  });

  it("starts a new trace when there is none or it is malformed", () => {
    for (const incoming of [null, "garbage", "00-short-00f067aa0ba902b7-01"]) {
      expect(nextTraceparent(incoming)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    }
  });
});

describe("serviceError (SPEC §8)", () => {
  it.each([
    [400, "BAD_USER_INPUT"],
    [401, "UNAUTHENTICATED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
    [410, "NO_ACCESS"],
    [429, "RATE_LIMITED"],
    [500, "INTERNAL_SERVER_ERROR"],
  ])("maps %i to %s", (status, code) => {
    expect(serviceError(status, { message: "m" }).extensions["code"]).toBe(code);
  });

  it("keeps the service's message and detail", () => {
    const error = serviceError(400, {
      message: "Invalid body: email is required",
      detail: [{ field: "email" }],
    });
    expect(error.message).toBe("Invalid body: email is required");
    expect(error.extensions["detail"]).toEqual([{ field: "email" }]);
    expect(serviceError(502, {}).message).toBe("Service answered 502");
  });

  it("passes a 400's field errors through as extensions.errors (issue 5)", () => {
    const errors = [{ field: "nik", message: "NIK must be exactly 16 digits" }];
    const error = serviceError(400, { message: "Failed to Create Agent", errors });
    expect(error.extensions["code"]).toBe("BAD_USER_INPUT");
    expect(error.extensions["errors"]).toEqual(errors);
    expect(serviceError(400, { message: "m" }).extensions).not.toHaveProperty("errors");
  });
});

describe("serviceUrlsFrom", () => {
  it("uses MAIN_API_URL and friends, else this server's prefixes", () => {
    expect(serviceUrlsFrom({ MAIN_API_URL: "http://main:1/v1" }, "http://127.0.0.1:8080")).toEqual({
      main: "http://main:1/v1",
      hcm: "http://127.0.0.1:8080/api/hcm/v1",
      file: "http://127.0.0.1:8080/api/file/v1",
    });
  });
});
