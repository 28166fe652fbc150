import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../../db/pool.ts";
import type { JobQueue } from "../../../jobs/runtime.ts";
import type { Payouts } from "../provider.ts";
import { readSimulatorSettings } from "./config.ts";
import {
  acceptPayout,
  findPayout,
  type PayoutRequestBody,
  payoutJson,
  payoutsOfReference,
  type SimPayoutRow,
  scheduleSettlement,
  settlePayout,
} from "./payouts.ts";

export const SIMULATOR_PREFIX = "/provider-sim";

/**
 * The local payout provider simulator (issue 18), mounted at /provider-sim by server/app.ts
 * outside production (PAYOUT_SIMULATOR=0 leaves it out): the Xendit payouts v2 routes the
 * adapter (../xendit.ts) calls, with the same basic auth (the secret key) and error shape
 * (`{ error_code, message }`). Its state is in PostgreSQL (provider_sim), so it works across
 * processes and restarts. The routes are public to Tenaga's access hook: the simulator checks
 * the provider's own credential, as the real one would.
 */
export async function providerSimulator(
  scope: FastifyInstance,
  deps: { db: Db; jobs: JobQueue; payouts: Payouts },
): Promise<void> {
  const { db, jobs, payouts } = deps;
  const config = { public: true } as const;
  scope.addHook("onRequest", async (request, reply) => {
    if (!authorized(request, payouts.secretKey))
      return reply
        .status(401)
        .send(xenditError("INVALID_API_KEY", "API key is invalid or missing"));
  });

  scope.post("/v2/payouts", { config, schema: { hide: true } }, async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || key.length < 1 || key.length > 100)
      return reply
        .status(400)
        .send(
          xenditError(
            "API_VALIDATION_ERROR",
            "Idempotency-key header is required (1-100 characters)",
          ),
        );
    const problem = payoutRequestProblem(request.body);
    if (problem) return reply.status(400).send(xenditError("API_VALIDATION_ERROR", problem));
    const outcome = await acceptPayout(db, key, request.body as PayoutRequestBody);
    if (outcome.kind === "conflict")
      return reply
        .status(409)
        .send(
          xenditError(
            "DUPLICATE_IDEMPOTENCY_KEY",
            "The Idempotency-key was used before with a different request",
          ),
        );
    if (outcome.settle) await scheduleSettlement(db, jobs, outcome.row.id);
    return reply.status(200).send(payoutJson(outcome.row));
  });

  scope.get<{ Params: { id: string } }>(
    "/v2/payouts/:id",
    { config, schema: { hide: true } },
    async (request, reply) => {
      const row = await db.global((tx) => findPayout(tx, request.params.id));
      if (!row) return reply.status(404).send(xenditError("DATA_NOT_FOUND", "Payout not found"));
      return payoutJson(await settleOverdue(row));
    },
  );

  scope.get<{ Querystring: { reference_id?: string } }>(
    "/v2/payouts",
    { config, schema: { hide: true } },
    async (request, reply) => {
      const reference = request.query.reference_id;
      if (typeof reference !== "string" || reference.length === 0)
        return reply
          .status(400)
          .send(xenditError("API_VALIDATION_ERROR", "reference_id is required"));
      const rows = await db.global((tx) => payoutsOfReference(tx, reference));
      const settled = [];
      for (const row of rows) settled.push(payoutJson(await settleOverdue(row)));
      return settled;
    },
  );

  scope.post(
    "/bank_account_data_requests",
    { config, schema: { hide: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { bank_account_number?: unknown; bank_code?: unknown };
      if (typeof body.bank_account_number !== "string" || typeof body.bank_code !== "string")
        return reply
          .status(400)
          .send(
            xenditError("API_VALIDATION_ERROR", "bank_account_number and bank_code are required"),
          );
      const { rows } = await db.global((tx) =>
        tx.query<{ account_holder_name: string | null; closed: boolean }>(
          `SELECT account_holder_name, closed FROM provider_sim.accounts
          WHERE channel_code = $1 AND account_number = $2`,
          [body.bank_code, body.bank_account_number],
        ),
      );
      const account = rows[0];
      const answer = {
        bank_account_number: body.bank_account_number,
        bank_code: body.bank_code,
      };
      if (account?.closed)
        return { ...answer, status: "FAILURE", failure_reason: "ACCOUNT_CLOSED" };
      // A number the simulated banks do not know has no name to tell: "unverified".
      return {
        ...answer,
        status: "SUCCESS",
        bank_account_holder_name: account?.account_holder_name ?? null,
      };
    },
  );

  /**
   * A payout open far longer than the latency lost its settle job (a stop between accepting it
   * and queueing the job): the provider still settles it, when it is next asked.
   */
  async function settleOverdue(row: SimPayoutRow): Promise<SimPayoutRow> {
    if (row.status !== "ACCEPTED" && row.status !== "REQUESTED") return row;
    const { latencyMs } = await db.global(readSimulatorSettings);
    if (Date.now() - row.updated_at.getTime() < latencyMs + OVERDUE_MS) return row;
    const settled = (await settlePayout(db, row.id)) ?? row;
    await jobs.send("provider-sim-settle", { payoutId: row.id });
    return settled;
  }
}

const OVERDUE_MS = 60_000;

const xenditError = (code: string, message: string) => ({ error_code: code, message });

function authorized(request: FastifyRequest, secretKey: string | null): boolean {
  const header = request.headers.authorization;
  if (!secretKey || typeof header !== "string" || !header.startsWith("Basic ")) return false;
  const user = Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0] ?? "";
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(user), digest(secretKey));
}

/** What is wrong with a create request, in Xendit's words, or null. */
function payoutRequestProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return "the request body must be a JSON object";
  const b = body as Record<string, unknown>;
  const text = (value: unknown, max: number) =>
    typeof value === "string" && value.trim().length > 0 && value.length <= max;
  if (!text(b["reference_id"], 255)) return "reference_id is required";
  if (!text(b["channel_code"], 64)) return "channel_code is required";
  const properties = b["channel_properties"] as Record<string, unknown> | undefined;
  if (!properties || !text(properties["account_holder_name"], 200))
    return "channel_properties.account_holder_name is required";
  if (
    typeof properties["account_number"] !== "string" ||
    !/^[0-9]{1,40}$/.test(properties["account_number"])
  )
    return "channel_properties.account_number must be digits";
  if (typeof b["amount"] !== "number" || !Number.isInteger(b["amount"]) || b["amount"] < 1)
    return "amount must be a positive integer";
  if (b["currency"] !== "IDR") return "currency must be IDR";
  if (b["description"] !== undefined && !text(b["description"], 1000))
    return "description must be 1-1000 characters";
  return null;
}
