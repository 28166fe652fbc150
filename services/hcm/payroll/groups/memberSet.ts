import { type FieldProblem, schemeAmountProblem } from "../../../../domain/payroll/groups.ts";
import {
  type MemberInput,
  type MemberValues,
  validateMembers,
} from "../../../../domain/payroll/members.ts";
import { PAYROLL_GROUP_MESSAGE } from "../../../../domain/workforce/agent.ts";
import { parseIsoDate } from "../../../../domain/workforce/dates.ts";
import type { Tx } from "../../../db/pool.ts";
import { audit, CLIENT_TODAY, violatedConstraint } from "../../../main/org/common.ts";
import type { Principal } from "../../../shared/principal.ts";
import { conflict } from "./checks.ts";
import type { PayrollGroup } from "./repo.ts";

/** What a member set did (the audit row keeps it; the answer says `count`). */
export type MemberSetResult = {
  effectiveFrom: string;
  /** Rows set: new, changed and unchanged alike. */
  count: number;
  added: number;
  unchanged: number;
  /** Memberships of other groups ended (or replaced) by this set. */
  movedFromOtherGroups: number;
};

/**
 * Sets these workers' terms in the group from `effectiveFrom` (default: the client's today),
 * all or nothing (/work/payroll-api.md, issue 16 contract):
 * - every row's every problem is listed (`members.<index>.<field>`): the domain's rules, then
 *   the workers (unknown or another client's: "does not exist", RLS hides them; inactive; of a
 *   branch the group is not related to: the SPEC §8 sentence) and the components (the group's,
 *   in their unit);
 * - a worker whose membership in force on that day has the same terms in this group keeps it
 *   (a repeat adds no row); any other membership of the worker covering the day ends the day
 *   before (history kept), and one starting on or after it is replaced — so a worker is in one
 *   group at a time (the exclusion constraint of migration 0028 proves it);
 * - set-based: a handful of statements whatever the number of rows (unnest), so 5,000 members
 *   save well under a second; one audit row per set, with its counts.
 */
export async function setMembers(
  tx: Tx,
  principal: Principal,
  group: PayrollGroup,
  rows: readonly MemberInput[],
  effectiveFromText: string | null,
  source: "request" | "upload",
  /** The caller found problems of its own (an upload's cells): check, never write. */
  blocked = false,
): Promise<{ problems: FieldProblem[] } | { result: MemberSetResult }> {
  const { values, problems } = validateMembers(rows);
  if (effectiveFromText !== null && !parseIsoDate(effectiveFromText))
    problems.push({ field: "effectiveFrom", message: "must be a date written yyyy-MM-dd" });
  problems.push(...componentProblems(group, values));
  problems.push(...(await workerProblems(tx, group.id, values)));
  if (problems.length > 0 || blocked) return { problems: inRowOrder(problems) };

  const effectiveFrom =
    effectiveFromText ??
    (await tx.query<{ d: string }>(`SELECT to_char(${CLIENT_TODAY}, 'YYYY-MM-DD') AS d`)).rows[0]!
      .d;
  if (values.length === 0)
    return {
      result: { effectiveFrom, count: 0, added: 0, unchanged: 0, movedFromOtherGroups: 0 },
    };

  const incoming = incomingArrays(values);
  const same = await tx.query<{ agent_id: number }>(
    `WITH ${INCOMING} SELECT i.agent_id
       FROM incoming i JOIN payroll_group_members m ON m.agent_id = i.agent_id
      WHERE m.payroll_group_id = $12 AND m.effective_from <= $13::date AND m.effective_to IS NULL
        AND m.basic_salary = i.basic_salary AND m.ptkp_status = i.ptkp AND m.recipient = i.recipient
        AND m.payment_method IS NOT DISTINCT FROM i.payment_method
        AND m.bank_name IS NOT DISTINCT FROM i.bank_name
        AND m.account_number IS NOT DISTINCT FROM i.account_number
        AND m.account_name IS NOT DISTINCT FROM i.account_name
        AND m.e_wallet IS NOT DISTINCT FROM i.e_wallet
        AND m.wallet_phone_number IS NOT DISTINCT FROM i.wallet_phone_number
        AND coalesce((SELECT jsonb_agg(jsonb_build_object('componentId', mc.component_id,
                                                          'amount', mc.amount) ORDER BY mc.component_id)
                        FROM payroll_member_components mc WHERE mc.member_id = m.id), '[]'::jsonb)
            = i.components`,
    [...incoming, group.id, effectiveFrom],
  );
  const unchanged = new Set(same.rows.map((row) => row.agent_id));
  const changed = values.filter((value) => !unchanged.has(value.agentId));
  let moved = 0;
  if (changed.length > 0) {
    const agentIds = changed.map((value) => value.agentId);
    try {
      // One statement, so the trigger keeping agents.payroll_group_id (migrations 0028, 0029)
      // sees the end state once: memberships starting on or after the day are replaced, those
      // covering it end the day before, then (the InitPlan on `cleared` runs both to the end
      // first, so the exclusion constraint sees the ended ranges) the new rows go in.
      const written = await tx.query<{ moved: number }>(
        `WITH ${INCOMING},
         replaced AS (
           DELETE FROM payroll_group_members
            WHERE agent_id = ANY($15::int[]) AND effective_from >= $13::date
            RETURNING payroll_group_id),
         ended AS (
           UPDATE payroll_group_members
              SET effective_to = $13::date - 1, version = version + 1, updated_at = now()
            WHERE agent_id = ANY($15::int[]) AND effective_from < $13::date
              AND (effective_to IS NULL OR effective_to >= $13::date)
            RETURNING payroll_group_id),
         cleared AS (
           SELECT ((SELECT count(*) FROM replaced WHERE payroll_group_id <> $12)
                 + (SELECT count(*) FROM ended WHERE payroll_group_id <> $12))::int AS moved),
         inserted AS (
           INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
             basic_salary, ptkp_status, recipient, payment_method, bank_name, account_number,
             account_name, e_wallet, wallet_phone_number)
           SELECT $14, $12, i.agent_id, $13::date, i.basic_salary, i.ptkp, i.recipient,
                  i.payment_method, i.bank_name, i.account_number, i.account_name, i.e_wallet,
                  i.wallet_phone_number
             FROM incoming i
            WHERE (SELECT moved FROM cleared) >= 0
           RETURNING id, agent_id),
         components AS (
           INSERT INTO payroll_member_components (client_id, member_id, component_id, amount)
           SELECT $14, ins.id, (c ->> 'componentId')::int, (c ->> 'amount')::numeric
             FROM inserted ins JOIN incoming i ON i.agent_id = ins.agent_id
             CROSS JOIN LATERAL jsonb_array_elements(i.components) c)
         SELECT moved FROM cleared`,
        [...incomingArrays(changed), group.id, effectiveFrom, principal.clientId, agentIds],
      );
      moved = written.rows[0]!.moved;
    } catch (error) {
      // Another set moving the same workers at the same moment: one of the two wins.
      if (violatedConstraint(error) === "payroll_group_members_one_group")
        throw conflict(
          "Another change to these workers' payroll groups was saved at the same time. Try again.",
          "Perubahan lain pada grup penggajian karyawan ini tersimpan bersamaan. Coba lagi.",
        );
      throw error;
    }
  }
  const result: MemberSetResult = {
    effectiveFrom,
    count: values.length,
    added: changed.length,
    unchanged: unchanged.size,
    movedFromOtherGroups: moved,
  };
  await audit(tx, principal, {
    action: "payroll_group.members.set",
    entityType: "payroll_group",
    entityId: group.id,
    before: null,
    after: { ...result, source },
  });
  return { result };
}

/** The incoming rows as one CTE over unnest ($1..$11). */
const INCOMING = `incoming AS (
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
                       $7::text[], $8::text[], $9::text[], $10::text[], $11::jsonb[])
    AS t(agent_id, basic_salary, ptkp, recipient, payment_method, bank_name, account_number,
         account_name, e_wallet, wallet_phone_number, components))`;

function incomingArrays(values: readonly MemberValues[]): unknown[] {
  return [
    values.map((v) => v.agentId),
    values.map((v) => v.basicSalary),
    values.map((v) => v.ptkp),
    values.map((v) => v.recipient),
    values.map((v) => v.paymentMethod),
    values.map((v) => v.bankName),
    values.map((v) => v.accountNumber),
    values.map((v) => v.accountName),
    values.map((v) => v.eWallet),
    values.map((v) => v.walletPhoneNumber),
    values.map((v) =>
      JSON.stringify(
        [...v.components]
          .sort((a, b) => a.componentId - b.componentId)
          .map((c) => ({ componentId: c.componentId, amount: c.amount })),
      ),
    ),
  ];
}

/** A member's own amounts: of the group's components, in their unit. */
function componentProblems(group: PayrollGroup, values: readonly MemberValues[]): FieldProblem[] {
  const schemes = new Map(group.components.map((c) => [c.componentId, c.scheme]));
  const problems: FieldProblem[] = [];
  values.forEach((value, index) => {
    value.components.forEach((component, position) => {
      const at = `members.${index}.components.${position}`;
      const scheme = schemes.get(component.componentId);
      if (scheme === undefined)
        problems.push({
          field: `${at}.componentId`,
          message: "is not a component of this payroll group",
        });
      else {
        const wrong = schemeAmountProblem(scheme, component.amount);
        if (wrong) problems.push({ field: `${at}.amount`, message: wrong });
      }
    });
  });
  return problems;
}

/**
 * The workers, in one query: of the caller's client (another client's read as unknown under
 * RLS), active, and of a branch the group is related to when it lists any (SPEC §8).
 */
async function workerProblems(
  tx: Tx,
  groupId: number,
  values: readonly MemberValues[],
): Promise<FieldProblem[]> {
  // Ids out of int4 range are already refused by the row check ("must be a valid id").
  const ids = values.map((v) =>
    Number.isInteger(v.agentId) && v.agentId >= 1 && v.agentId <= 2_147_483_647 ? v.agentId : null,
  );
  if (ids.every((id) => id === null)) return [];
  const { rows } = await tx.query<{ index: number; found: boolean; active: boolean }>(
    `WITH related AS (SELECT branch_id FROM payroll_group_branches WHERE payroll_group_id = $2)
     SELECT (i.ord - 1)::int AS index, a.id IS NOT NULL AS found,
            a.worker_status = 'active' AS active
       FROM unnest($1::int[]) WITH ORDINALITY AS i(agent_id, ord)
       LEFT JOIN agents a ON a.id = i.agent_id
      WHERE i.agent_id IS NOT NULL
        AND (a.id IS NULL OR a.worker_status <> 'active'
             OR (EXISTS (SELECT 1 FROM related)
                 AND a.branch_id NOT IN (SELECT branch_id FROM related)))`,
    [ids, groupId],
  );
  return rows.map((row) => ({
    field: `members.${row.index}.agentId`,
    message: !row.found
      ? "does not exist"
      : !row.active
        ? "is not an active employee"
        : PAYROLL_GROUP_MESSAGE,
  }));
}

/** Problems by row index, then as found (a row's problems stay together). */
function inRowOrder(problems: FieldProblem[]): FieldProblem[] {
  const indexOf = (field: string) => Number(/^members\.(\d+)\./.exec(field)?.[1] ?? -1);
  return problems
    .map((problem, order) => ({ problem, order }))
    .sort((a, b) => indexOf(a.problem.field) - indexOf(b.problem.field) || a.order - b.order)
    .map(({ problem }) => problem);
}
