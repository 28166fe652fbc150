import { Type } from "typebox";
import { LEAVE_PRESETS } from "../../../../domain/leave/policy.ts";
import type { Db } from "../../../db/pool.ts";
import {
  audit,
  IdParams,
  ListQuery,
  listOf,
  pageAnswer,
  pageOf,
} from "../../../main/org/common.ts";
import { dataOf, NO_NUL } from "../../../main/schemas.ts";
import { invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findPolicy, insertPolicy, listPolicies, policyUsage, updatePolicy } from "./repo.ts";
import {
  LeavePolicyBody,
  LeavePolicySchema,
  PresetSchema,
  READ_MENUS,
  WRITE_MENU,
} from "./schemas.ts";
import { audited, checkedPolicy, conflict, kindLocked, nameRace, stale } from "./shared.ts";

/**
 * Issue 15, leave policies (SPEC §9 Leave; RULES.md §2): list, presets, read, create, update,
 * delete under /api/hcm/v1/leave-policies. Every change is audited (entity leave_policy).
 */
export function leavePolicyRoutes(app: App, { db }: { db: Db }): void {
  app.get(
    "/leave-policies",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary:
          "Leave policies (menus settings, leave-management): search, kind/status filters, sort",
        querystring: Type.Object({
          limit: ListQuery.limit,
          page: ListQuery.page,
          q: ListQuery.q,
          sort: ListQuery.sort,
          kind: Type.Optional(
            Type.String({ maxLength: 400, pattern: NO_NUL, description: "kinds, comma-separated" }),
          ),
          status: Type.Optional(Type.Enum(["active", "inactive"])),
        }),
        response: { 200: pageOf(LeavePolicySchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listPolicies(
          tx,
          {
            q: query.q?.trim() || null,
            kinds: listOf(query.kind),
            status: query.status ?? null,
            sort: query.sort,
          },
          { limit, page },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/leave-policies/presets",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary:
          "The presets of every leave kind: the statutory figures with their sources (RULES.md §2), bilingual labels and notes",
        response: { 200: dataOf(Type.Array(PresetSchema)) },
      },
    },
    async () => ({ data: [...LEAVE_PRESETS] }),
  );

  app.get(
    "/leave-policies/:id",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary: "One leave policy, with its statutory warnings",
        params: IdParams,
        response: { 200: dataOf(LeavePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const policy = await db.tenant(principal.clientId, (tx) => findPolicy(tx, params.id));
      if (!policy) throw notFound("Leave policy");
      return { data: policy };
    },
  );

  app.post(
    "/leave-policies",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Creates a leave policy (menu settings): 201 { data: { id, … } }; bad input 400 naming the field; a taken name 409",
        body: LeavePolicyBody,
        response: { 201: dataOf(LeavePolicySchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Leave Policy";
      const policy = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedPolicy(tx, request.body, null, message);
        const id = await nameRace(message, () => insertPolicy(tx, principal.clientId, values));
        const created = (await findPolicy(tx, id))!;
        await audit(tx, principal, {
          action: "leave_policy.create",
          entityType: "leave_policy",
          entityId: id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      reply.status(201);
      return { data: policy };
    },
  );

  app.put(
    "/leave-policies/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Replaces a leave policy and its coverage (menu settings); `version` as read (stale: 409); an omitted status stays",
        params: IdParams,
        body: LeavePolicyBody,
        response: { 200: dataOf(LeavePolicySchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const message = "Failed to Update Leave Policy";
      const policy = await db.tenant(principal.clientId, async (tx) => {
        const before = await findPolicy(tx, params.id, true);
        if (!before) throw notFound("Leave policy");
        if (body.version === undefined)
          throw invalidFields(message, [{ field: "version", message: "is required" }]);
        if (body.version !== before.version) throw stale();
        const values = await checkedPolicy(
          tx,
          { ...body, status: body.status ?? before.status },
          params.id,
          message,
        );
        if (before.inUse && values.kind !== before.kind) throw kindLocked(message);
        await nameRace(message, () => updatePolicy(tx, principal.clientId, params.id, values));
        const after = (await findPolicy(tx, params.id))!;
        await audit(tx, principal, {
          action: "leave_policy.update",
          entityType: "leave_policy",
          entityId: params.id,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      return { data: policy };
    },
  );

  app.delete(
    "/leave-policies/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Deletes a leave policy (menu settings); refused 409 while leave requests or ledger entries use it: set its status to inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findPolicy(tx, params.id, true);
        if (!before) throw notFound("Leave policy");
        const usage = await policyUsage(tx, params.id);
        if (usage.requests > 0 || usage.entries > 0)
          throw conflict(
            `Leave policy "${before.name}" is used by ${usage.requests} leave request(s) and ${usage.entries} balance entr${usage.entries === 1 ? "y" : "ies"}; it cannot be deleted. Deactivate it instead.`,
            `Kebijakan cuti "${before.name}" dipakai oleh ${usage.requests} pengajuan cuti dan ${usage.entries} entri saldo; kebijakan ini tidak dapat dihapus. Nonaktifkan saja.`,
            { usage, suggestion: "deactivate" },
          );
        await tx.query("DELETE FROM leave_policies WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "leave_policy.delete",
          entityType: "leave_policy",
          entityId: params.id,
          before: audited(before),
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
