import type { Db } from "../db/pool.ts";

/**
 * Issue 14: "something changed" pointers for open console pages (Daily Approval, Attendance
 * Overview, Pending Approval), through live_events and the main service's event stream (SPEC
 * §4): a row with no user reaches every open stream of the client; the pages refetch under
 * their own permissions, so the payload carries no personal data, only what changed (kind,
 * date, branch).
 *
 * A morning burst is thousands of check-ins a minute, and each NOTIFY serialises commits: so
 * the changes are coalesced per client and kind, at most one row per COALESCE_MS, written
 * after the change's own transaction has committed (never inside it).
 */
export type LiveChange = {
  /**
   * What changed: "attendance" (records, check-ins, decisions), "attendance_request", and
   * (issue 15) "leave" (requests, balances) or "overtime" (requests), (issue 17)
   * "payroll_report" (a run's progress and outcome), (issue 18) "disbursement" (a batch or
   * its lines changed state: created, approved, a payout settled) and "reimbursement" (claims).
   */
  type:
    | "attendance"
    | "attendance_request"
    | "leave"
    | "overtime"
    | "payroll_report"
    | "disbursement"
    | "reimbursement";
  /** The days that changed (YYYY-MM-DD), when known. */
  dates?: string[];
  /** Issue 18: the records that changed (a disbursement's batch ids), when known. */
  ids?: number[];
};

const COALESCE_MS = Number(process.env["LIVE_COALESCE_MS"] ?? 300);

type Pending = { dates: Set<string>; ids: Set<number>; timer: NodeJS.Timeout };

type LivePayload = { type: string; dates: string[]; ids?: number[] };

/** The stored pointer; `ids` only when some are known (the older kinds never carry them). */
const payloadOf = (type: string, dates: Set<string>, ids: Set<number>): LivePayload => ({
  type,
  dates: [...dates].sort(),
  ...(ids.size > 0 ? { ids: [...ids].sort((a, b) => a - b) } : {}),
});

export class LivePublisher {
  #pending = new Map<string, Pending>();
  #inflight = new Set<Promise<void>>();

  constructor(private readonly db: Db) {}

  /** Call after the change committed; returns at once (the write happens shortly after). */
  changed(clientId: number, change: LiveChange): void {
    const key = `${clientId}|${change.type}`;
    const pending = this.#pending.get(key);
    if (pending) {
      for (const date of change.dates ?? []) pending.dates.add(date);
      for (const id of change.ids ?? []) pending.ids.add(id);
      return;
    }
    const dates = new Set(change.dates ?? []);
    const ids = new Set(change.ids ?? []);
    const timer = setTimeout(() => {
      this.#pending.delete(key);
      const write = this.#write(clientId, payloadOf(change.type, dates, ids));
      this.#inflight.add(write);
      void write.finally(() => this.#inflight.delete(write));
    }, COALESCE_MS);
    timer.unref();
    this.#pending.set(key, { dates, ids, timer });
  }

  async #write(clientId: number, payload: LivePayload): Promise<void> {
    try {
      await this.db.tenant(clientId, (tx) =>
        tx.query("INSERT INTO live_events (client_id, user_id, payload) VALUES ($1, NULL, $2)", [
          clientId,
          JSON.stringify(payload),
        ]),
      );
    } catch {
      // A lost pointer costs a page one refresh; the change itself is committed.
    }
  }

  /** Writes what is waiting now (tests, shutdown). */
  async flush(): Promise<void> {
    for (const [key, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(key);
      const clientId = Number(key.split("|")[0]);
      const type = key.split("|")[1]!;
      this.#inflight.add(this.#write(clientId, payloadOf(type, pending.dates, pending.ids)));
    }
    await Promise.all([...this.#inflight]);
  }
}
