import { type Static, Type } from "typebox";
import { validateMinimumWage } from "../../../../domain/overtime/policy.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { audit, IdParams, violatedConstraint } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { languageOf } from "../../../shared/language.ts";
import type { App } from "../../../shared/typed.ts";
import { listAnswer } from "../../places/schemas.ts";
import {
  findMinimumWage,
  insertMinimumWage,
  listMinimumWages,
  minimumWageTaken,
  provinceExists,
  updateMinimumWage,
} from "./minimumWageRepo.ts";
import { MinimumWageBody, MinimumWageListQuery, MinimumWageSchema } from "./schemas.ts";
import { type Bilingual, HEADLINES, refusal, wageNotFound } from "./shared.ts";

const MENU = "settings" as const;

/**
 * Issue 15: the regional minimum wages (RULES.md §1.4; PP 35/2021 Art 33(3): the overtime wage
 * base never goes below them), one row per province (none = the client's default) and year,
 * menu settings, audited. The overtime policies' warnings measure against them.
 */
export function minimumWageRoutes(app: App, { db }: { db: Db }): void {
  const checked = async (
    tx: Tx,
    body: Static<typeof MinimumWageBody>,
    exceptId: number | null,
    headline: Bilingual,
    language: "en" | "id",
  ) => {
    const { values, problems } = validateMinimumWage(body, language);
    if (values.provinceId !== null && !(await provinceExists(tx, values.provinceId)))
      problems.push({ field: "provinceId", message: "is not a province" });
    if (problems.length) throw refusal(400, language, headline, problems);
    if (await minimumWageTaken(tx, values.provinceId, values.year, exceptId))
      throw taken(language, headline);
    return values;
  };
  const taken = (language: "en" | "id", headline: Bilingual) =>
    refusal(409, language, headline, [
      {
        field: "year",
        message:
          language === "id"
            ? "sudah memiliki upah minimum untuk provinsi ini"
            : "already has a minimum wage for this province",
      },
    ]);
  const race = async <T>(language: "en" | "id", headline: Bilingual, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error) === "minimum_wages_key") throw taken(language, headline);
      throw error;
    }
  };

  app.get(
    "/minimum-wages",
    {
      config: { menu: MENU },
      schema: {
        summary: "Regional minimum wages (menu settings), newest year first",
        querystring: MinimumWageListQuery,
        response: { 200: listAnswer(MinimumWageSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await db.tenant(principal.clientId, (tx) =>
        listMinimumWages(
          tx,
          { year: query.year ?? null },
          { limit: query.limit ?? 50, page: query.page ?? 1 },
        ),
      );
      return { data };
    },
  );

  app.post(
    "/minimum-wages",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Adds a minimum wage (menu settings): province (none = default), year, whole rupiah. A second row for the same province and year: 409",
        body: MinimumWageBody,
        response: { 201: dataOf(MinimumWageSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const language = languageOf(request);
      const headline = HEADLINES.createWage;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const values = await checked(tx, body, null, headline, language);
        const id = await race(language, headline, () =>
          insertMinimumWage(tx, principal.clientId, values),
        );
        const created = (await findMinimumWage(tx, id))!;
        await audit(tx, principal, {
          action: "minimum_wage.create",
          entityType: "minimum_wage",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data };
    },
  );

  app.put(
    "/minimum-wages/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "Replaces a minimum wage (menu settings)",
        params: IdParams,
        body: MinimumWageBody,
        response: { 200: dataOf(MinimumWageSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const language = languageOf(request);
      const headline = HEADLINES.updateWage;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const before = await findMinimumWage(tx, params.id, true);
        if (!before) throw wageNotFound(language);
        const values = await checked(tx, body, params.id, headline, language);
        await race(language, headline, () => updateMinimumWage(tx, params.id, values));
        const after = (await findMinimumWage(tx, params.id))!;
        await audit(tx, principal, {
          action: "minimum_wage.update",
          entityType: "minimum_wage",
          entityId: params.id,
          before,
          after,
        });
        return after;
      });
      return { data };
    },
  );

  app.delete(
    "/minimum-wages/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "Deletes a minimum wage (menu settings)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const language = languageOf(request);
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findMinimumWage(tx, params.id, true);
        if (!before) throw wageNotFound(language);
        await tx.query("DELETE FROM minimum_wages WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "minimum_wage.delete",
          entityType: "minimum_wage",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
