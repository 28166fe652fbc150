import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { languageOf } from "../../../shared/language.ts";
import type { App } from "../../../shared/typed.ts";
import { listAnswer } from "../../places/schemas.ts";
import {
  findOvertimePolicy,
  insertOvertimePolicy,
  listOvertimePolicies,
  pendingRequestsOf,
  updateOvertimePolicy,
} from "./repo.ts";
import {
  OvertimePolicyBody,
  OvertimePolicyListQuery,
  OvertimePolicySchema,
  OvertimePolicyUpdateBody,
} from "./schemas.ts";
import {
  checkedOvertimePolicy,
  HEADLINES,
  listWithWarnings,
  overtimeRace,
  policyNotFound,
  refusal,
  stalePolicy,
  withWarnings,
} from "./shared.ts";

const MENU = "settings" as const;

/**
 * Issue 15: overtime policies (SPEC §9 overtime types; RULES.md §1), menu settings. Every answer
 * carries the policy's compliance warnings (RULES.md §1.6) in the caller's language; the audit
 * rows hold the policy itself.
 */
export function overtimePolicyRoutes(app: App, { db }: { db: Db }): void {
  app.get(
    "/overtime-policies",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Overtime policies (menu settings): searched by name, filtered by a covered branch",
        querystring: OvertimePolicyListQuery,
        response: { 200: listAnswer(OvertimePolicySchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const paged = await listOvertimePolicies(
          tx,
          { q: query.q ?? null, branchId: query.branchId ?? null, sort: query.sort ?? null },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        );
        return {
          items: await listWithWarnings(tx, paged.items, languageOf(request)),
          totalItems: paged.totalItems,
        };
      });
      return { data };
    },
  );

  app.get(
    "/overtime-policies/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "One overtime policy with its warnings",
        params: IdParams,
        response: { 200: dataOf(OvertimePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const language = languageOf(request);
      const data = await db.tenant(principal.clientId, async (tx) => {
        const policy = await findOvertimePolicy(tx, params.id);
        if (!policy) throw policyNotFound(language);
        return withWarnings(tx, policy, language);
      });
      return { data };
    },
  );

  app.post(
    "/overtime-policies",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Creates an overtime policy (menu settings). Bad input: 400 naming the field; a taken name or a branch/worker another policy covers: 409 naming it. The answer's warnings flag pay below the statute",
        body: OvertimePolicyBody,
        response: { 201: dataOf(OvertimePolicySchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const language = languageOf(request);
      const headline = HEADLINES.createPolicy;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedOvertimePolicy(
          tx,
          principal.clientId,
          body,
          null,
          headline,
          language,
        );
        const id = await overtimeRace(language, headline, () =>
          insertOvertimePolicy(tx, principal.clientId, values, body.status ?? "active"),
        );
        const created = (await findOvertimePolicy(tx, id))!;
        await audit(tx, principal, {
          action: "overtime_policy.create",
          entityType: "overtime_policy",
          entityId: id,
          before: null,
          after: created,
        });
        return withWarnings(tx, created, language);
      });
      reply.status(201);
      return { data };
    },
  );

  app.put(
    "/overtime-policies/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Replaces an overtime policy, its rules and coverage (menu settings). `version` must be the one read: stale is 409",
        params: IdParams,
        body: OvertimePolicyUpdateBody,
        response: { 200: dataOf(OvertimePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const language = languageOf(request);
      const headline = HEADLINES.updatePolicy;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const before = await findOvertimePolicy(tx, params.id, true);
        if (!before) throw policyNotFound(language);
        if (before.version !== body.version) throw stalePolicy(language);
        const values = await checkedOvertimePolicy(
          tx,
          principal.clientId,
          body,
          params.id,
          headline,
          language,
        );
        await overtimeRace(language, headline, () =>
          updateOvertimePolicy(
            tx,
            principal.clientId,
            params.id,
            values,
            body.status ?? before.status,
          ),
        );
        const after = (await findOvertimePolicy(tx, params.id))!;
        await audit(tx, principal, {
          action: "overtime_policy.update",
          entityType: "overtime_policy",
          entityId: params.id,
          before,
          after,
        });
        return withWarnings(tx, after, language);
      });
      return { data };
    },
  );

  app.delete(
    "/overtime-policies/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Deletes an overtime policy with its rules and coverage (menu settings); refused (409) while overtime requests under it wait for a decision",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const language = languageOf(request);
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findOvertimePolicy(tx, params.id, true);
        if (!before) throw policyNotFound(language);
        const pending = await pendingRequestsOf(tx, params.id);
        if (pending > 0)
          throw refusal(409, language, {
            en: `Overtime policy "${before.name}" has ${pending} pending overtime request${pending === 1 ? "" : "s"}: approve or reject ${pending === 1 ? "it" : "them"} first`,
            id: `Kebijakan lembur "${before.name}" masih memiliki ${pending} pengajuan lembur yang menunggu: setujui atau tolak terlebih dahulu`,
          });
        // Decided requests keep their figures; their policy link becomes null (migration 0027).
        await tx.query("DELETE FROM overtime_policies WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "overtime_policy.delete",
          entityType: "overtime_policy",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
