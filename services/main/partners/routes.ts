import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { normalizePhone } from "../../../domain/validation.ts";
import {
  BULK_DECISION_MAX,
  type FieldProblem,
  PARTNER_APPROVAL_STATUSES,
  PARTNER_VISIBILITIES,
  type PartnerInput,
  type PartnerValues,
  type PartnerVisibility,
  SALARY_REGISTRATIONS,
  validatePartner,
  validateRejectionReason,
} from "../../../domain/workforce/org.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError, notFound } from "../../shared/errors.ts";
import { type Principal, requireMenu, requirePrincipal } from "../../shared/principal.ts";
import {
  assertValid,
  audit,
  BodyText,
  CsvIds,
  CsvRegionIds,
  duplicateFields,
  IdParams,
  idsOf,
  type ListParams,
  ListQuery,
  listOf,
  Nullable,
  pageAnswer,
  pageOf,
  regionProblems,
  requireAnyMenu,
  violatedConstraint,
} from "../org/common.ts";
import { dataOf, VersionField } from "../schemas.ts";
import {
  agentStatus,
  decidePartners,
  findPartner,
  identityTaken,
  insertPartner,
  listPartners,
  lockPartners,
  PARTNER_SORTS,
  type Partner,
  readSettings,
  saveSettings,
  teamLeadOf,
  updatePartner,
} from "./repo.ts";

/**
 * Partners are read on both partner screens: Partner Database (menu partner-database) and
 * Partner Approval (menu partner-approval). The register and the visibility setting are
 * written with partner-database; approve / reject need partner-approval (SPEC §6).
 */
export const PARTNER_READERS: readonly MenuId[] = ["partner-database", "partner-approval"];

const VISIBILITY_RULES =
  "all_registered_partners: every partner; by_assigned_agent: partners with an assigned employee; by_working_city: partners whose city has an active branch of the client; by_partner_team_lead: partners with a team lead, and the team leads themselves";

export const PartnerSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  nik: Type.String(),
  phoneNumber: Type.String({ description: "8 followed by 7 to 12 digits (SPEC §5)" }),
  email: Nullable(Type.String()),
  provinceId: Nullable(Type.String()),
  provinceName: Nullable(Type.String()),
  cityId: Nullable(Type.String()),
  cityName: Nullable(Type.String()),
  assignedAgentId: Nullable(Type.Integer()),
  assignedAgentName: Nullable(Type.String()),
  teamLeadId: Nullable(Type.Integer()),
  teamLeadName: Nullable(Type.String()),
  approvalStatus: Type.String({ description: PARTNER_APPROVAL_STATUSES.join(" / ") }),
  rejectionReason: Nullable(Type.String()),
  salaryRegistration: Type.String({ description: SALARY_REGISTRATIONS.join(" / ") }),
  registeredAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decidedByName: Nullable(Type.String()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const SettingsSchema = Type.Object({
  visibility: Type.String({ description: VISIBILITY_RULES }),
  updatedAt: Nullable(Type.String({ description: "null until first saved" })),
});

const PartnerFields = {
  fullName: BodyText(1000, "1 to 120 characters"),
  nik: BodyText(100, "16 digits, unique per client"),
  phoneNumber: BodyText(100, "0 / +62 / 62 prefixes are read as 8…; unique per client"),
  email: BodyText(1000),
  provinceId: BodyText(20),
  cityId: BodyText(20, "a city of the province"),
  assignedAgentId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  teamLeadId: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, description: "an approved partner; no cycles" })),
  ),
  salaryRegistration: BodyText(40, `${SALARY_REGISTRATIONS.join(" / ")}; omitted: unchanged`),
};
const CreateBody = Type.Object(PartnerFields, { additionalProperties: false });
const UpdateBody = Type.Object(
  {
    ...PartnerFields,
    version: VersionField("the version read; a stale one is 409"),
  },
  { additionalProperties: false },
);
const ReasonBody = Type.Object(
  { reason: BodyText(10_000, "why, 1 to 500 characters (required)") },
  { additionalProperties: false },
);
const BulkIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: BULK_DECISION_MAX,
  uniqueItems: true,
});

type PartnerQuery = ListParams & {
  approvalStatus?: string;
  salaryRegistration?: string;
  provinceIds?: string;
  cityIds?: string;
  assignedAgentIds?: string;
  teamLeadIds?: string;
};

const PHONE_LIKE = /^[+\d][\d\s-]*$/;

/** The partner register, its approval and visibility (issue 5, SPEC §4, §6). */
export function partnerRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/partners",
    {
      schema: {
        summary: `Partners the visibility setting shows (${VISIBILITY_RULES}). Menus ${PARTNER_READERS.join(" / ")}; sort: ${PARTNER_SORTS.join(", ")} (default -registeredAt)`,
        querystring: Type.Object({
          ...ListQuery,
          approvalStatus: Type.Optional(Type.Enum([...PARTNER_APPROVAL_STATUSES])),
          salaryRegistration: Type.Optional(Type.Enum([...SALARY_REGISTRATIONS])),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
          assignedAgentIds: CsvIds("comma-separated agent ids"),
          teamLeadIds: CsvIds("comma-separated partner ids"),
        }),
        response: { 200: pageOf(PartnerSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireAnyMenu(principal, PARTNER_READERS);
      const query = request.query as PartnerQuery;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const q = query.q?.trim() || null;
      const paged = await db.tenant(principal.clientId, async (tx) =>
        listPartners(
          tx,
          (await readSettings(tx)).visibility,
          {
            q,
            phone: q && PHONE_LIKE.test(q) ? normalizePhone(q) : null,
            approvalStatus: query.approvalStatus ?? null,
            salaryRegistration: query.salaryRegistration ?? null,
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            assignedAgentIds: idsOf("assignedAgentIds", query.assignedAgentIds),
            teamLeadIds: idsOf("teamLeadIds", query.teamLeadIds),
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/partners/settings",
    {
      schema: {
        summary: `The partner visibility setting (SPEC §6): ${VISIBILITY_RULES}`,
        response: { 200: dataOf(SettingsSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireAnyMenu(principal, PARTNER_READERS);
      return { data: await db.tenant(principal.clientId, readSettings) };
    },
  );

  app.put(
    "/partners/settings",
    {
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
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-database");
      const { visibility } = request.body as { visibility: PartnerVisibility };
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

  app.get(
    "/partners/:id",
    {
      schema: {
        summary: "One partner (404 when the visibility setting hides it)",
        params: IdParams,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireAnyMenu(principal, PARTNER_READERS);
      const { id } = request.params as { id: number };
      const partner = await db.tenant(principal.clientId, async (tx) =>
        findPartner(tx, (await readSettings(tx)).visibility, id),
      );
      if (!partner) throw notFound("Partner");
      return { data: partner };
    },
  );

  app.post(
    "/partners",
    {
      schema: {
        summary:
          "Registers a partner on the client's behalf (menu partner-database); it waits for approval. Duplicate NIK or phone: 409 with the field",
        body: CreateBody,
        response: { 201: dataOf(PartnerSchema) },
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-database");
      const message = "Failed to Create Partner";
      const { values, problems } = validatePartner(request.body as PartnerInput);
      const partner = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [...problems, ...(await referenceChecks(tx, values, null))]);
        await assertIdentityFree(tx, values, null, message);
        const id = await identityOrConflict(message, () =>
          insertPartner(tx, principal.clientId, values),
        );
        // Read without the visibility filter: the creator sees what was made.
        const created = (await findPartner(tx, "all_registered_partners", id))!;
        await audit(tx, principal, {
          action: "partner.create",
          entityType: "partner",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: partner };
    },
  );

  app.put(
    "/partners/:id",
    {
      schema: {
        summary:
          "Replaces a partner's data incl. salary registration (menu partner-database). A stale version is 409",
        params: IdParams,
        body: UpdateBody,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-database");
      const { id } = request.params as { id: number };
      const body = request.body as PartnerInput & { version: number };
      const message = "Failed to Update Partner";
      const { values, problems } = validatePartner(body);
      const partner = await db.tenant(principal.clientId, async (tx) => {
        const visibility = (await readSettings(tx)).visibility;
        const before = await findPartner(tx, visibility, id, true);
        if (!before) throw notFound("Partner");
        if (before.version !== body.version) throw staleVersion();
        assertValid(message, [...problems, ...(await referenceChecks(tx, values, before))]);
        await assertIdentityFree(tx, values, id, message);
        await identityOrConflict(message, () => updatePartner(tx, id, values));
        const after = (await findPartner(tx, "all_registered_partners", id))!;
        await audit(tx, principal, {
          action: "partner.update",
          entityType: "partner",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: partner };
    },
  );

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
      schema: {
        summary:
          "waiting_for_approval → approved (menu partner-approval); a partner already decided is 409",
        params: IdParams,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-approval");
      const { id } = request.params as { id: number };
      const [partner] = await decide(principal, [id], { status: "approved", reason: null });
      return { data: partner };
    },
  );

  app.post(
    "/partners/:id/reject",
    {
      schema: {
        summary:
          "waiting_for_approval → rejected with a reason of 1 to 500 characters (menu partner-approval); a partner already decided is 409",
        params: IdParams,
        body: ReasonBody,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-approval");
      const { id } = request.params as { id: number };
      const reason = reasonOf(
        request.body as { reason?: string | null },
        "Failed to Reject Partner",
      );
      const [partner] = await decide(principal, [id], { status: "rejected", reason });
      return { data: partner };
    },
  );

  app.post(
    "/partners/approve",
    {
      schema: {
        summary: `Approves up to ${BULK_DECISION_MAX} partners, all or nothing (menu partner-approval)`,
        body: Type.Object({ ids: BulkIds }, { additionalProperties: false }),
        response: { 200: dataOf(Type.Array(PartnerSchema)) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-approval");
      const { ids } = request.body as { ids: number[] };
      return { data: await decide(principal, ids, { status: "approved", reason: null }) };
    },
  );

  app.post(
    "/partners/reject",
    {
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
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "partner-approval");
      const body = request.body as { ids: number[]; reason?: string | null };
      const reason = reasonOf(body, "Failed to Reject Partners");
      return { data: await decide(principal, body.ids, { status: "rejected", reason }) };
    },
  );
}

const staleVersion = () =>
  new HttpError(409, "This partner was changed by someone else. Reload it and try again.");

function alreadyDecided(decided: Partner[]) {
  if (decided.length === 1) {
    const [partner] = decided as [Partner];
    return new HttpError(
      409,
      `Partner ${partner.fullName} has already been ${partner.approvalStatus}.`,
    );
  }
  return new HttpError(
    409,
    `${decided.length} partners have already been decided: ${decided.map((p) => p.fullName).join(", ")}.`,
  );
}

/** Province/city exist; the assigned agent and the team lead can be chosen. */
async function referenceChecks(
  tx: Tx,
  values: PartnerValues,
  before: Partner | null,
): Promise<FieldProblem[]> {
  const problems = await regionProblems(tx, values.provinceId, values.cityId);
  if (values.assignedAgentId !== null) {
    const status = await agentStatus(tx, values.assignedAgentId);
    if (status === null) problems.push({ field: "assignedAgentId", message: "does not exist" });
    else if (status !== "active" && values.assignedAgentId !== before?.assignedAgentId)
      problems.push({ field: "assignedAgentId", message: "is not an active employee" });
  }
  if (values.teamLeadId !== null) {
    if (before && values.teamLeadId === before.id)
      problems.push({ field: "teamLeadId", message: "cannot be the partner itself" });
    else {
      const lead = await teamLeadOf(tx, values.teamLeadId, before?.id ?? null);
      if (lead.status === null) problems.push({ field: "teamLeadId", message: "does not exist" });
      else if (lead.status !== "approved" && values.teamLeadId !== before?.teamLeadId)
        problems.push({ field: "teamLeadId", message: "must be an approved partner" });
      else if (lead.cycle)
        problems.push({ field: "teamLeadId", message: "is led by this partner (a cycle)" });
    }
  }
  return problems;
}

async function assertIdentityFree(
  tx: Tx,
  values: PartnerValues,
  exceptId: number | null,
  message: string,
) {
  const taken = await identityTaken(tx, values, exceptId);
  const problems: FieldProblem[] = [];
  if (taken.nik) problems.push({ field: "nik", message: "is already registered" });
  if (taken.phone) problems.push({ field: "phoneNumber", message: "is already registered" });
  if (problems.length > 0) throw duplicateFields(message, problems);
}

/** A NIK or phone unique violation that raced past the check is a 409 naming the field. */
async function identityOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error, ["23505"]);
    if (constraint?.endsWith("_nik_key"))
      throw duplicateFields(message, [{ field: "nik", message: "is already registered" }]);
    if (constraint?.endsWith("_phone_number_key"))
      throw duplicateFields(message, [{ field: "phoneNumber", message: "is already registered" }]);
    throw error;
  }
}
