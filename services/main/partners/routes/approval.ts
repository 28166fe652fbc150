import { Type } from "typebox";
import { BULK_DECISION_MAX, validateRejectionReason } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { Principal } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { assertValid, audit, BodyText, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { decidePartners, findPartner, lockPartners, type Partner, readSettings } from "../repo.ts";
import { alreadyDecided, BulkIds, PartnerSchema, ReasonBody } from "./shared.ts";

/** Partner Approval: approve or reject one partner or several at once. */
export function approvalRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  const decide = async (
    principal: Principal,
    ids: number[],
    decision: { status: "approved" | "rejected"; reason: string | null },
  ) =>
    db.tenant(principal.clientId, async (tx) => {
      const visibility = (await readSettings(tx)).visibility;
      const found = await lockPartners(tx, visibility, ids);
      if (found.length !== ids.length) {
        const missing = ids.filter((id) => !found.some((p) => p.id === id));
        throw ids.length === 1
          ? notFound("Partner")
          : new HttpError(404, `Partners not found: ${missing.join(", ")}`);
      }
      const decided = found.filter((p) => p.approvalStatus !== "waiting_for_approval");
      if (decided.length > 0) throw alreadyDecided(decided);
      await decidePartners(tx, ids, { ...decision, userId: principal.userId });
      const results: Partner[] = [];
      for (const before of found) {
        const after = (await findPartner(tx, "all_registered_partners", before.id))!;
        await audit(tx, principal, {
          action: decision.status === "approved" ? "partner.approve" : "partner.reject",
          entityType: "partner",
          entityId: before.id,
          before,
          after,
        });
        results.push(after);
      }
      // In the order asked.
      return ids.map((id) => results.find((p) => p.id === id)!);
    });

  const reasonOf = (body: { reason?: string | null }, message: string) => {
    const { value, problems } = validateRejectionReason(body.reason);
    assertValid(message, problems);
    return value;
  };

  app.post(
    "/partners/:id/approve",
    {
      config: { menu: "partner-approval" },
      schema: {
        summary:
          "waiting_for_approval → approved (menu partner-approval); a partner already decided is 409",
        params: IdParams,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const [partner] = await decide(principal, [id], { status: "approved", reason: null });
      return { data: partner };
    },
  );

  app.post(
    "/partners/:id/reject",
    {
      config: { menu: "partner-approval" },
      schema: {
        summary:
          "waiting_for_approval → rejected with a reason of 1 to 500 characters (menu partner-approval); a partner already decided is 409",
        params: IdParams,
        body: ReasonBody,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const reason = reasonOf(request.body, "Failed to Reject Partner");
      const [partner] = await decide(principal, [id], { status: "rejected", reason });
      return { data: partner };
    },
  );

  app.post(
    "/partners/approve",
    {
      config: { menu: "partner-approval" },
      schema: {
        summary: `Approves up to ${BULK_DECISION_MAX} partners, all or nothing (menu partner-approval)`,
        body: Type.Object({ ids: BulkIds }, { additionalProperties: false }),
        response: { 200: dataOf(Type.Array(PartnerSchema)) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { ids } = request.body;
      return { data: await decide(principal, ids, { status: "approved", reason: null }) };
    },
  );

  app.post(
    "/partners/reject",
    {
      config: { menu: "partner-approval" },
      schema: {
        summary: `Rejects up to ${BULK_DECISION_MAX} partners with one reason, all or nothing (menu partner-approval)`,
        body: Type.Object(
          { ids: BulkIds, reason: BodyText(10_000, "1 to 500 characters (required)") },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(Type.Array(PartnerSchema)) },
      },
    },
    async (request) => {
      const { principal } = request;
      const body = request.body;
      const reason = reasonOf(body, "Failed to Reject Partners");
      return { data: await decide(principal, body.ids, { status: "rejected", reason }) };
    },
  );
}
