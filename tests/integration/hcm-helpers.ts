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

/**
 * Turns feature flags on for one client (a per-client override, as the operator's
 * `flag:set --client` writes it). The demo has the beta flags on for PT Maju Jaya only; a
 * test that calls a flag-gated menu's routes as PT Sentosa Abadi (the tenancy cases) opens
 * them first, since the services hold those routes to the flags (services/shared/access.ts).
 */
export async function turnFlagsOn(stack: TestStack, clientName: string, flags: string[]) {
  await stack.owner.query(
    `INSERT INTO client_feature_flags (client_id, name, value)
     SELECT c.id, unnest($2::text[]), true FROM clients c WHERE c.name = $1
     ON CONFLICT (client_id, name) DO UPDATE SET value = true, updated_at = now()`,
    [clientName, flags],
  );
}

/** The flags the issue-6 and issue-13 screens stand behind (domain/navigation.ts gates). */
export const BETA_FLAGS = ["attendance_beta", "payroll_beta", "tax_eligible"];
