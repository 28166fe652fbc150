import type { Static } from "typebox";
import type { Lang } from "../../../../domain/enums.ts";
import {
  type OvertimePolicyValues,
  overtimePolicyWarnings,
  referenceMinimumWage,
  validateOvertimePolicy,
} from "../../../../domain/overtime/policy.ts";
import type { Tx } from "../../../db/pool.ts";
import { violatedConstraint } from "../../../main/org/common.ts";
import { type FieldError, HttpError } from "../../../shared/errors.ts";
import { missingIds } from "../../places/locationRepo.ts";
import {
  coverageClashes,
  currentYear,
  lockOvertimeCoverage,
  minimumWageRows,
  type OvertimePolicy,
  overtimeNameTaken,
} from "./repo.ts";
import type { OvertimePolicyBody } from "./schemas.ts";

/** Texts of the overtime-policy and minimum-wage answers, in the caller's language. */
export type Bilingual = { en: string; id: string };
export const HEADLINES = {
  createPolicy: { en: "Failed to Create Overtime Policy", id: "Gagal Membuat Kebijakan Lembur" },
  updatePolicy: {
    en: "Failed to Update Overtime Policy",
    id: "Gagal Memperbarui Kebijakan Lembur",
  },
  deletePolicy: { en: "Failed to Delete Overtime Policy", id: "Gagal Menghapus Kebijakan Lembur" },
  createWage: { en: "Failed to Create Minimum Wage", id: "Gagal Membuat Upah Minimum" },
  updateWage: { en: "Failed to Update Minimum Wage", id: "Gagal Memperbarui Upah Minimum" },
} satisfies Record<string, Bilingual>;

/**
 * An error worded in `language` (the session's: services/shared/language.ts leaves a text it
 * does not know as it is), with its field problems already in that language.
 */
export const refusal = (
  status: number,
  language: Lang,
  headline: Bilingual,
  problems?: readonly FieldError[],
  detail?: unknown,
) => new HttpError(status, headline[language], detail, problems);

export const policyNotFound = (language: Lang) =>
  refusal(404, language, {
    en: "Overtime policy not found",
    id: "Kebijakan lembur tidak ditemukan",
  });
export const wageNotFound = (language: Lang) =>
  refusal(404, language, { en: "Minimum wage not found", id: "Upah minimum tidak ditemukan" });

export const stalePolicy = (language: Lang) =>
  refusal(409, language, {
    en: "This overtime policy was changed by someone else. Reload it and try again.",
    id: "Kebijakan lembur ini telah diubah oleh orang lain. Muat ulang lalu coba lagi.",
  });

const nameTaken = (language: Lang, headline: Bilingual) =>
  refusal(409, language, headline, [
    {
      field: "name",
      message:
        language === "id"
          ? "sudah dipakai kebijakan lembur lain"
          : "is already used by another overtime policy",
    },
  ]);

type Body = Static<typeof OvertimePolicyBody>;

/**
 * The body's values once every rule holds: ranges (400 naming `rules.<i>.<field>` and the
 * rest), branches and workers of the caller's client (400), a free name (409 at `name`), and
 * coverage no other overtime policy has (409 at `branchIds` / `agentIds` naming that policy:
 * a branch or a worker belongs to at most one). Takes the client's coverage lock first.
 */
export async function checkedOvertimePolicy(
  tx: Tx,
  clientId: number,
  body: Body,
  exceptId: number | null,
  headline: Bilingual,
  language: Lang,
): Promise<OvertimePolicyValues> {
  const { values, problems } = validateOvertimePolicy(body, language);
  for (const [field, table] of [
    ["branchIds", "branches"],
    ["agentIds", "agents"],
  ] as const) {
    const missing = await missingIds(tx, table, values[field]);
    // The catalogue's wording (domain/problems.ts unknownIds) is translated on the way out.
    if (missing.length)
      problems.push({ field, message: `contains ids that do not exist: ${missing.join(", ")}` });
  }
  if (problems.length) throw refusal(400, language, headline, problems);
  await lockOvertimeCoverage(tx, clientId);
  if (await overtimeNameTaken(tx, values.name, exceptId)) throw nameTaken(language, headline);
  const clashes = await coverageClashes(tx, exceptId, values.branchIds, values.agentIds);
  if (clashes.length) {
    // "already covered by overtime policy "A": Jakarta, Bandung" per field and policy; the
    // console puts the field's name before it ("Branches already covered by ...").
    const fieldProblems = (["branchIds", "agentIds"] as const).flatMap((field) => {
      const mine = clashes.filter((c) => c.field === field);
      if (mine.length === 0) return [];
      const byPolicy = new Map<string, string[]>();
      for (const clash of mine)
        byPolicy.set(clash.policyName, [...(byPolicy.get(clash.policyName) ?? []), clash.label]);
      const parts = [...byPolicy].map(([policy, labels]) =>
        language === "id"
          ? `sudah dicakup kebijakan lembur "${policy}": ${labels.join(", ")}`
          : `already covered by overtime policy "${policy}": ${labels.join(", ")}`,
      );
      return [{ field, message: parts.join("; ") }];
    });
    throw refusal(409, language, headline, fieldProblems, {
      conflictingPolicies: [
        ...new Map(
          clashes.map((c) => [c.policyId, { id: c.policyId, name: c.policyName }]),
        ).values(),
      ],
    });
  }
  return values;
}

/** The unique indexes behind the checks above, should a write slip past them. */
export async function overtimeRace<T>(
  language: Lang,
  headline: Bilingual,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === "overtime_policies_name_key") throw nameTaken(language, headline);
    if (
      constraint?.startsWith("overtime_policy_branches") ||
      constraint?.startsWith("overtime_policy_agents")
    )
      throw refusal(409, language, headline, [
        {
          field: constraint.startsWith("overtime_policy_branches") ? "branchIds" : "agentIds",
          message:
            language === "id"
              ? "sudah dicakup kebijakan lembur lain"
              : "already covered by another overtime policy",
        },
      ]);
    throw error;
  }
}

/** A policy with its warnings in `language`, measured against the client's minimum wage. */
export async function withWarnings(tx: Tx, policy: OvertimePolicy, language: Lang) {
  const reference = referenceMinimumWage(await minimumWageRows(tx), await currentYear(tx));
  return {
    ...policy,
    referenceMinimumWage: reference,
    warnings: overtimePolicyWarnings(policy, reference, language),
  };
}

/** Several policies' warnings against one reading of the table. */
export async function listWithWarnings(tx: Tx, policies: OvertimePolicy[], language: Lang) {
  const reference = referenceMinimumWage(await minimumWageRows(tx), await currentYear(tx));
  return policies.map((policy) => ({
    ...policy,
    referenceMinimumWage: reference,
    warnings: overtimePolicyWarnings(policy, reference, language),
  }));
}
