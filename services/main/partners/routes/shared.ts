import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import {
  BULK_DECISION_MAX,
  type FieldProblem,
  PARTNER_APPROVAL_STATUSES,
  type PartnerValues,
  SALARY_REGISTRATIONS,
} from "../../../../domain/workforce/org.ts";
import type { Tx } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import {
  BodyText,
  duplicateFields,
  Nullable,
  regionProblems,
  violatedConstraint,
} from "../../org/common.ts";
import { VersionField } from "../../schemas.ts";
import { agentStatus, identityTaken, type Partner, teamLeadOf } from "../repo.ts";
/**
 * Partners are read on both partner screens: Partner Database (menu partner-database) and
 * Partner Approval (menu partner-approval). The register and the visibility setting are
 * written with partner-database; approve / reject need partner-approval (SPEC §6).
 */
export const PARTNER_READERS: readonly MenuId[] = ["partner-database", "partner-approval"];

export const VISIBILITY_RULES =
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

export const SettingsSchema = Type.Object({
  visibility: Type.String({ description: VISIBILITY_RULES }),
  updatedAt: Nullable(Type.String({ description: "null until first saved" })),
});

export const PartnerFields = {
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
export const CreateBody = Type.Object(PartnerFields, { additionalProperties: false });
export const UpdateBody = Type.Object(
  {
    ...PartnerFields,
    version: VersionField("the version read; a stale one is 409"),
  },
  { additionalProperties: false },
);
export const ReasonBody = Type.Object(
  { reason: BodyText(10_000, "why, 1 to 500 characters (required)") },
  { additionalProperties: false },
);
export const BulkIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: BULK_DECISION_MAX,
  uniqueItems: true,
});

export const PHONE_LIKE = /^[+\d][\d\s-]*$/;

export const staleVersion = () =>
  new HttpError(409, "This partner was changed by someone else. Reload it and try again.");

export function alreadyDecided(decided: Partner[]) {
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
export async function referenceChecks(
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

export async function assertIdentityFree(
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
export async function identityOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
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
