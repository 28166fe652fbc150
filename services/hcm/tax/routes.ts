import type { FastifyInstance } from "fastify";
import {
  type BpjsRequest,
  type Pph21Request,
  simulateBpjs,
  simulatePph21,
} from "../../../domain/tax/index.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import { BPJS_YEARS, PPH21_YEARS } from "./coverage.ts";
import {
  BpjsRequest as BpjsRequestSchema,
  BpjsResponse,
  Pph21Request as Pph21RequestSchema,
  Pph21Response,
} from "./schemas.ts";
import {
  type BpjsBody,
  checkBpjs,
  checkPph21,
  type Pph21Body,
  stagedBodyValidator,
} from "./validation.ts";

/**
 * The statutory simulators (issue 6): pure calculations on the caller's figures, reading and
 * writing no tenant rows.
 *
 * Access: a signed-in, active user with the Tax Management menu (`tax-management`), the menu
 * the simulator's screen sits under; others get 403 "Permission Denied". SPEC §6 also gates
 * the Tax Management entry by the payroll beta flag, payroll access and tax eligibility;
 * those are console rollout switches (SPEC §4 payroll guard) over client data, and this
 * calculator exposes none, so the menu — the permission model — is what the API enforces.
 */
export function taxRoutes(app: FastifyInstance, _deps: { db: Db }): void {
  // Before validation: a caller who may not simulate learns nothing from the 400s either.
  const config = { menu: "tax-management", accessBeforeValidation: true } as const;

  app.post(
    "/tax/pph21/simulate",
    {
      schema: {
        summary: "Simulate PPh 21 / PPh 26 month by month, day by day or payment by payment",
        description:
          "Monthly recipients get the TER month by month and, for permanent employees and " +
          "pensioners, the last-period reconciliation against the annual Pasal 17 tax " +
          "(PMK 168/2023). A 400 names the field and the reason.",
        body: Pph21RequestSchema,
        response: { 200: Pph21Response },
      },
      config,
      validatorCompiler: stagedBodyValidator((body) => checkPph21(body, PPH21_YEARS)),
    },
    async (request) => {
      const { body } = request.body as Pph21Body;
      return engine(() => simulatePph21(body as Pph21Request));
    },
  );

  app.post(
    "/bpjs/simulate",
    {
      schema: {
        summary: "Simulate one month's BPJS contributions (wage earners or BPU)",
        description:
          "Kesehatan 4 % / 1 % (cap 12,000,000, regional minimum wage floor), JKK by risk " +
          "class (PP 7/2025 relief optional), JKM 0.30 %, JHT 3.7 % / 2 %, JP 2 % / 1 % with " +
          "the cap in force for the contribution month; or BPU contributions.",
        body: BpjsRequestSchema,
        response: { 200: BpjsResponse },
      },
      config,
      validatorCompiler: stagedBodyValidator((body) => checkBpjs(body, BPJS_YEARS)),
    },
    async (request) => {
      const { body } = request.body as BpjsBody;
      return engine(() => simulateBpjs(body as BpjsRequest));
    },
  );
}

/**
 * Runs the engine. domain/tax throws a plain `Error` for logically impossible input that the
 * schema cannot rule out: that is the caller's 400, with the engine's message. Any other
 * failure (a TypeError is a bug) stays a 500.
 */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof Error && error.constructor === Error)
      throw new HttpError(400, error.message, undefined, [
        { field: "body", message: error.message },
      ]);
    throw error;
  }
}
