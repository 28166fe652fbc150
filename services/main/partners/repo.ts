import type {
  PartnerApprovalStatus,
  PartnerValues,
  PartnerVisibility,
  SalaryRegistration,
} from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../org/common.ts";

/** A partner as the API answers it. */
export type Partner = {
  id: number;
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string | null;
  provinceId: string | null;
  provinceName: string | null;
  cityId: string | null;
  cityName: string | null;
  assignedAgentId: number | null;
  assignedAgentName: string | null;
  teamLeadId: number | null;
  teamLeadName: string | null;
  approvalStatus: PartnerApprovalStatus;
  rejectionReason: string | null;
  salaryRegistration: SalaryRegistration;
  registeredAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `pa.id, pa.full_name AS "fullName", pa.nik, pa.phone_number AS "phoneNumber",
  pa.email, pa.province_id AS "provinceId", pr.name AS "provinceName",
  pa.city_id AS "cityId", ci.name AS "cityName",
  pa.assigned_agent_id AS "assignedAgentId", ag.full_name AS "assignedAgentName",
  pa.team_lead_partner_id AS "teamLeadId", tl.full_name AS "teamLeadName",
  pa.approval_status AS "approvalStatus", pa.rejection_reason AS "rejectionReason",
  pa.salary_registration AS "salaryRegistration",
  ${isoInstant("pa.registered_at")} AS "registeredAt", ${isoInstant("pa.decided_at")} AS "decidedAt",
  u.fullname AS "decidedByName", pa.version,
  ${isoInstant("pa.created_at")} AS "createdAt", ${isoInstant("pa.updated_at")} AS "updatedAt"`;
const FROM = `partners pa
  LEFT JOIN provinces pr ON pr.id = pa.province_id
  LEFT JOIN cities ci ON ci.id = pa.city_id
  LEFT JOIN agents ag ON ag.id = pa.assigned_agent_id
  LEFT JOIN partners tl ON tl.id = pa.team_lead_partner_id
  LEFT JOIN users u ON u.id = pa.decided_by`;

/**
 * The SPEC §6 visibility options as conditions on a partner `pa` (see PARTNER_VISIBILITIES
 * in domain/workforce/org.ts):
 * - all_registered_partners: every partner;
 * - by_assigned_agent: partners with an assigned employee;
 * - by_working_city: partners in a city where the client has an active branch;
 * - by_partner_team_lead: partners with a team lead, and the team leads themselves.
 */
const VISIBLE: Record<PartnerVisibility, string> = {
  all_registered_partners: "true",
  by_assigned_agent: "pa.assigned_agent_id IS NOT NULL",
  by_working_city: `pa.city_id IN (SELECT b.city_id FROM branches b
                                   WHERE b.status = 'active' AND b.city_id IS NOT NULL)`,
  by_partner_team_lead: `(pa.team_lead_partner_id IS NOT NULL
                          OR EXISTS (SELECT 1 FROM partners m WHERE m.team_lead_partner_id = pa.id))`,
};

export async function readSettings(
  tx: Tx,
): Promise<{ visibility: PartnerVisibility; updatedAt: string | null }> {
  const result = await tx.query<{ visibility: PartnerVisibility; updatedAt: string }>(
    `SELECT visibility, ${isoInstant("updated_at")} AS "updatedAt" FROM partner_settings`,
  );
  return result.rows[0] ?? { visibility: "all_registered_partners", updatedAt: null };
}

export async function saveSettings(tx: Tx, clientId: number, visibility: PartnerVisibility) {
  await tx.query(
    `INSERT INTO partner_settings (client_id, visibility) VALUES ($1, $2)
     ON CONFLICT (client_id) DO UPDATE SET visibility = EXCLUDED.visibility, updated_at = now()`,
    [clientId, visibility],
  );
}

const SORTABLE = {
  fullName: "lower(pa.full_name)",
  registeredAt: "pa.registered_at",
  decidedAt: "pa.decided_at",
  approvalStatus: "pa.approval_status",
  salaryRegistration: "pa.salary_registration",
  cityName: "ci.name",
};
export const PARTNER_SORTS = Object.keys(SORTABLE);

export type PartnerFilter = {
  q: string | null;
  /** The search read as a phone number (08…, +628… → 8…), when it looks like one. */
  phone: string | null;
  approvalStatus: string | null;
  salaryRegistration: string | null;
  provinceIds: string[] | null;
  cityIds: string[] | null;
  assignedAgentIds: number[] | null;
  teamLeadIds: number[] | null;
  ids: number[] | null;
};

export async function listPartners(
  tx: Tx,
  visibility: PartnerVisibility,
  filter: PartnerFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Partner & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE ${VISIBLE[visibility]}
       AND ($1::text IS NULL OR pa.full_name ILIKE '%' || $1 || '%' OR pa.nik LIKE $1 || '%'
            OR pa.email ILIKE '%' || $1 || '%' OR pa.phone_number LIKE $2 || '%')
       AND ($3::text IS NULL OR pa.approval_status = $3)
       AND ($4::text IS NULL OR pa.salary_registration = $4)
       AND ($5::text[] IS NULL OR pa.province_id = ANY($5))
       AND ($6::text[] IS NULL OR pa.city_id = ANY($6))
       AND ($7::int[] IS NULL OR pa.assigned_agent_id = ANY($7))
       AND ($8::int[] IS NULL OR pa.team_lead_partner_id = ANY($8))
       AND ($9::int[] IS NULL OR pa.id = ANY($9))
     ${orderBy(page.sort, SORTABLE, "-registeredAt", "pa.id")}
     LIMIT $10 OFFSET $11`,
      [
        escapeLike(filter.q),
        escapeLike(filter.phone),
        filter.approvalStatus,
        filter.salaryRegistration,
        filter.provinceIds,
        filter.cityIds,
        filter.assignedAgentIds,
        filter.teamLeadIds,
        filter.ids,
        limit,
        offset,
      ],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

/** One partner the visibility setting shows, or null. */
export async function findPartner(
  tx: Tx,
  visibility: PartnerVisibility,
  id: number,
  lock = false,
): Promise<Partner | null> {
  const result = await tx.query<Partner>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE pa.id = $1 AND ${VISIBLE[visibility]}
     ${lock ? "FOR UPDATE OF pa" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** Visible partners among `ids`, locked for a decision, in the order asked. */
export async function lockPartners(tx: Tx, visibility: PartnerVisibility, ids: number[]) {
  const result = await tx.query<Partner>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE pa.id = ANY($1) AND ${VISIBLE[visibility]}
     ORDER BY pa.id FOR UPDATE OF pa`,
    [ids],
  );
  return result.rows;
}

const PARAMS = (values: PartnerValues) => [
  values.fullName,
  values.nik,
  values.phoneNumber,
  values.email,
  values.provinceId,
  values.cityId,
  values.assignedAgentId,
  values.teamLeadId,
  values.salaryRegistration,
];

export async function insertPartner(tx: Tx, clientId: number, values: PartnerValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO partners (client_id, full_name, nik, phone_number, email, province_id, city_id,
                           assigned_agent_id, team_lead_partner_id, salary_registration)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, 'waiting_for_registration'))
     RETURNING id`,
    [clientId, ...PARAMS(values)],
  );
  return result.rows[0]!.id;
}

export async function updatePartner(tx: Tx, id: number, values: PartnerValues) {
  await tx.query(
    `UPDATE partners SET full_name = $2, nik = $3, phone_number = $4, email = $5,
       province_id = $6, city_id = $7, assigned_agent_id = $8, team_lead_partner_id = $9,
       salary_registration = coalesce($10, salary_registration),
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...PARAMS(values)],
  );
}

/** waiting_for_approval → approved / rejected, stamped with when and by whom. */
export async function decidePartners(
  tx: Tx,
  ids: number[],
  decision: { status: "approved" | "rejected"; reason: string | null; userId: number },
) {
  await tx.query(
    `UPDATE partners SET approval_status = $2, rejection_reason = $3, decided_at = now(),
       decided_by = $4, version = version + 1, updated_at = now()
     WHERE id = ANY($1) AND approval_status = 'waiting_for_approval'`,
    [ids, decision.status, decision.reason, decision.userId],
  );
}

/** NIK and phone number taken by another partner of the client. */
export async function identityTaken(
  tx: Tx,
  values: { nik: string; phoneNumber: string },
  exceptId: number | null,
) {
  const result = await tx.query<{ nik: boolean; phone: boolean }>(
    `SELECT coalesce(bool_or(nik = $1), false) AS nik,
            coalesce(bool_or(phone_number = $2), false) AS phone
     FROM partners WHERE (nik = $1 OR phone_number = $2) AND id IS DISTINCT FROM $3`,
    [values.nik, values.phoneNumber, exceptId],
  );
  return result.rows[0]!;
}

/** The proposed team lead: exists, approved, and not led (at any depth) by the partner. */
export async function teamLeadOf(tx: Tx, teamLeadId: number, partnerId: number | null) {
  const result = await tx.query<{ status: PartnerApprovalStatus; cycle: boolean }>(
    `WITH RECURSIVE chain (id, lead) AS (
       SELECT id, team_lead_partner_id FROM partners WHERE id = $1
       UNION
       SELECT p.id, p.team_lead_partner_id FROM partners p JOIN chain c ON p.id = c.lead
     )
     SELECT (SELECT approval_status FROM partners WHERE id = $1) AS status,
            EXISTS (SELECT 1 FROM chain WHERE id = $2) AS cycle`,
    [teamLeadId, partnerId],
  );
  return result.rows[0]!;
}

/** The proposed assigned agent: its worker status, or null when there is no such agent. */
export async function agentStatus(tx: Tx, agentId: number): Promise<string | null> {
  const result = await tx.query<{ worker_status: string }>(
    "SELECT worker_status FROM agents WHERE id = $1",
    [agentId],
  );
  return result.rows[0]?.worker_status ?? null;
}
