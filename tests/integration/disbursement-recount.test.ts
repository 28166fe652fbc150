import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recountBatch } from "../../services/hcm/disbursements/settle.ts";
import { startStack, type TestStack } from "../support/stack.ts";
import { ownerBatch, someWorkers } from "./disbursement-file-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";

/**
 * A batch's status follows its lines however their settlements interleave (issue 18's
 * recountBatch, found through issue 19's CI): a recount that waits for another settlement's
 * lock must count the lines as that settlement left them.
 */
let stack: TestStack;
let maju: number;

beforeAll(async () => {
  stack = await startStack();
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

describe("recountBatch under concurrent settlements", () => {
  it("a recount that waited for the batch's lock counts the line settled meanwhile", async () => {
    const [one, two] = await someWorkers(stack, maju, 2);
    const batch = await ownerBatch(stack, maju, {
      channel: "provider",
      status: "processing",
      lines: [
        { agentId: one!.id, amount: 100_000, status: "submitted" },
        { agentId: two!.id, amount: 200_000, status: "submitted" },
      ],
    });
    const [lineA, lineB] = batch.lineIds;
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstRecounted!: () => void;
    const firstHasRecounted = new Promise<void>((resolve) => {
      firstRecounted = resolve;
    });

    // The first settlement: the batch's lock, line A succeeded, its recount (B is still out).
    const first = stack.db.tenant(maju, async (tx) => {
      await tx.query("SELECT 1 FROM disbursements WHERE id = $1 FOR UPDATE", [batch.id]);
      await tx.query(
        "UPDATE disbursement_lines SET status = 'succeeded', succeeded_at = now() WHERE id = $1",
        [lineA],
      );
      const counted = await recountBatch(tx, batch.id);
      firstRecounted();
      await firstMayCommit;
      return counted.after;
    });
    await firstHasRecounted;
    // The second: line B failed, then its recount, which waits for the first's lock.
    const second = stack.db.tenant(maju, async (tx) => {
      await tx.query(
        `UPDATE disbursement_lines SET status = 'failed', failed_at = now(),
            error_code = 'INVALID_DESTINATION', error_reason = 'x' WHERE id = $1`,
        [lineB],
      );
      return (await recountBatch(tx, batch.id)).after;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();

    expect(await first).toBe("processing");
    expect(await second).toBe("partially_succeeded");
    const { rows } = await stack.owner.query<{ status: string }>(
      "SELECT status FROM disbursements WHERE id = $1",
      [batch.id],
    );
    expect(rows[0]?.status).toBe("partially_succeeded");
  });
});
