import type { TestStack } from "../support/stack.ts";
import { bearer } from "../support/stack.ts";
import type { Answer } from "./org-helpers.ts";

/** A REST caller of the hcm service (/api/hcm/v1) per session token. */
export const HCM = "/api/hcm/v1";

export function hcmAs(stack: TestStack, token: string) {
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => {
    const response = await stack.app.inject({
      method,
      url: `${HCM}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} } as Answer;
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}
export type Hcm = ReturnType<typeof hcmAs>;
