import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { hasMenu } from "../../../domain/menus.ts";
import type { Db } from "../../db/pool.ts";
import type { JobQueue } from "../../jobs/runtime.ts";
import { readSystemConfig } from "../../shared/flags.ts";
import type { LivePublisher } from "../../shared/live.ts";
import type { Principal } from "../../shared/principal.ts";
import { maintenance } from "./problems.ts";
import type { Viewer } from "./repo.ts";

export type Deps = { db: Db; jobs?: JobQueue | undefined; live?: LivePublisher | undefined };

/**
 * A route whose body is optional (`POST …/approve` with none): no body reads as `{}`, so the
 * body schema still refuses anything else.
 */
export async function noBodyIsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** What the client's switches say now (SPEC §6): manual approval, disbursement maintenance. */
export type Switches = { manualApproval: boolean; maintenance: boolean };

/**
 * Read before the route's own transaction (never inside it: the pool would be asked for a
 * second connection while a hundred duplicates hold theirs waiting on the key's lock).
 */
export async function switchesOf(db: Db, clientId: number): Promise<Switches> {
  const config = await readSystemConfig(db, clientId, "development");
  return {
    manualApproval: config.feature_flags.manual_disbursement_approval,
    maintenance: config.maintenance.disbursement_maintenance,
  };
}

/** While disbursement maintenance is on, create/approve/retry/confirm-paid change nothing. */
export function refuseDuringMaintenance(switches: Switches): void {
  if (switches.maintenance) throw maintenance();
}

/**
 * Who reads and whether they may approve (SPEC §6): with manual approval the
 * disbursement-approval menu (and not the batch's creator); without it disbursement-process.
 */
export function viewerOf(principal: Principal, switches: Switches): Viewer {
  return {
    userId: principal.userId,
    language: principal.language,
    manualApproval: switches.manualApproval,
    mayApprove: switches.manualApproval
      ? hasMenu(principal.menus, "disbursement-approval")
      : hasMenu(principal.menus, "disbursement-process"),
  };
}

/** A job id derived from a text (pg-boss ignores a second send of an id it holds). */
export function jobIdOf(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Puts the batch's approved lines on the submission queue (A2's "disbursement-submit"),
 * after the transaction that approved them. `once` names the change that sends it (an
 * approval, a retry's event): sent twice, the job is one.
 */
export async function sendSubmit(
  jobs: JobQueue | undefined,
  clientId: number,
  disbursementId: number,
  once: string,
): Promise<void> {
  await jobs?.send(
    "disbursement-submit",
    { clientId, disbursementId },
    { id: jobIdOf(`disbursement-submit|${clientId}|${disbursementId}|${once}`) },
  );
}

/** The account-name inquiry of the batch's bank lines (A2's "disbursement-inquiry"). */
export async function sendInquiry(
  jobs: JobQueue | undefined,
  clientId: number,
  disbursementId: number,
): Promise<void> {
  await jobs?.send("disbursement-inquiry", { clientId, disbursementId });
}

/** Tells the open disbursement pages the batch changed (after the change committed). */
export function changed(live: LivePublisher | undefined, clientId: number, ids: number[]): void {
  live?.changed(clientId, { type: "disbursement", ids });
}
