import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { externalHref } from "../../../../domain/navigation.ts";
import type { Db } from "../../../db/pool.ts";
import { tokenOf } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";

/** The external apps SPEC §2 hands the auth token to, configured on the server. */
export function externalConfig(env: Record<string, string | undefined> = process.env) {
  return {
    analyticsUrl: env["ANALYTICS_URL"] ?? "https://analytics.tenaga.example/",
    auditPortalUrl: env["AUDIT_PORTAL_URL"] ?? "https://audit.tenaga.example/",
    benefitUrl: env["BENEFIT_URL"] ?? "https://benefit.tenaga.example/",
  };
}

const MENU_OF_KIND: Record<"audit" | "benefit", MenuId> = {
  audit: "audit-portal",
  benefit: "benefit",
};

/**
 * GET /auth/external/:kind — the sidebar's Audit Portal and Benefit links (SPEC §2: they carry
 * the auth token). The console's session token is HttpOnly (issue 11 A4), so the console links
 * here and the server answers 302 to the external app with `token=` appended: the token never
 * passes through script. The menu of the sidebar entry is required.
 */
export function externalRoute(app: App, _deps: { db: Db }): void {
  app.get(
    "/auth/external/:kind",
    {
      config: {
        menu: (request) =>
          MENU_OF_KIND[(request.params as { kind: "audit" | "benefit" }).kind] ?? "benefit",
      },
      schema: {
        summary: "Open an external app (Audit Portal, Benefit) with the caller's token",
        description:
          "302 to AUDIT_PORTAL_URL or BENEFIT_URL with `token={the caller's token}` added to " +
          "the query (before any #fragment). Meant for the console's links (session cookie).",
        params: Type.Object({
          kind: Type.Union([Type.Literal("audit"), Type.Literal("benefit")]),
        }),
      },
    },
    async (request, reply) => {
      // The token the access hook just authenticated.
      const token = tokenOf(request)!;
      return reply
        .header("cache-control", "no-store")
        .redirect(externalHref(request.params.kind, token, externalConfig()), 302);
    },
  );
}
