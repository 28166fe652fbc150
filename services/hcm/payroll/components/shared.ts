import type { FastifyRequest } from "fastify";
import type { Static } from "typebox";
import {
  type PayrollComponentValues,
  validatePayrollComponent,
} from "../../../../domain/payroll/components.ts";
import {
  type RegulationComponentValues,
  validateRegulationComponent,
} from "../../../../domain/payroll/regulation.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { featureDisabled } from "../../../shared/access.ts";
import { HttpError } from "../../../shared/errors.ts";
import { readSystemConfig } from "../../../shared/flags.ts";
import { languageOf } from "../../../shared/language.ts";
import { programmeTaken } from "./regulationRepo.ts";
import { clientToday, takenFields } from "./repo.ts";
import type { PayrollComponentBody, RegulationComponentBody } from "./schemas.ts";

/** What the routes need: the pool, and the environment the flags' defaults follow. */
export type ComponentDeps = { db: Db; environment?: string | undefined };

/** The headlines of refused forms (domain/problems.ts gives their Indonesian). */
export const HEADLINES = {
  createComponent: "Failed to Create Payroll Component",
  updateComponent: "Failed to Update Payroll Component",
  createRegulation: "Failed to Create Regulation-Based Component",
  updateRegulation: "Failed to Update Regulation-Based Component",
} as const;

/** An answer worded in both languages (services/shared/language.ts reads `detail.messages`). */
const bilingual = (status: number, en: string, id: string) =>
  new HttpError(status, en, { messages: { en, id } });

/** 404 worded in the caller's language, nothing else in the body (another client's id too). */
export const componentNotFound = (request: FastifyRequest) =>
  new HttpError(
    404,
    languageOf(request) === "id" ? "Komponen gaji tidak ditemukan" : "Payroll component not found",
  );
export const regulationNotFound = (request: FastifyRequest) =>
  new HttpError(
    404,
    languageOf(request) === "id"
      ? "Komponen berbasis regulasi tidak ditemukan"
      : "Regulation-based component not found",
  );

export const staleComponent = () =>
  bilingual(
    409,
    "This payroll component was changed by someone else. Reload it and try again.",
    "Komponen gaji ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );
export const staleRegulation = () =>
  bilingual(
    409,
    "This regulation-based component was changed by someone else. Reload it and try again.",
    "Komponen berbasis regulasi ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );

/** Deleting a component a payroll group or a member's own amount still uses (FK RESTRICT). */
export const componentInUse = (name: string, usage: { groups: number; members: number }) => {
  const en = [
    usage.groups ? `${usage.groups} payroll group${usage.groups === 1 ? "" : "s"}` : null,
    usage.members ? `${usage.members} member${usage.members === 1 ? "" : "s"}` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const id = [
    usage.groups ? `${usage.groups} grup penggajian` : null,
    usage.members ? `${usage.members} anggota grup` : null,
  ]
    .filter(Boolean)
    .join(" dan ");
  return bilingual(
    409,
    `Payroll component "${name}" is used by ${en}; it cannot be deleted. Remove it from them or deactivate it instead.`,
    `Komponen gaji "${name}" dipakai oleh ${id}; komponen ini tidak dapat dihapus. Lepaskan dari grup tersebut atau nonaktifkan.`,
  );
};

export const regulationInUse = (name: string, groups: number) =>
  bilingual(
    409,
    `Regulation-based component "${name}" is in the social insurance of ${groups} payroll group${groups === 1 ? "" : "s"}; it cannot be deleted. Deactivate it instead.`,
    `Komponen berbasis regulasi "${name}" termasuk jaminan sosial ${groups} grup penggajian; komponen ini tidak dapat dihapus. Nonaktifkan saja.`,
  );

/**
 * 403 FEATURE_DISABLED (as services/shared/access.ts answers) unless the client has the
 * regulation_based_component flag (SPEC §6 client list): a preHandler after the access hook.
 */
export const requireRegulationFlag =
  ({ db, environment }: ComponentDeps) =>
  async (request: FastifyRequest) => {
    const { feature_flags: flags } = await readSystemConfig(
      db,
      request.principal.clientId,
      environment ?? "development",
    );
    if (!flags.regulation_based_component) throw featureDisabled();
  };

const codeTaken = { field: "code", message: "is already the code of another payroll component" };
const nameTaken = { field: "name", message: "is already the name of another payroll component" };

type ComponentBody = Static<typeof PayrollComponentBody>;

/**
 * The body's values once every rule holds (400 naming each field), with a code and a name
 * no other component of the client has (409 naming them). `status` omitted on an update
 * keeps the stored one.
 */
export async function checkedComponent(
  tx: Tx,
  body: ComponentBody,
  exceptId: number | null,
  headline: string,
  keptStatus: string | null = null,
): Promise<PayrollComponentValues> {
  const { values, problems } = validatePayrollComponent(
    { ...body, status: body.status ?? keptStatus },
    await clientToday(tx),
  );
  assertValid(headline, problems);
  const taken = await takenFields(tx, values, exceptId);
  if (taken.code || taken.name)
    throw duplicateFields(headline, [
      ...(taken.code ? [codeTaken] : []),
      ...(taken.name ? [nameTaken] : []),
    ]);
  return values;
}

/** The unique indexes behind the check above, should a concurrent write slip past it. */
export async function componentRace<T>(headline: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === "payroll_components_code_key") throw duplicateFields(headline, [codeTaken]);
    if (constraint === "payroll_components_name_key") throw duplicateFields(headline, [nameTaken]);
    throw error;
  }
}

const programmeConflict = (headline: string) =>
  duplicateFields(headline, [
    { field: "programme", message: "already has a regulation-based component" },
  ]);

type RegulationBody = Static<typeof RegulationComponentBody>;

/**
 * A regulation component's values once every rule holds (400 naming each field), one per
 * programme (and JKK class) per client (409 at `programme`). `current`: the stored one on an
 * update, whose programme and class stay and whose status stays when none is sent.
 */
export async function checkedRegulation(
  tx: Tx,
  body: RegulationBody,
  current: { id: number; programme: string; jkkRiskClass: number | null; status: string } | null,
  headline: string,
): Promise<RegulationComponentValues> {
  const { values, problems } = validateRegulationComponent(
    { ...body, status: body.status ?? current?.status ?? null },
    current,
  );
  assertValid(headline, problems);
  if (await programmeTaken(tx, values.programme, values.jkkRiskClass, current?.id ?? null))
    throw programmeConflict(headline);
  return values;
}

export async function regulationRace<T>(headline: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "regulation_components_key")
      throw programmeConflict(headline);
    throw error;
  }
}
