import { Type } from "typebox";
import { PARTNER_VISIBILITIES } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { audit } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { readSettings, saveSettings } from "../repo.ts";
import { PARTNER_READERS, SettingsSchema, VISIBILITY_RULES } from "./shared.ts";

/** GET and PUT /partners/settings: which partners the database shows. */
export function settingsRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/partners/settings",
    {
      config: { menus: PARTNER_READERS },
      schema: {
        summary: `The partner visibility setting (SPEC §6): ${VISIBILITY_RULES}`,
        response: { 200: dataOf(SettingsSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      return { data: await db.tenant(principal.clientId, readSettings) };
    },
  );

  app.put(
    "/partners/settings",
    {
      config: { menu: "partner-database" },
      schema: {
        summary: "Changes the partner visibility setting (menu partner-database)",
        body: Type.Object(
          { visibility: Type.Enum([...PARTNER_VISIBILITIES], { description: VISIBILITY_RULES }) },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(SettingsSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { visibility } = request.body;
      const settings = await db.tenant(principal.clientId, async (tx) => {
        const before = await readSettings(tx);
        await saveSettings(tx, principal.clientId, visibility);
        const after = await readSettings(tx);
        await audit(tx, principal, {
          action: "partner_settings.update",
          entityType: "partner_settings",
          entityId: principal.clientId,
          before: { visibility: before.visibility },
          after: { visibility: after.visibility },
        });
        return after;
      });
      return { data: settings };
    },
  );
}
