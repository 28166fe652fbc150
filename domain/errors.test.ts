import { describe, expect, it } from "vitest";
import {
  ACCOUNT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_MESSAGE,
  errorCodeForStatus,
  extractErrorMessage,
  fetchErrorToast,
  UNKNOWN_ERROR,
} from "./errors";

// Shaped like an axios error: an Error with the parsed body under response.data.
const axiosError = (data: unknown) =>
  Object.assign(new Error("Request failed with status code 400"), { response: { data } });

// Shaped like urql's CombinedError, whose own message carries a "[GraphQL]"/"[Network]" prefix.
const combinedError = (graphQLErrors: { message: string }[], networkError?: Error) =>
  Object.assign(new Error(`[GraphQL] ${graphQLErrors[0]?.message ?? ""}`), {
    graphQLErrors,
    networkError,
  });

describe("extractErrorMessage", () => {
  describe("axios-like error", () => {
    it("takes the response message first", () => {
      const error = axiosError({
        message: "Failed to Create Agent",
        detail: "detail text",
        error_message: "error text",
      });
      expect(extractErrorMessage(error)).toBe("Failed to Create Agent");
    });

    it("takes a detail string when there is no message", () => {
      const error = axiosError({ message: 42, detail: "Agent not found", error_message: "x" });
      expect(extractErrorMessage(error)).toBe("Agent not found");
    });

    it("takes the first msg of a detail list", () => {
      const error = axiosError({
        detail: [{ loc: ["body", "email"] }, { msg: "field required" }, { msg: "second" }],
        error_message: "x",
      });
      expect(extractErrorMessage(error)).toBe("field required");
    });

    it("takes error_message when message and detail give nothing", () => {
      const error = axiosError({ detail: [], error_message: "BATCH_NAME_ALREADY_EXIST" });
      expect(extractErrorMessage(error)).toBe("BATCH_NAME_ALREADY_EXIST");
    });

    it("falls back to the error's own message when the body has nothing usable", () => {
      expect(extractErrorMessage(axiosError({ message: "   " }))).toBe(
        "Request failed with status code 400",
      );
      expect(extractErrorMessage(axiosError("<html>502</html>"))).toBe(
        "Request failed with status code 400",
      );
    });
  });

  describe("plain body object", () => {
    it("reads message, detail, detail list and error_message in that order", () => {
      expect(extractErrorMessage({ message: "m", detail: "d", error_message: "e" })).toBe("m");
      expect(extractErrorMessage({ detail: "d", error_message: "e" })).toBe("d");
      expect(extractErrorMessage({ detail: [{ msg: "l" }], error_message: "e" })).toBe("l");
      expect(extractErrorMessage({ error_message: "e" })).toBe("e");
    });

    it("is unknown when it has none of them", () => {
      expect(extractErrorMessage({ status: 500 })).toBe(UNKNOWN_ERROR);
    });
  });

  describe("urql CombinedError-like", () => {
    it("takes the first GraphQL error's message without urql's prefix", () => {
      const error = combinedError([{ message: "no access" }, { message: "second" }]);
      expect(extractErrorMessage(error)).toBe("no access");
    });

    it("takes the network error's message when there are no GraphQL errors", () => {
      const error = Object.assign(new Error("[Network] Failed to fetch"), {
        graphQLErrors: [],
        networkError: new Error("Failed to fetch"),
      });
      expect(extractErrorMessage(error)).toBe("Failed to fetch");
    });
  });

  it("uses a plain Error's own message", () => {
    expect(extractErrorMessage(new Error("boom"))).toBe("boom");
  });

  it("does not read body fields off an Error that has no response", () => {
    const error = Object.assign(new Error("own"), { detail: "not a body" });
    expect(extractErrorMessage(error)).toBe("own");
  });

  it("uses a thrown string as its message", () => {
    expect(extractErrorMessage("Internal server error")).toBe("Internal server error");
  });

  it.each([undefined, null, 42, "", new Error("")])("is unknown for %o", (error) => {
    expect(extractErrorMessage(error)).toBe("Unknown error occurred");
  });
});

describe("fetchErrorToast", () => {
  it("prefixes the extracted message", () => {
    expect(fetchErrorToast(axiosError({ detail: "Agent not found" }))).toBe(
      "Something went wrong: Agent not found",
    );
    expect(fetchErrorToast(undefined)).toBe("Something went wrong: Unknown error occurred");
  });

  it("shows no access as is, in either casing", () => {
    expect(fetchErrorToast(axiosError({ message: "no access" }))).toBe("no access");
    expect(fetchErrorToast(new Error("No Access"))).toBe("No Access");
  });
});

describe("errorCodeForStatus", () => {
  it.each([
    [400, "BAD_USER_INPUT"],
    [401, "UNAUTHENTICATED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [410, "NO_ACCESS"],
    [429, "RATE_LIMITED"],
    [500, "INTERNAL_SERVER_ERROR"],
    [502, "INTERNAL_SERVER_ERROR"],
    [413, "BAD_USER_INPUT"],
    [418, "BAD_USER_INPUT"],
    [431, "BAD_USER_INPUT"],
  ] as const)("maps %i to %s", (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it("tells inactivated clients and accounts apart from other 403s", () => {
    expect(errorCodeForStatus(403, CLIENT_INACTIVE_MESSAGE)).toBe("CLIENT_INACTIVE");
    expect(errorCodeForStatus(403, ACCOUNT_INACTIVE_MESSAGE)).toBe("ACCOUNT_INACTIVE");
    expect(errorCodeForStatus(403, "Permission Denied")).toBe("FORBIDDEN");
    expect(errorCodeForStatus(400, CLIENT_INACTIVE_MESSAGE)).toBe("BAD_USER_INPUT");
  });
});
