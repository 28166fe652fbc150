import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINANCE_ACCOUNT } from "../../services/db/seed/disbursements.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  bankWorkers,
  batchName,
  type Caller,
  callerAs,
  newKey,
  submitJobs,
} from "./disbursement-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";

/**
 * Exactly once under concurrency (issue 18, /work/money-api.md): 100 parallel creates with one
 * Idempotency-Key make one batch (every answer names it); 100 parallel approvals of one batch
 * approve each line once — one approved event per line and one submission job. Nothing is
 * stubbed: the rows are counted.
 */

let stack: TestStack;
let admin: Caller;
let finance: Caller;
let maju: number;

beforeAll(async () => {
  stack = await startStack();
  admin = callerAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  finance = callerAs(
    stack,
    (await login(stack.app, { email: FINANCE_ACCOUNT.email, password: FINANCE_ACCOUNT.password }))
      .token,
  );
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

const count = async (sql: string, params: unknown[]) =>
  Number((await stack.owner.query<{ n: string }>(sql, params)).rows[0]!.n);

describe("exactly once", () => {
  it("100 parallel creates with one key make one batch; 100 parallel approvals approve each line once", async () => {
    const workers = await bankWorkers(stack, maju, 20);
    const name = batchName("Paralel");
    const body = {
      name,
      source: "manual",
      lines: workers.map((worker, i) => ({ agentId: worker.id, amount: 50_000 + i })),
    };
    const key = newKey();
    const creates = await Promise.all(
      Array.from({ length: 100 }, () => admin("POST", "/disbursements", body, key)),
    );
    const statuses = creates.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(99);
    const ids = new Set(creates.map((answer) => answer.body["data"].id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as number[];
    expect(
      await count("SELECT count(*) AS n FROM disbursements WHERE lower(name) = lower($1)", [name]),
    ).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM disbursement_lines WHERE disbursement_id = $1", [id]),
    ).toBe(workers.length);
    expect(
      await count("SELECT count(*) AS n FROM idempotency_keys WHERE key = $1 AND client_id = $2", [
        key,
        maju,
      ]),
    ).toBe(1);

    // Half with one key, half with a key each: every answer is the approved batch.
    const shared = newKey();
    const approvals = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        finance("POST", `/disbursements/${id}/approve`, {}, i % 2 === 0 ? shared : newKey()),
      ),
    );
    expect(approvals.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    for (const answer of approvals) expect(answer.body["data"].status).toBe("processing");
    expect(
      await count(
        `SELECT count(*) AS n FROM (
           SELECT line_id FROM disbursement_events
            WHERE disbursement_id = $1 AND to_status = 'approved' AND line_id IS NOT NULL
            GROUP BY line_id HAVING count(*) = 1) once`,
        [id],
      ),
    ).toBe(workers.length);
    expect(
      await count(
        "SELECT count(*) AS n FROM disbursement_events WHERE disbursement_id = $1 AND to_status = 'approved'",
        [id],
      ),
    ).toBe(workers.length);
    expect(await submitJobs(stack, id!)).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'disbursement.approve' AND entity_id = $1",
        [String(id)],
      ),
    ).toBe(1);
    // Every line still has the one idempotency key it was created with.
    expect(
      await count(
        "SELECT count(DISTINCT idempotency_key) AS n FROM disbursement_lines WHERE disbursement_id = $1",
        [id],
      ),
    ).toBe(workers.length);
  });
});
